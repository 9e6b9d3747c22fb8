import type { TransactionDetails } from '@assent/gateway-client'
import type { Query } from '@tanstack/react-query'
import { selectDelegateCallKind } from './useDelegateCallKind'

const SETTLED = new Set(['SUCCESS', 'FAILED', 'CANCELLED'])

/**
 * Whether a cached transaction-details query must be refreshed when the Safe's lists change.
 * Not when the transaction is settled (executed, failed or cancelled: it never changes again),
 * nor when only list rows watch it (they read `to`, `data` and `operation`, which the
 * safeTxHash in the id fixes); a details page or flow watching it does need fresh confirmations.
 */
export function needsLiveRefresh(query: Query): boolean {
  const details = query.state.data as TransactionDetails | undefined
  if (details && SETTLED.has(details.txStatus)) return false
  const observers = query.observers
  return (
    observers.length === 0 ||
    observers.some((observer) => observer.options.select !== selectDelegateCallKind)
  )
}
