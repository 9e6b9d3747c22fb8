import type { Hex } from 'viem'

/** True for a transaction hash as stored locally: 0x followed by exactly 64 hex characters. */
export function isStoredTransactionHash(value: unknown): value is Hex {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value)
}
