import type { Hex } from 'viem'
import { readWord } from './readWord'

/** What the MultiSend contract's ABI decoder makes of `multiSend(bytes)` calldata. */
export type MultiSendCalldataReading =
  | {
      accepted: true
      /** The `transactions` bytes as they land in memory. */
      packed: Uint8Array
      /** Ways the calldata differs from the standard encoding (empty when canonical). */
      nonCanonical: string[]
    }
  | { accepted: false; reason: string }

const SELECTOR_SIZE = 4
const WORD = 32

/**
 * Reads `multiSend(bytes)` calldata exactly as MultiSend / MultiSendCallOnly 1.3.0 and 1.4.1
 * (solc 0.7.6, ABI coder v1) do: the offset word is relative to the end of the selector and may
 * point anywhere, the length word must fit in the calldata and the bytes must end within it
 * (padding is optional); everything else reverts. Calldata reads past the end are zeros.
 * @param calldata bytes starting with the `multiSend(bytes)` selector
 */
export function readMultiSendCalldata(calldata: Uint8Array): MultiSendCalldataReading {
  const size = BigInt(calldata.length)
  const offset = readWord(calldata, SELECTOR_SIZE)
  // Offsets and lengths are compared without wrapping: the contract rejects an offset or length
  // above 2^32, and any wrapped pointer lands on the selector, whose huge "length" fails too.
  const lengthAt = offset + BigInt(SELECTOR_SIZE)
  if (lengthAt + BigInt(WORD) > size) {
    return {
      accepted: false,
      reason: `its bytes offset (${hex(offset)}) points past the end of the call data`,
    }
  }
  const length = readWord(calldata, Number(lengthAt))
  const start = lengthAt + BigInt(WORD)
  if (start + length > size) {
    return {
      accepted: false,
      reason: `it claims ${length} bytes of transactions but only ${size - start} follow`,
    }
  }
  const packed = calldata.slice(Number(start), Number(start + length))
  return { accepted: true, packed, nonCanonical: describeNonCanonical(calldata, offset, length) }
}

function describeNonCanonical(calldata: Uint8Array, offset: bigint, length: bigint): string[] {
  if (offset !== BigInt(WORD)) {
    return [`its bytes offset is ${hex(offset)} instead of 0x20`]
  }
  const notes: string[] = []
  const end = SELECTOR_SIZE + 2 * WORD + Number(length)
  const paddedEnd = SELECTOR_SIZE + 2 * WORD + Math.ceil(Number(length) / WORD) * WORD
  if (calldata.length < paddedEnd) notes.push('the last word of its bytes is not padded')
  if (calldata.slice(end, paddedEnd).some((byte) => byte !== 0)) {
    notes.push('the padding after its bytes is not zero')
  }
  if (calldata.length > paddedEnd) {
    notes.push(`${calldata.length - paddedEnd} extra bytes follow the encoded bytes`)
  }
  return notes
}

function hex(value: bigint): Hex {
  return `0x${value.toString(16)}`
}
