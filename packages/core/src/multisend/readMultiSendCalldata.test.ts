import fc from 'fast-check'
import { bytesToHex, concatHex, type Hex, hexToBytes, pad, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { MULTI_SEND_SELECTOR } from './decodeMultiSendData'
import { encodeMultiSendCall } from './encodeMultiSendCall'
import { readMultiSendCalldata } from './readMultiSendCalldata'

const word = (value: number | bigint): Hex => pad(toHex(value))
const read = (calldata: Hex) => {
  const result = readMultiSendCalldata(hexToBytes(calldata))
  return result.accepted ? { ...result, packed: bytesToHex(result.packed) } : result
}

describe('readMultiSendCalldata', () => {
  it('reads the standard encoding with no remarks', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const calldata = concatHex([
          MULTI_SEND_SELECTOR,
          word(32),
          word(bytes.length),
          toHex(bytes),
        ])
        const padded = concatHex([calldata, toHex(new Uint8Array((32 - (bytes.length % 32)) % 32))])
        expect(read(padded)).toEqual({ accepted: true, packed: toHex(bytes), nonCanonical: [] })
      }),
    )
    expect(read(encodeMultiSendCall([]))).toEqual({
      accepted: true,
      packed: '0x',
      nonCanonical: [],
    })
  })

  it('follows any offset, like the contract, and says so', () => {
    const calldata = concatHex([MULTI_SEND_SELECTOR, word(64), word(0xcc), word(2), '0xabcd'])
    expect(read(calldata)).toMatchObject({
      accepted: true,
      packed: '0xabcd',
      nonCanonical: ['its bytes offset is 0x40 instead of 0x20'],
    })
    // Offset 0 makes the offset word its own length: an empty batch.
    expect(read(concatHex([MULTI_SEND_SELECTOR, word(0)]))).toMatchObject({
      accepted: true,
      packed: '0x',
    })
  })

  it('accepts missing or dirty padding and extra bytes, and says so', () => {
    const base = concatHex([MULTI_SEND_SELECTOR, word(32), word(2), '0xabcd'])
    expect(read(base)).toMatchObject({
      accepted: true,
      packed: '0xabcd',
      nonCanonical: ['the last word of its bytes is not padded'],
    })
    const dirty = concatHex([base, '0x01', toHex(new Uint8Array(29)), '0xeeee'])
    expect(read(dirty)).toMatchObject({
      accepted: true,
      packed: '0xabcd',
      nonCanonical: [
        'the padding after its bytes is not zero',
        '2 extra bytes follow the encoded bytes',
      ],
    })
  })

  it('rejects what the contract reverts on', () => {
    expect(read(MULTI_SEND_SELECTOR)).toMatchObject({ accepted: false })
    expect(read(concatHex([MULTI_SEND_SELECTOR, word(32)]))).toMatchObject({ accepted: false })
    expect(read(concatHex([MULTI_SEND_SELECTOR, word(32), word(3), '0xabcd']))).toEqual({
      accepted: false,
      reason: 'it claims 3 bytes of transactions but only 2 follow',
    })
    expect(read(concatHex([MULTI_SEND_SELECTOR, word(2n ** 256n - 4n), word(0)]))).toMatchObject({
      accepted: false,
    })
  })
})
