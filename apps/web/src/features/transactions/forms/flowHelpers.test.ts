import { decodeSafeCall } from '@assent/core'
import { describe, expect, it } from 'vitest'
import { ownerChangeCall, previousOwner, SENTINEL_OWNERS } from './ownerChangeCall'
import { parseAmount } from './parseAmount'
import { validateRecipient } from './validateRecipient'

const a = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const b = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const c = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

describe('validateRecipient', () => {
  it('accepts checksummed, lower-case and prefixed addresses of this chain', () => {
    expect(validateRecipient(a, 'devnet')).toEqual({ ok: true, address: a })
    expect(validateRecipient(a.toLowerCase(), 'devnet')).toEqual({ ok: true, address: a })
    expect(validateRecipient(`devnet:${a}`, 'devnet')).toEqual({ ok: true, address: a })
  })
  it('refuses a bad checksum, another chain and garbage', () => {
    expect(validateRecipient(a.replace('F6F4', 'f6f4'), 'devnet').ok).toBe(false)
    expect(validateRecipient(`eth:${a}`, 'devnet')).toMatchObject({
      ok: false,
      error: expect.stringContaining('"eth"'),
    })
    expect(validateRecipient('0x1234', 'devnet').ok).toBe(false)
    expect(validateRecipient('', 'devnet').ok).toBe(false)
  })
})

describe('parseAmount', () => {
  it('reads decimals exactly', () => {
    expect(parseAmount('1.5', 18, 10n ** 19n)).toEqual({ ok: true, value: 15n * 10n ** 17n })
    expect(parseAmount('0.000001', 6, 1n)).toEqual({ ok: true, value: 1n })
  })
  it('refuses too many decimals, zero, more than the balance, and text', () => {
    expect(parseAmount('0.0000001', 6, 10n)).toMatchObject({
      ok: false,
      error: 'This token has 6 decimals at most.',
    })
    expect(parseAmount('0', 6, 10n)).toMatchObject({ ok: false })
    expect(parseAmount('11', 0, 10n)).toMatchObject({
      ok: false,
      error: 'The amount is more than the Safe holds.',
    })
    expect(parseAmount('-1', 0, 10n).ok).toBe(false)
    expect(parseAmount('abc', 0, 10n).ok).toBe(false)
  })
})

describe('ownerChangeCall', () => {
  const owners = [a, b, c] as const
  it('finds the previous owner in the linked list', () => {
    expect(previousOwner(owners, a)).toBe(SENTINEL_OWNERS)
    expect(previousOwner(owners, c)).toBe(b)
  })
  it('encodes add, remove, swap and threshold changes', () => {
    const newOwner = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
    expect(
      decodeSafeCall(ownerChangeCall(owners, { kind: 'addOwner', owner: newOwner, threshold: 2 })),
    ).toMatchObject({
      functionName: 'addOwnerWithThreshold',
      args: [newOwner, 2n],
    })
    expect(
      decodeSafeCall(ownerChangeCall(owners, { kind: 'removeOwner', owner: b, threshold: 1 })),
    ).toMatchObject({
      functionName: 'removeOwner',
      args: [a, b, 1n],
    })
    expect(
      decodeSafeCall(ownerChangeCall(owners, { kind: 'swapOwner', oldOwner: a, newOwner })),
    ).toMatchObject({
      functionName: 'swapOwner',
      args: [SENTINEL_OWNERS, a, newOwner],
    })
    expect(
      decodeSafeCall(ownerChangeCall(owners, { kind: 'threshold', threshold: 3 }))?.args,
    ).toEqual([3n])
  })
  it('refuses impossible changes', () => {
    expect(() => ownerChangeCall(owners, { kind: 'addOwner', owner: a, threshold: 1 })).toThrow(
      'already an owner',
    )
    expect(() => ownerChangeCall(owners, { kind: 'threshold', threshold: 4 })).toThrow(
      'between 1 and 3',
    )
    expect(() => ownerChangeCall(owners, { kind: 'removeOwner', owner: a, threshold: 3 })).toThrow(
      'between 1 and 2',
    )
  })
})
