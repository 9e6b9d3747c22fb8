import {
  type GatewayClient,
  getTransactionDetailsQueryKey,
  type TransactionDetails,
} from '@assent/gateway-client'
import type { Query, QueryClient } from '@tanstack/react-query'
import { selectRowRisk } from '../hooks/useDelegateCallKind'

const SETTLED = new Set(['SUCCESS', 'FAILED', 'CANCELLED'])

/** Executed, failed or cancelled: the details never change again. */
function isSettled(query: Query): boolean {
  const details = query.state.data as TransactionDetails | undefined
  return details !== undefined && SETTLED.has(details.txStatus)
}

/** Something besides list rows shows these details (a details page, a confirm dialog). */
function isShownInFull(query: Query): boolean {
  return query.observers.some((observer) => observer.options.select !== selectRowRisk)
}

/**
 * After the Safe's lists changed: every cached transaction's details that can still change are
 * marked stale, so whoever shows them next fetches them again, and those a page or dialog shows
 * right now are fetched at once. Details only list rows watch are not fetched again (rows read
 * `to`, `data` and `operation`, which the safeTxHash in the id fixes), nor settled ones.
 */
export async function refreshTransactionDetails(
  queryClient: QueryClient,
  gateway: GatewayClient,
): Promise<void> {
  const queryKey = getTransactionDetailsQueryKey(gateway)
  await queryClient.invalidateQueries({
    queryKey,
    predicate: (query) => !isSettled(query),
    refetchType: 'none',
  })
  await queryClient.refetchQueries({
    queryKey,
    type: 'active',
    predicate: (query) => !isSettled(query) && isShownInFull(query),
  })
}
