import { findLandedTransaction, type LandedTransactionReader } from '@assent/review'
import { queryOptions } from '@tanstack/react-query'
import type { PendingExecution } from './pendingExecutionsStore'

/** The key of one execution's outcome; without the attempts it is the prefix to refresh. */
export function executionOutcomeQueryKey(execution: PendingExecution) {
  return ['local', 'executionOutcome', execution.chainId, execution.attempts[0]?.hash] as const
}

/** How often the chain is asked while nothing at the nonce has landed. */
const PENDING_POLL_MS = 2_000

/**
 * Which transaction sent at a pending execution's account nonce landed (findLandedTransaction),
 * asked again every 2 s until one did. Keyed 'local': the chain's answer, never persisted.
 * @example useQuery(executionOutcomeQueryOptions(publicClient, execution))
 */
export function executionOutcomeQueryOptions(
  client: LandedTransactionReader | undefined,
  execution: PendingExecution,
) {
  return queryOptions({
    queryKey: [...executionOutcomeQueryKey(execution), execution.attempts.map((a) => a.hash)],
    queryFn: () => {
      if (!client) throw new Error(`No RPC for chain ${execution.chainId}.`)
      return findLandedTransaction(client, {
        from: execution.from,
        nonce: execution.nonce,
        attempts: execution.attempts,
      })
    },
    enabled: client !== undefined,
    refetchInterval: (query) =>
      query.state.data && query.state.data.status !== 'pending' ? false : PENDING_POLL_MS,
  })
}
