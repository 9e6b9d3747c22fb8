import fc from 'fast-check'
import {
  type Address,
  bytesToHex,
  concatHex,
  getAddress,
  type Hex,
  hexToBytes,
  pad,
  size,
  toHex,
} from 'viem'
import { describe, expect, it } from 'vitest'
import type { Operation } from '../enums/transaction'
import { encodeMultiSendData } from './encodeMultiSendData'
import type { MetaTransaction } from './types'
import { unpackMultiSendExact } from './unpackMultiSendExact'

const alice: Address = '0x1111111111111111111111111111111111111111'
const bob: Address = '0x2222222222222222222222222222222222222222'

const metaTransaction = fc.record({
  operation: fc.constantFrom<Operation>(0, 1),
  to: fc.uint8Array({ minLength: 20, maxLength: 20 }).map((b) => getAddress(toHex(b))),
  value: fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
  data: fc.uint8Array({ maxLength: 120 }).map((b): Hex => (b.length ? toHex(b) : '0x')),
})

const header = (operation: number, to: Address, value: bigint, dataLength: bigint): Hex =>
  concatHex([toHex(operation, { size: 1 }), to, pad(toHex(value)), pad(toHex(dataLength))])

const unpack = (packed: Hex, options?: Parameters<typeof unpackMultiSendExact>[1]) =>
  unpackMultiSendExact(hexToBytes(packed), options)

const asMeta = (entry: ReturnType<typeof unpack>['entries'][number]) => ({
  operation: entry.operation,
  to: entry.to,
  value: entry.value,
  data: entry.data && entry.data.length > 0 ? bytesToHex(entry.data) : '0x',
})

describe('unpackMultiSendExact', () => {
  it('reads back every well-formed batch', () => {
    fc.assert(
      fc.property(fc.array(metaTransaction, { maxLength: 6 }), (txs: MetaTransaction[]) => {
        const result = unpack(encodeMultiSendData(txs))
        expect(result.entries.map(asMeta)).toEqual(txs)
        expect(result.ignoredTrailingBytes).toBe(0)
        expect(result.entries.every((entry) => entry.pastEnd === 0n && !entry.stop)).toBe(true)
      }),
      { numRuns: 300 },
    )
  })

  it('skips a tail of 32 bytes or fewer, as the contract loop (i < length, from 0x20) does', () => {
    const first = header(0, alice, 0n, 0n)
    for (const tail of [1, 31, 32]) {
      const packed = concatHex([first, toHex(new Uint8Array(tail).fill(0x22))])
      const result = unpack(packed)
      expect(result.entries).toHaveLength(1)
      expect(result.ignoredTrailingBytes).toBe(tail)
    }
    // Fewer than 33 bytes in all: the loop never starts.
    expect(unpack(toHex(new Uint8Array(32).fill(0x01)))).toEqual({
      entries: [],
      ignoredTrailingBytes: 32,
    })
  })

  it('reads zeros for a header that runs past the end (33 bytes left is enough to go on)', () => {
    const tail = concatHex(['0x00', toHex(new Uint8Array(32).fill(0x22))])
    const result = unpack(concatHex([header(0, alice, 0n, 0n), tail]))
    const last = result.entries[1]!
    expect(last.to).toBe(getAddress(`0x${'22'.repeat(20)}`))
    expect(last.value).toBe(BigInt(`0x${'22'.repeat(12)}${'00'.repeat(20)}`))
    expect(last.dataLength).toBe(0n)
    expect(last.pastEnd).toBe(85n - 33n)
    expect(last.data).toEqual(new Uint8Array())
  })

  it('extends data that runs past the end with zeros', () => {
    const packed = concatHex([header(0, bob, 5n, 40n), '0xaaaaaaaaaaaaaaaa'])
    const [entry] = unpack(packed).entries
    expect(entry?.pastEnd).toBe(32n)
    expect(entry?.data && bytesToHex(entry.data)).toBe(`0x${'aa'.repeat(8)}${'00'.repeat(32)}`)
  })

  it('keeps prefixes of a truncated batch intact and never reads a byte that is not there', () => {
    fc.assert(
      fc.property(
        fc.array(metaTransaction, { minLength: 1, maxLength: 4 }),
        fc.nat(),
        (txs, cut) => {
          const full = hexToBytes(encodeMultiSendData(txs))
          const kept = full.slice(0, cut % full.length)
          const result = unpackMultiSendExact(kept)
          for (const entry of result.entries) {
            const original = txs[result.entries.indexOf(entry)]!
            if (entry.pastEnd === 0n) expect(asMeta(entry)).toEqual(original)
            // What is read past the end is zeros, whatever was cut off.
            const present = Math.max(0, kept.length - entry.offset - 85)
            expect(entry.data?.slice(present).every((byte) => byte === 0) ?? true).toBe(true)
          }
          // Clean exactly when cut at an entry boundary; then it is that prefix of the batch.
          const boundaries = txs.map((_, n) => size(encodeMultiSendData(txs.slice(0, n))))
          const last = result.entries.at(-1)
          const clean = result.ignoredTrailingBytes === 0 && (last?.pastEnd ?? 0n) === 0n
          expect(clean).toBe(boundaries.includes(kept.length))
          if (clean) expect(result.entries.map(asMeta)).toEqual(txs.slice(0, result.entries.length))
        },
      ),
      { numRuns: 300 },
    )
  })

  it('stops at an operation other than 0 and 1, and at a delegatecall in MultiSendCallOnly', () => {
    const packed = concatHex([header(2, alice, 0n, 0n), header(0, bob, 0n, 0n)])
    expect(unpack(packed).entries).toMatchObject([{ operation: 2, stop: 'reverts' }])
    const delegate = concatHex([header(1, alice, 0n, 0n), header(0, bob, 0n, 0n)])
    expect(unpack(delegate).entries).toHaveLength(2)
    expect(unpack(delegate, { callOnly: true }).entries).toMatchObject([
      { operation: 1, stop: 'reverts' },
    ])
  })

  it('does not reproduce data read far beyond the end', () => {
    const packed = concatHex([header(0, alice, 0n, 2n ** 255n), '0x12'])
    const [far] = unpack(packed).entries
    expect(far).toMatchObject({ stop: 'undecodable', pastEnd: 2n ** 255n - 1n })
    expect(far?.data).toBeUndefined()
    expect(
      unpack(concatHex([header(0, alice, 0n, 100n)]), { maxPastEnd: 99 }).entries,
    ).toMatchObject([{ stop: 'undecodable' }])
  })
})
