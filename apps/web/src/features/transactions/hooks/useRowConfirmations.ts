import { getTransactionDetailsQueryOptions, type TransactionSummary } from '@assent/gateway-client'
import type { TransactionVerification } from '@assent/review'
import { useQuery } from '@tanstack/react-query'
import { useGateway } from '../../../kernel/GatewayProvider'
import type { CurrentSafe } from '../../safe/SafeContext'
import { rowDetailsQueryFn } from './useDelegateCallKind'
import { useTransactionVerification } from './useTransactionVerification'

/**
 * The verified confirmations of a queued list row: the summary's counts are the gateway's word,
 * so the row's details (the cache entry the row's risk flag loads too) are verified like the
 * details page does. This observer watches confirmations, which change: live refreshes refetch
 * it. Undefined while loading, and for rows that are not pending multisig transactions.
 */
export function useRowConfirmations(
  safe: CurrentSafe,
  transaction: Pick<TransactionSummary, 'id' | 'executionInfo' | 'txStatus'>,
): TransactionVerification | undefined {
  const client = useGateway()
  const parameters = { chainId: safe.chainId, transactionId: transaction.id }
  const options = getTransactionDetailsQueryOptions(client, parameters)
  const pending =
    transaction.executionInfo?.type === 'MULTISIG' && transaction.txStatus.startsWith('AWAITING')
  const details = useQuery({
    queryKey: options.queryKey,
    // Pending rows only: their fetch is never aborted (see rowDetailsQueryFn).
    queryFn: rowDetailsQueryFn(client, parameters, { cancelable: false }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: pending,
  })
  const verification = useTransactionVerification(safe, pending ? details.data : undefined)
  return pending ? verification.data : undefined
}
