import { type Address, zeroAddress } from 'viem'
import type { SafeTransactionData } from '../hash/types'

/** What a SafeTx needs to be given: its target; every other field has a neutral default. */
export type SafeTransactionInput = Partial<SafeTransactionData> & { to: Address }

/**
 * A complete SafeTx from the fields that matter: a plain CALL with no value, no data, no gas
 * refund (no gas price, token or receiver) and nonce 0, unless given.
 *
 * @example
 * buildSafeTransaction({ to: token, data: transferCalldata, nonce: 7n })
 */
export function buildSafeTransaction(input: SafeTransactionInput): SafeTransactionData {
  return {
    value: 0n,
    data: '0x',
    operation: 0,
    safeTxGas: 0n,
    baseGas: 0n,
    gasPrice: 0n,
    gasToken: zeroAddress,
    refundReceiver: zeroAddress,
    nonce: 0n,
    ...input,
  }
}
