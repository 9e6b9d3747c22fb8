import { type Hex, isHex } from 'viem'
import { badRequest } from '../errors'
import { lowercaseHex } from '../wire/lowercaseHex'

/**
 * A 32-byte hash from the path (safeTxHash, messageHash): 0x + 64 hex, returned lower-cased;
 * a 400 `Invalid {name}: …` otherwise.
 */
export function parseHashParam(value: string, name: string): Hex {
  // isHex is /^0x[0-9a-fA-F]*$/: with the length, 0x + 64 hex.
  if (!isHex(value) || value.length !== 66) throw badRequest(`Invalid ${name}: ${value}`)
  return lowercaseHex(value)
}
