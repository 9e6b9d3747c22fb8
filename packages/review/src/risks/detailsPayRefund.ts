import type { TransactionDetails } from '@assent/gateway-client'
import { zeroAddress } from 'viem'

/** Parameters of `detailsPayRefund`: the details (only `detailedExecutionInfo` is read). */
export type DetailsPayRefundParameters = Pick<TransactionDetails, 'detailedExecutionInfo'>

/** What `detailsPayRefund` answers. */
export type DetailsPayRefundReturnType = boolean

/**
 * Whether a multisig transaction's details set any gas refund field. Lists show the gateway's
 * summary ("On-chain rejection"); this lets a row say that the transaction is not that harmless.
 * Malformed numbers count as set: the review will refuse them anyway.
 * @example if (detailsPayRefund(details)) label('pays a gas refund')
 */
export function detailsPayRefund(details: DetailsPayRefundParameters): DetailsPayRefundReturnType {
  const execution = details.detailedExecutionInfo
  if (execution?.type !== 'MULTISIG') return false
  const isZero = (value: string | null | undefined) => !value || /^0+$/.test(value)
  const isZeroAddress = (value: string | null | undefined) =>
    !value || value.toLowerCase() === zeroAddress
  return !(
    isZero(execution.gasPrice) &&
    isZero(execution.baseGas) &&
    isZeroAddress(execution.gasToken) &&
    isZeroAddress(execution.refundReceiver?.value)
  )
}
