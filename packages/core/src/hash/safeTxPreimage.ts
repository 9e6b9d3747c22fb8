import type { Hex } from 'viem'
import { typedDataPreimage } from '../signatures/typedDataPreimage'
import { getSafeTxTypedData } from './getSafeTxTypedData'
import type { SafeTxHashParams } from './types'

/**
 * The EIP-712 pre-image of a safeTxHash (its keccak256 is the hash): what `encodeTransactionData`
 * returns and what the Safe hands an owner contract's legacy EIP-1271
 * `isValidSignature(bytes, bytes)` when it executes.
 *
 * @example
 * safeTxPreimage({ chainId: 1, safeAddress, safeVersion: '1.3.0', tx })
 */
export function safeTxPreimage(params: SafeTxHashParams): Hex {
  return typedDataPreimage(getSafeTxTypedData(params))
}
