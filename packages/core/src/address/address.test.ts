import { describe, expect, it } from 'vitest'
import { formatEip3770 } from './formatEip3770'
import { isChecksummedAddress } from './isChecksummedAddress'
import { isStoredTransactionHash } from './isStoredTransactionHash'
import { parseEip3770 } from './parseEip3770'
import { toChecksumAddress } from './toChecksumAddress'

const checksummed = '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'
const lower = checksummed.toLowerCase()
// Same address with two letters' case flipped, so the EIP-55 checksum no longer holds.
const badChecksum = '0x29FCB43b46531BcA003ddC8FCB67FFE91900C762'

describe('parseEip3770', () => {
  it('reads prefixed and bare addresses and checksums them', () => {
    expect(parseEip3770(`eth:${checksummed}`)).toEqual({ shortName: 'eth', address: checksummed })
    expect(parseEip3770(`arb1:${lower}`)).toEqual({ shortName: 'arb1', address: checksummed })
    expect(parseEip3770(lower)).toEqual({ address: checksummed })
    expect(parseEip3770(`0x${lower.slice(2).toUpperCase()}`)).toEqual({ address: checksummed })
    expect(parseEip3770(` base-sepolia:${checksummed} `)).toEqual({
      shortName: 'base-sepolia',
      address: checksummed,
    })
    expect(parseEip3770(checksummed)).not.toHaveProperty('shortName')
  })

  it('throws with a clear text for bad prefixes and addresses', () => {
    expect(() => parseEip3770(`:${checksummed}`)).toThrow('Invalid EIP-3770 prefix: ')
    expect(() => parseEip3770(`e th:${checksummed}`)).toThrow('Invalid EIP-3770 prefix: e th')
    expect(() => parseEip3770(`a:b:${checksummed}`)).toThrow('Invalid EIP-3770 prefix: a:b')
    expect(() => parseEip3770('eth:0x1234')).toThrow('Invalid address: 0x1234')
    expect(() => parseEip3770('eth:')).toThrow('Invalid address')
    expect(() => parseEip3770('hello')).toThrow('Invalid address: hello')
    expect(() => parseEip3770(`eth:${badChecksum}`)).toThrow(
      `Invalid address checksum: ${badChecksum}`,
    )
  })
})

describe('formatEip3770', () => {
  it('prefixes the checksummed address', () => {
    expect(formatEip3770('gno', lower as `0x${string}`)).toBe(`gno:${checksummed}`)
    expect(parseEip3770(formatEip3770('devnet', checksummed))).toEqual({
      shortName: 'devnet',
      address: checksummed,
    })
  })

  it('rejects a bad short name or address', () => {
    expect(() => formatEip3770('', checksummed)).toThrow('Invalid EIP-3770 prefix')
    expect(() => formatEip3770('eth', '0x12')).toThrow('Invalid address: 0x12')
  })
})

describe('checksum helpers', () => {
  it('recognises exact EIP-55 spelling only', () => {
    expect(isChecksummedAddress(checksummed)).toBe(true)
    expect(isChecksummedAddress(lower)).toBe(false)
    expect(isChecksummedAddress(badChecksum)).toBe(false)
    expect(isChecksummedAddress('0x1234')).toBe(false)
    expect(isChecksummedAddress(`${checksummed}00`)).toBe(false)
  })

  it('converts any case to the checksum and rejects non-addresses', () => {
    expect(toChecksumAddress(lower)).toBe(checksummed)
    expect(toChecksumAddress(checksummed.toUpperCase().replace('0X', '0x'))).toBe(checksummed)
    expect(() => toChecksumAddress('0xabc')).toThrow('Invalid address: 0xabc')
    expect(() => toChecksumAddress(lower.slice(2))).toThrow('Invalid address')
  })
})

describe('isStoredTransactionHash', () => {
  it('accepts 0x and exactly 64 hex characters', () => {
    expect(isStoredTransactionHash(`0x${'a'.repeat(64)}`)).toBe(true)
    expect(isStoredTransactionHash(`0x${'AbC0'.repeat(16)}`)).toBe(true)
    expect(isStoredTransactionHash(`0x${'a'.repeat(63)}`)).toBe(false)
    expect(isStoredTransactionHash(`0x${'a'.repeat(65)}`)).toBe(false)
    expect(isStoredTransactionHash(`0x${'g'.repeat(64)}`)).toBe(false)
    expect(isStoredTransactionHash('a'.repeat(66))).toBe(false)
    expect(isStoredTransactionHash(undefined)).toBe(false)
    expect(isStoredTransactionHash(42)).toBe(false)
  })
})
