import { type Abi, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import type { AbiRegistryBackend } from './abiRegistryBackend'
import { type AbiRegistryEntry, toAbiRegistryEntry } from './abiRegistryEntry'
import { abiRegistryKey } from './abiRegistryKey'
import { createAbiRegistry, getRegisteredAbis } from './abiRegistryStore'

/** A backend in a Map, standing in for IndexedDB (the e2e suite runs the real one). */
function memoryBackend(initial: unknown[] = []) {
  const records = new Map<string, unknown>(initial.map((r, i) => [`seed-${i}`, r]))
  const listeners = new Set<() => void>()
  let failWrites = false
  const backend: AbiRegistryBackend = {
    readAll: async () => [...records.values()].map((r) => structuredClone(r)),
    put: async (entries) => {
      if (failWrites) throw new Error('QuotaExceededError')
      for (const entry of entries) records.set(abiRegistryKey(entry), structuredClone(entry))
    },
    remove: async (entry) => {
      if (failWrites) throw new Error('QuotaExceededError')
      records.delete(abiRegistryKey(entry))
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return {
    backend,
    records,
    failWrites: (fail: boolean) => {
      failWrites = fail
    },
    otherTabChanged: () => {
      for (const listener of listeners) listener()
    },
  }
}

const token = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const vault = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const entry = (chainId: string, address: string, abi: Abi): AbiRegistryEntry =>
  toAbiRegistryEntry({ chainId, address, abi, addedAt: '2026-01-01T00:00:00.000Z' })
const pokeAbi = parseAbi(['function poke(uint8 level)'])
const settleAbi = parseAbi(['function settle(uint256 id)'])

describe('createAbiRegistry', () => {
  it('reads the stored entries, skipping records it cannot read', async () => {
    const { backend } = memoryBackend([
      entry('31337', token, pokeAbi),
      { chainId: '31337', address: vault, abi: 'not an abi' },
    ])
    const registry = createAbiRegistry(backend)
    expect(registry.getSnapshot()).toEqual({ status: 'loading', entries: [] })
    await registry.load()
    expect(registry.getSnapshot().status).toBe('ready')
    expect(registry.getSnapshot().entries.map((e) => e.address)).toEqual([token])
  })

  it('stores, replaces and removes entries, notifying subscribers after each write', async () => {
    const { backend, records } = memoryBackend()
    const registry = createAbiRegistry(backend)
    let calls = 0
    const unsubscribe = registry.subscribe(() => calls++)
    await registry.put([entry('31337', token, pokeAbi)])
    await registry.put([entry('31337', token.toLowerCase(), settleAbi)])
    expect(registry.getSnapshot().entries).toHaveLength(1)
    expect(registry.abisFor('31337')).toEqual([entry('31337', token, settleAbi).abi])
    expect(records.size).toBe(1)
    await registry.remove({ chainId: '31337', address: token })
    expect(registry.getSnapshot().entries).toEqual([])
    expect(records.size).toBe(0)
    expect(calls).toBeGreaterThanOrEqual(3)
    unsubscribe()
  })

  it('gives the ABIs of a chain, or of some addresses, keeping their identity', async () => {
    const { backend } = memoryBackend()
    const registry = createAbiRegistry(backend)
    await registry.put([
      entry('31337', token, pokeAbi),
      entry('31337', vault, settleAbi),
      entry('1', token, settleAbi),
    ])
    const all = registry.abisFor('31337')
    expect(all).toHaveLength(2)
    expect(registry.abisFor('31337')).toBe(all)
    const some = registry.abisFor('31337', [token.toLowerCase()])
    expect(some).toHaveLength(1)
    expect(registry.abisFor('31337', [token])).toBe(some)
    expect(registry.abisFor('31337', [])).toEqual([])
    // A change elsewhere keeps the arrays of this chain as they were.
    await registry.put([entry('5', vault, pokeAbi)])
    expect(registry.abisFor('31337')).toBe(all)
    expect(registry.abisFor('31337', [token])).toBe(some)
    expect(await getRegisteredAbis('1', undefined, registry)).toHaveLength(1)
  })

  it('changes nothing when the backend refuses a write', async () => {
    const memory = memoryBackend()
    const registry = createAbiRegistry(memory.backend)
    await registry.put([entry('31337', token, pokeAbi)])
    const before = registry.getSnapshot()
    memory.failWrites(true)
    await expect(registry.put([entry('31337', vault, settleAbi)])).rejects.toThrow(
      'The browser refused to store the change (IndexedDB failed). Nothing was changed.',
    )
    await expect(registry.remove({ chainId: '31337', address: token })).rejects.toThrow(
      'The browser refused to store the change (IndexedDB failed). Nothing was changed.',
    )
    expect(registry.getSnapshot()).toBe(before)
  })

  it('is empty and refuses writes without storage, or when storage cannot be read', async () => {
    const none = createAbiRegistry(undefined)
    expect(none.getSnapshot().status).toBe('unavailable')
    const unavailable =
      'This browser does not let Assent store ABIs (IndexedDB is unavailable, e.g. in a private window). Nothing was changed.'
    await expect(none.put([entry('1', token, pokeAbi)])).rejects.toThrow(unavailable)
    const broken = createAbiRegistry({
      ...memoryBackend().backend,
      readAll: () => Promise.reject(new Error('SecurityError')),
    })
    await broken.load()
    expect(broken.getSnapshot().status).toBe('unavailable')
    await expect(broken.put([entry('1', token, pokeAbi)])).rejects.toThrow(unavailable)
  })

  it('reloads when another tab changed the stored entries', async () => {
    const memory = memoryBackend()
    const registry = createAbiRegistry(memory.backend)
    const unsubscribe = registry.subscribe(() => {})
    await registry.load()
    memory.records.set('x', entry('31337', vault, settleAbi))
    memory.otherTabChanged()
    await registry.load()
    expect(registry.getSnapshot().entries.map((e) => e.address)).toEqual([vault])
    unsubscribe()
  })
})
