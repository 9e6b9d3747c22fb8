import { getTransactionDetailsQueryOptions, type TransactionSummary } from '@assent/gateway-client'
import { useQuery } from '@tanstack/react-query'
import { createConcurrencyLimiter } from '../../../app/createConcurrencyLimiter'
import { useGateway } from '../../../app/GatewayProvider'
import type { CurrentSafe } from '../../safe/SafeContext'
import type { TransactionVerification } from '../verification/verifyTransaction'
import { ROW_DETAILS_CONCURRENCY } from './useDelegateCallKind'
import { useTransactionVerification } from './useTransactionVerification'

const limiter = createConcurrencyLimiter(ROW_DETAILS_CONCURRENCY)

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
  const options = getTransactionDetailsQueryOptions(client, {
    chainId: safe.chainId,
    transactionId: transaction.id,
  })
  const pending =
    transaction.executionInfo?.type === 'MULTISIG' && transaction.txStatus.startsWith('AWAITING')
  const details = useQuery({
    queryKey: options.queryKey,
    queryFn: (context) => limiter(() => options.queryFn(context), context.signal),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: pending,
  })
  const verification = useTransactionVerification(safe, pending ? details.data : undefined)
  return pending ? verification.data : undefined
}
