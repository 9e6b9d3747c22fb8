import { type Hex, hexToNumber, isHex, size, slice } from 'viem'
import { InvalidSignatureError } from '../errors/BaseError'

/**
 * Splits a 65-byte signature `r‖s‖v` into its parts (the layout of each static Safe signature).
 * @throws Error `Invalid signature: expected 65 bytes` for other input.
 */
export function splitSignature(signature: Hex): { r: Hex; s: Hex; v: number } {
  if (!isHex(signature, { strict: true }) || size(signature) !== 65) {
    throw new InvalidSignatureError('Invalid signature: expected 65 bytes')
  }
  return {
    r: slice(signature, 0, 32),
    s: slice(signature, 32, 64),
    v: hexToNumber(slice(signature, 64, 65)),
  }
}
