import fc from 'fast-check'
import { type Address, encodeFunctionData, erc20Abi, getAddress, type Hex, size, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import type { Operation } from '../enums/transaction'
import { decodeMultiSendData, MULTI_SEND_SELECTOR } from './decodeMultiSendData'
import { encodeMultiSendCall } from './encodeMultiSendCall'
import { encodeMultiSendData } from './encodeMultiSendData'
import { isMultiSendCallOnlyCompatible } from './isMultiSendCallOnlyCompatible'
import type { MetaTransaction } from './types'

const token: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const recipient: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const transfer = encodeFunctionData({
  abi: erc20Abi,
  functionName: 'transfer',
  args: [recipient, 5n],
})
const batch: MetaTransaction[] = [
  { operation: 0, to: recipient, value: 10n, data: '0x' },
  { operation: 0, to: token, value: 0n, data: transfer },
]

const metaTransaction = fc.record({
  operation: fc.constantFrom<Operation>(0, 1),
  to: fc.uint8Array({ minLength: 20, maxLength: 20 }).map((b) => getAddress(toHex(b))),
  value: fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
  data: fc.uint8Array({ maxLength: 100 }).map((b): Hex => (b.length ? toHex(b) : '0x')),
})

describe('encodeMultiSendData', () => {
  it('packs operation, to, value, data length and data without padding', () => {
    const packed = encodeMultiSendData(batch)
    expect(size(packed)).toBe(85 + 85 + size(transfer))
    const first = packed.slice(2, 2 + 170)
    expect(first).toBe(
      `00${recipient.slice(2).toLowerCase()}${toHex(10n, { size: 32 }).slice(2)}${'0'.repeat(64)}`,
    )
    expect(encodeMultiSendData([])).toBe('0x')
  })

  it('round-trips through decodeMultiSendData, packed or as calldata', () => {
    fc.assert(
      fc.property(fc.array(metaTransaction, { maxLength: 6 }), (txs) => {
        expect(decodeMultiSendData(encodeMultiSendData(txs))).toEqual(txs)
        expect(decodeMultiSendData(encodeMultiSendCall(txs))).toEqual(txs)
      }),
      { numRuns: 200 },
    )
  })
})

describe('encodeMultiSendCall', () => {
  it('calls multiSend(bytes)', () => {
    expect(MULTI_SEND_SELECTOR).toBe('0x8d80ff0a')
    expect(encodeMultiSendCall(batch).startsWith(MULTI_SEND_SELECTOR)).toBe(true)
  })
})

describe('decodeMultiSendData', () => {
  it('rejects truncated entries and unknown operations', () => {
    const packed = encodeMultiSendData(batch)
    expect(() => decodeMultiSendData(packed.slice(0, -2) as Hex)).toThrow(
      'entry 1 data is truncated',
    )
    expect(() => decodeMultiSendData(packed.slice(0, 100) as Hex)).toThrow('entry 0 is truncated')
    expect(() => decodeMultiSendData(`0x02${packed.slice(4)}`)).toThrow('entry 0 has operation 2')
    expect(() => decodeMultiSendData('0xnothex' as Hex)).toThrow('not hex')
    expect(() => decodeMultiSendData(`${MULTI_SEND_SELECTOR}00`)).toThrow(
      'malformed multiSend(bytes) calldata',
    )
  })
})

describe('isMultiSendCallOnlyCompatible', () => {
  it('is true only without DELEGATE entries', () => {
    expect(isMultiSendCallOnlyCompatible(batch)).toBe(true)
    expect(isMultiSendCallOnlyCompatible([])).toBe(true)
    expect(
      isMultiSendCallOnlyCompatible([...batch, { operation: 1, to: token, value: 0n, data: '0x' }]),
    ).toBe(false)
  })
})
