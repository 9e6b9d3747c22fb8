import { describe, expect, it } from 'vitest'
import { lowercaseHex } from '../wire/lowercaseHex'
import { missingSigners, multisigStatus, type SafeSnapshot, safeAppInfo } from './summary'

const [a, b, c, removed] = [
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
] as const
const safe: SafeSnapshot = { address: a, nonce: 5n, threshold: 2, owners: [a, b, c] }
const pending = { txHash: null, isSuccessful: null, nonce: '5' }

describe('multisigStatus', () => {
  it('is SUCCESS or FAILED once executed, whatever the nonce', () => {
    expect(multisigStatus({ txHash: '0x1', isSuccessful: true, nonce: '1' }, [], safe)).toBe(
      'SUCCESS',
    )
    expect(multisigStatus({ txHash: '0x1', isSuccessful: false, nonce: '1' }, [], safe)).toBe(
      'FAILED',
    )
  })

  it('is CANCELLED when another tx used the nonce', () => {
    expect(multisigStatus({ ...pending, nonce: '4' }, [{ owner: a }, { owner: b }], safe)).toBe(
      'CANCELLED',
    )
  })

  it('counts only current owners against the current threshold', () => {
    expect(multisigStatus(pending, [{ owner: a }], safe)).toBe('AWAITING_CONFIRMATIONS')
    expect(multisigStatus(pending, [{ owner: a }, { owner: removed }], safe)).toBe(
      'AWAITING_CONFIRMATIONS',
    )
    expect(multisigStatus(pending, [{ owner: a }, { owner: lowercaseHex(c) }], safe)).toBe(
      'AWAITING_EXECUTION',
    )
    expect(multisigStatus(pending, [{ owner: a }], { ...safe, threshold: 1 })).toBe(
      'AWAITING_EXECUTION',
    )
  })

  it('lists the owners still to sign', () => {
    expect(missingSigners([{ owner: b }], safe, new Map()).map((s) => s.value)).toEqual([a, c])
  })
})

describe('safeAppInfo', () => {
  it('reads a JSON origin and ignores plain text', () => {
    expect(safeAppInfo('{"url":"https://app.example","name":"App"}')).toEqual({
      name: 'App',
      url: 'https://app.example',
      logoUri: null,
    })
    expect(safeAppInfo('https://app.example')).toBeNull()
    expect(safeAppInfo(null)).toBeNull()
  })
})
