import { getAddress, type Hex, hexToBigInt, hexToNumber, isHex, size, slice } from 'viem'
import { InvalidSignatureError } from '../errors/BaseError'
import { getSignatureKind } from './getSignatureKind'
import { splitSignature } from './splitSignature'
import type { ParsedSafeSignature } from './types'

const STATIC_PART_LENGTH = 65

/**
 * Reads concatenated Safe signatures back into parts (the inverse of `buildSignatureBytes`).
 * Without `count`, static parts are read until the first dynamic part begins or the bytes end.
 * Signers of ECDSA kinds are left out: recover them with `recoverSafeSignature`.
 * @throws Error `Invalid signature bytes: …` when the bytes are truncated or overlap.
 */
export function parseSignatureBytes(bytes: Hex, count?: number): ParsedSafeSignature[] {
  if (!isHex(bytes, { strict: true }))
    throw new InvalidSignatureError('Invalid signature bytes: not hex')
  const total = size(bytes)
  let staticEnd = total
  let hasDynamicPart = false
  const parsed: ParsedSafeSignature[] = []
  for (let index = 0; count === undefined || index < count; index++) {
    const start = index * STATIC_PART_LENGTH
    if (count === undefined && start + STATIC_PART_LENGTH > staticEnd) break
    if (start + STATIC_PART_LENGTH > total) {
      throw new InvalidSignatureError(`Invalid signature bytes: signature ${index} is truncated`)
    }
    const data = slice(bytes, start, start + STATIC_PART_LENGTH)
    const { r, s, v } = splitSignature(data)
    const kind = getSignatureKind(v)
    const entry: ParsedSafeSignature = { kind, data, v, r, s }
    if (kind === 'approved_hash' || kind === 'contract') entry.signer = getAddress(slice(r, 12))
    if (kind === 'contract') {
      const offset = readOffset(s, total)
      // Like the Safe, refuse a dynamic part that points into the static parts.
      const staticPartsEnd = (count ?? index + 1) * STATIC_PART_LENGTH
      if (offset < staticPartsEnd) {
        throw new InvalidSignatureError(
          `Invalid signature bytes: dynamic part ${index} overlaps static parts`,
        )
      }
      const length = hexToNumber(slice(bytes, offset, offset + 32))
      if (offset + 32 + length > total) {
        throw new InvalidSignatureError(
          `Invalid signature bytes: dynamic part ${index} is truncated`,
        )
      }
      entry.dynamicData = length === 0 ? '0x' : slice(bytes, offset + 32, offset + 32 + length)
      staticEnd = Math.min(staticEnd, offset)
      hasDynamicPart = true
    }
    parsed.push(entry)
  }
  if (count === undefined && !hasDynamicPart && total % STATIC_PART_LENGTH !== 0) {
    throw new InvalidSignatureError('Invalid signature bytes: length is not a multiple of 65')
  }
  return parsed
}

function readOffset(s: Hex, total: number): number {
  const offset = hexToBigInt(s)
  if (offset + 32n > BigInt(total)) {
    throw new InvalidSignatureError('Invalid signature bytes: dynamic part offset out of range')
  }
  return Number(offset)
}
