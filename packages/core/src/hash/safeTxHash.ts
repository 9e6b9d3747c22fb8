import { type Hex, hashTypedData } from 'viem'
import { getSafeTxTypedData } from './getSafeTxTypedData'
import type { SafeTxHashParams } from './types'

/**
 * The safeTxHash: what owners sign and what `Safe.getTransactionHash` returns on chain.
 * @example safeTxHash({ chainId: 1, safeAddress, safeVersion: '1.4.1', tx })
 */
export function safeTxHash(params: SafeTxHashParams): Hex {
  return hashTypedData(getSafeTxTypedData(params))
}
