import { type Hex, hexToBigInt, isHex, size, slice } from 'viem'
import { InvalidSignatureError } from '../errors/BaseError'
import { splitSignature } from './splitSignature'

const STATIC_PART_LENGTH = 65n

/**
 * The EIP-1271 payload of the contract signature (v 0) at `index` of `signatures`, located and
 * bounds-checked exactly as `Safe.checkNSignatures` does: `s` is the byte offset of the payload
 * in `signatures`, where a 32-byte length word precedes it. A self-contained confirmation (one
 * static part, then length and payload) is read with index 0 and `requiredSignatures` 1.
 * @throws Error `GS020`…`GS023` (the Safe's revert reasons) when the bytes would not pass.
 * @example const payload = readContractSignature(signatures, 0, 1)
 */
export function readContractSignature(
  signatures: Hex,
  index: number,
  requiredSignatures: number,
): Hex {
  if (!isHex(signatures, { strict: true }))
    throw new InvalidSignatureError('Invalid signature bytes: not hex')
  if (!Number.isInteger(index) || index < 0 || index >= requiredSignatures) {
    throw new InvalidSignatureError(`Invalid signature index ${index} of ${requiredSignatures}`)
  }
  const total = BigInt(size(signatures))
  const required = BigInt(requiredSignatures)
  if (total < required * STATIC_PART_LENGTH)
    throw new InvalidSignatureError('GS020: signatures too short')
  const start = BigInt(index) * STATIC_PART_LENGTH
  const { s, v } = splitSignature(slice(signatures, Number(start), Number(start + 65n)))
  if (v !== 0)
    throw new InvalidSignatureError(`Signature ${index} is not a contract signature (v = ${v})`)
  const offset = hexToBigInt(s)
  // The payload may not point into the static parts being checked.
  if (offset < required * STATIC_PART_LENGTH)
    throw new InvalidSignatureError('GS021: offset inside static parts')
  if (offset + 32n > total) throw new InvalidSignatureError('GS022: offset out of bounds')
  const length = hexToBigInt(slice(signatures, Number(offset), Number(offset + 32n)))
  if (offset + 32n + length > total)
    throw new InvalidSignatureError('GS023: contract signature out of bounds')
  if (length === 0n) return '0x'
  return slice(signatures, Number(offset + 32n), Number(offset + 32n + length), { strict: true })
}
