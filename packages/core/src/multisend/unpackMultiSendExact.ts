import { type Address, getAddress, numberToHex } from 'viem'
import { readUint, readWord } from './readWord'

/** One entry as the MultiSend loop reads it. */
export type ExactMultiSendEntry = {
  /** The operation byte as read (0 call, 1 delegatecall, anything else reverts). */
  operation: number
  to: Address
  value: bigint
  /** The data length word as read (may exceed what is present). */
  dataLength: bigint
  /** Where the entry starts in the packed bytes. */
  offset: number
  /** Bytes the entry reads beyond the end of the packed bytes (0 when well formed). */
  pastEnd: bigint
  /** The call data the contract passes on, or undefined when not reproduced (`undecodable`). */
  data?: Uint8Array
  /** `reverts`: the contract reverts at this entry; `undecodable`: it reads too far past the end. */
  stop?: 'reverts' | 'undecodable'
}

export type ExactMultiSendUnpacking = {
  /** The entries the contract runs, in order; a `stop` entry is always last. */
  entries: ExactMultiSendEntry[]
  /** Bytes after the last entry that the loop never reaches (it needs 33 left to go on). */
  ignoredTrailingBytes: number
}

export type UnpackOptions = {
  /** MultiSendCallOnly: a delegatecall entry reverts instead of running. */
  callOnly?: boolean
  /** Bytes past the end an entry may read and still be reproduced (default 64 KiB). */
  maxPastEnd?: number
}

const HEADER = 85
const DEFAULT_MAX_PAST_END = 64 * 1024

/**
 * Walks packed MultiSend transactions exactly as MultiSend / MultiSendCallOnly 1.3.0 and 1.4.1
 * do. Their loop runs `for (i = 0x20; i < length; i += 85 + dataLength)` over the bytes in
 * memory (a length word then the data), so an entry is read only while more than 32 bytes
 * remain, and fields of the last entry may lie beyond the end: there the contract reads the
 * zeros that follow the decoded bytes in memory. Operation 0 calls, 1 delegatecalls (reverts
 * in MultiSendCallOnly), anything else reverts.
 */
export function unpackMultiSendExact(
  packed: Uint8Array,
  options: UnpackOptions = {},
): ExactMultiSendUnpacking {
  const maxPastEnd = BigInt(options.maxPastEnd ?? DEFAULT_MAX_PAST_END)
  const length = packed.length
  const entries: ExactMultiSendEntry[] = []
  let position = 0
  while (position + 32 < length) {
    const operation = Number(readUint(packed, position, 1))
    const to = getAddress(numberToHex(readUint(packed, position + 1, 20), { size: 20 }))
    const value = readWord(packed, position + 21)
    const dataLength = readWord(packed, position + 53)
    const dataStart = position + HEADER
    const dataEnd = BigInt(dataStart) + dataLength
    const pastEnd = dataEnd > BigInt(length) ? dataEnd - BigInt(length) : 0n
    const entry: ExactMultiSendEntry = {
      operation,
      to,
      value,
      dataLength,
      offset: position,
      pastEnd,
    }
    entries.push(entry)
    if (operation > 1 || (operation === 1 && options.callOnly)) {
      entry.stop = 'reverts'
      return { entries, ignoredTrailingBytes: 0 }
    }
    if (pastEnd > maxPastEnd) {
      // The call would need that much memory; nothing after it runs either way.
      entry.stop = 'undecodable'
      return { entries, ignoredTrailingBytes: 0 }
    }
    entry.data = zeroExtendedSlice(packed, dataStart, Number(dataEnd))
    position = Number(dataEnd)
  }
  return { entries, ignoredTrailingBytes: Math.max(0, length - position) }
}

function zeroExtendedSlice(bytes: Uint8Array, start: number, end: number): Uint8Array {
  const out = new Uint8Array(end - start)
  if (start < bytes.length) out.set(bytes.subarray(start, Math.min(end, bytes.length)))
  return out
}
