import type { SafeTransactionData } from '@assent/core'
import { type Address, isAddressEqual } from 'viem'
import { assessRefund } from './assessRefund'

/** True when the SafeTx is an honest on-chain rejection: an empty call to the Safe that pays nothing. */
export function isPlainRejection(tx: SafeTransactionData, safeAddress: Address): boolean {
  return (
    isAddressEqual(tx.to, safeAddress) &&
    tx.value === 0n &&
    tx.data === '0x' &&
    tx.operation === 0 &&
    !assessRefund(tx).hasRefundFields
  )
}
