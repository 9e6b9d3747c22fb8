import type { SafeTransactionData } from '@assent/core'
import { type Address, isAddressEqual, zeroAddress } from 'viem'

/**
 * Gas the Safe may count on top of `safeTxGas` when it measures an execution for the refund:
 * the CALL/DELEGATECALL of `execute` itself (cold account, value transfer, new account) and the
 * bookkeeping around it. Generous on purpose: the figure shown is a ceiling, not an estimate.
 */
export const EXECUTION_OVERHEAD_GAS = 40_000n

/** The gas refund a SafeTx pays out of the Safe when it is executed. */
export type RefundAssessment = {
  /** Any of gasPrice, baseGas, gasToken, refundReceiver is non-zero: needs acknowledgement. */
  hasRefundFields: boolean
  /** gasPrice > 0: only then does the Safe pay (Safe.execTransaction → handlePayment). */
  pays: boolean
  /** The native coin (zero address) or the ERC-20 the refund is paid in. */
  gasToken: Address
  /** Who receives it; `executor` when refundReceiver is zero (the Safe pays tx.origin). */
  receiver: Address | 'executor'
  /**
   * The most the Safe can pay, in `gasToken` base units:
   * (safeTxGas + overhead + baseGas) × gasPrice. With gasPrice > 0 the Safe gives the inner
   * call exactly safeTxGas, so the measured gas cannot exceed that plus the overhead. In the
   * native coin the price is also capped by the executor's own gas price — which the executor
   * chooses, so the cap protects nobody and is not applied here.
   */
  maxRefund: bigint
}

/** Parameters of `assessRefund`: the SafeTx's gas and refund fields. */
export type AssessRefundParameters = Pick<
  SafeTransactionData,
  'safeTxGas' | 'baseGas' | 'gasPrice' | 'gasToken' | 'refundReceiver'
>

/** What `assessRefund` answers. */
export type AssessRefundReturnType = RefundAssessment

/**
 * Reads the four refund fields of a SafeTx. Safe{Wallet} always proposes them as zero; a
 * non-zero field is how a "rejection" (to = Safe, value 0, data 0x) can still pay someone the
 * Safe's funds on execution, so the review must show the ceiling and ask for a typed
 * acknowledgement.
 * @example const { pays, maxRefund, gasToken } = assessRefund(tx)
 */
export function assessRefund(tx: AssessRefundParameters): AssessRefundReturnType {
  const hasRefundFields =
    tx.gasPrice !== 0n ||
    tx.baseGas !== 0n ||
    !isAddressEqual(tx.gasToken, zeroAddress) ||
    !isAddressEqual(tx.refundReceiver, zeroAddress)
  const pays = tx.gasPrice > 0n
  return {
    hasRefundFields,
    pays,
    gasToken: tx.gasToken,
    receiver: isAddressEqual(tx.refundReceiver, zeroAddress) ? 'executor' : tx.refundReceiver,
    maxRefund: pays ? (tx.safeTxGas + EXECUTION_OVERHEAD_GAS + tx.baseGas) * tx.gasPrice : 0n,
  }
}
