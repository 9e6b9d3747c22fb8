import type { Hex } from 'viem'
import { badRequest } from '../errors'

/**
 * A 32-byte hash from the path (safeTxHash, messageHash): 0x + 64 hex, returned lower-cased;
 * a 400 `Invalid {name}: …` otherwise.
 */
export function parseHashParam(value: string, name: string): Hex {
  if (!/^0x[0-9a-fA-F]{64}$/.test(value)) throw badRequest(`Invalid ${name}: ${value}`)
  return value.toLowerCase() as Hex
}
