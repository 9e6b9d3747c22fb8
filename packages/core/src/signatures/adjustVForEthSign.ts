import { concatHex, type Hex, numberToHex } from 'viem'
import { InvalidSignatureError } from '../errors/BaseError'
import { splitSignature } from './splitSignature'

/**
 * Turns a `personal_sign`/`eth_sign` signature over a safeTxHash into the Safe's eth_sign form
 * by adding 4 to v (27/28 → 31/32; 0/1 parity → 31/32). The Safe uses v>30 to know that it must
 * recover from the EIP-191 prefixed hash.
 */
export function adjustVForEthSign(signature: Hex): Hex {
  const { r, s, v } = splitSignature(signature)
  let adjusted: number
  if (v === 0 || v === 1) adjusted = v + 31
  else if (v === 27 || v === 28) adjusted = v + 4
  else if (v === 31 || v === 32) adjusted = v
  else throw new InvalidSignatureError(`Invalid signature v value: ${v}`)
  return concatHex([r, s, numberToHex(adjusted, { size: 1 })])
}
