import {
  type GatewayClient,
  getBalancesQueryKey,
  getIncomingTransfersQueryKey,
  getModuleTransactionsQueryKey,
  getMultisigTransactionsQueryKey,
  getNoncesQueryKey,
  getSafeInfoQueryKey,
  getTransactionDetailsQueryKey,
  getTransactionHistoryQueryKey,
  getTransactionQueueQueryKey,
} from '@assent/gateway-client'
import type { QueryClient, QueryKey } from '@tanstack/react-query'

/** A gateway read of one Safe that a transaction of it can change. */
export type SafeRead = 'queue' | 'history' | 'details' | 'safeInfo' | 'nonces' | 'balances'

type SafeRef = { chainId: string; address: string }

/** The cache keys behind each read: the history is four lists (unfiltered and per filter). */
function keysOf(client: GatewayClient, safe: SafeRef, read: SafeRead): QueryKey[] {
  switch (read) {
    case 'queue':
      return [getTransactionQueueQueryKey(client, safe)]
    case 'history':
      return [
        getTransactionHistoryQueryKey(client, safe),
        getIncomingTransfersQueryKey(client, safe),
        getMultisigTransactionsQueryKey(client, safe),
        getModuleTransactionsQueryKey(client, safe),
      ]
    // Details are keyed by chain and transaction id only, not by Safe.
    case 'details':
      return [getTransactionDetailsQueryKey(client, { chainId: safe.chainId })]
    case 'safeInfo':
      return [getSafeInfoQueryKey(client, safe)]
    case 'nonces':
      return [getNoncesQueryKey(client, safe)]
    case 'balances':
      return [getBalancesQueryKey(client, safe)]
  }
}

/**
 * Marks the given reads of a Safe stale and refetches those on screen, through the package's
 * query keys. Resolves when the refetches are done.
 *
 * @example
 * await invalidateSafeReads(queryClient, client, safe, ['queue', 'details'])
 */
export async function invalidateSafeReads(
  queryClient: QueryClient,
  client: GatewayClient,
  safe: SafeRef,
  reads: readonly SafeRead[],
): Promise<void> {
  // Only the chain and address: any other field of the object (a CurrentSafe's `safeInfo`)
  // would become a list filter in the paged keys, and then match no list at all.
  const ref = { chainId: safe.chainId, address: safe.address }
  const keys = reads.flatMap((read) => keysOf(client, ref, read))
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
}
