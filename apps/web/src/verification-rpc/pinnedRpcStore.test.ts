import { afterEach, describe, expect, it } from 'vitest'
import {
  getPinnedRpc,
  isPinnableRpcUrl,
  pinnedRpcStore,
  pinnedRpcsSchema,
  setPinnedRpc,
} from './pinnedRpcStore'

afterEach(() => localStorage.clear())

describe('pinned verification RPCs', () => {
  it('keeps one URL per chain in this browser, and forgets it on request', () => {
    setPinnedRpc('1', ' https://eth.example.org/rpc ')
    setPinnedRpc('100', 'http://127.0.0.1:8545')
    expect(getPinnedRpc('1')).toBe('https://eth.example.org/rpc')
    expect(JSON.parse(localStorage.getItem(pinnedRpcStore.key) ?? '')).toEqual({
      '1': 'https://eth.example.org/rpc',
      '100': 'http://127.0.0.1:8545',
    })
    setPinnedRpc('1', '')
    expect(getPinnedRpc('1')).toBeUndefined()
    expect(getPinnedRpc('100')).toBe('http://127.0.0.1:8545')
  })

  it('accepts https anywhere, plain http only to this machine', () => {
    expect(isPinnableRpcUrl('https://rpc.example.org/v3/key')).toBe(true)
    expect(isPinnableRpcUrl('http://localhost:8545')).toBe(true)
    expect(isPinnableRpcUrl('http://[::1]:8545')).toBe(true)
    expect(isPinnableRpcUrl('http://rpc.example.org')).toBe(false)
    expect(isPinnableRpcUrl('https://user:pass@rpc.example.org')).toBe(false)
    expect(isPinnableRpcUrl('https://rpc.example.org/#x')).toBe(false)
    expect(isPinnableRpcUrl('javascript:alert(1)')).toBe(false)
    expect(isPinnableRpcUrl('wss://rpc.example.org')).toBe(false)
    expect(isPinnableRpcUrl('not a url')).toBe(false)
  })

  it('refuses to pin garbage', () => {
    expect(() => setPinnedRpc('1', 'http://evil.example.org')).toThrow()
    expect(() => setPinnedRpc('0x1', 'https://rpc.example.org')).toThrow()
    expect(() => setPinnedRpc('-1', 'https://rpc.example.org')).toThrow()
    expect(localStorage.getItem(pinnedRpcStore.key)).toBeNull()
  })

  it('reads garbage in storage as nothing pinned', () => {
    for (const raw of [
      'not json',
      '[]',
      '{"1": 42}',
      '{"1": "http://evil.example.org"}',
      '{"eth": "https://rpc.example.org"}',
      '{"1": "javascript:alert(1)"}',
    ]) {
      localStorage.setItem(pinnedRpcStore.key, raw)
      expect(pinnedRpcStore.get()).toEqual({})
      expect(getPinnedRpc('1')).toBeUndefined()
    }
    expect(pinnedRpcsSchema.safeParse({ '1': 'https://rpc.example.org' }).success).toBe(true)
  })
})
