import type { SafeTransactionData } from '@assent/core'
import { type Address, zeroAddress } from 'viem'

export type SafeTxInput = Partial<SafeTransactionData> & { to: Address }

/**
 * A complete SafeTransactionData from the fields that matter: a plain CALL with no value, no
 * data, no gas refund and nonce 0 unless given.
 */
export function buildSafeTx(input: SafeTxInput): SafeTransactionData {
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
