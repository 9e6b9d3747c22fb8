import type { UseQueryResult } from '@tanstack/react-query'
import { formatUnits, type Hex } from 'viem'
import { describeWalletError } from '../../../wallet/errors'
import { useCurrentSafe } from '../../safe/SafeContext'

/** Where an execution is: nothing sent, the wallet asked, sent and pending, mined, failed. */
export type ExecutionStatus = 'idle' | 'sending' | 'pending' | 'confirmed' | 'failed'

/** The status of an execution mutation, given the hash the wallet answered (if any yet). */
export function executionStatus(
  mutation: { isPending: boolean; isSuccess: boolean; isError: boolean },
  txHash: Hex | null,
): ExecutionStatus {
  if (mutation.isPending) return txHash ? 'pending' : 'sending'
  if (mutation.isSuccess) return 'confirmed'
  return mutation.isError && txHash ? 'failed' : 'idle'
}

/** The gas an execution is estimated to take and its fee in the chain's coin, or why not. */
export function GasEstimateLine({
  estimate,
}: {
  estimate: Pick<UseQueryResult<{ gas: bigint; fee: bigint }>, 'data' | 'isError' | 'error'>
}) {
  const { nativeCurrency } = useCurrentSafe().chain
  return (
    <p data-testid="gas-estimate">
      {estimate.data
        ? `Estimated gas: ${estimate.data.gas.toString()} (≈ ${formatUnits(estimate.data.fee, nativeCurrency.decimals)} ${nativeCurrency.symbol})`
        : estimate.isError
          ? `Gas could not be estimated: ${describeWalletError(estimate.error, 'sendTransaction').message}`
          : 'Estimating gas…'}
    </p>
  )
}

/** The sent execution's hash and whether it is pending, confirmed or failed. */
export function ExecutionStatusLine({ txHash, status }: { txHash: Hex; status: ExecutionStatus }) {
  return (
    <p data-testid="execution-status" data-status={status}>
      {status === 'pending' ? 'Pending' : status === 'confirmed' ? 'Confirmed' : 'Failed'}:{' '}
      <span className="mono">{txHash}</span>
    </p>
  )
}
