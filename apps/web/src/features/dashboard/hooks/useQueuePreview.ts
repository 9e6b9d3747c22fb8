import {
  type GatewayClient,
  getTransactionQueueQueryOptions,
  type TransactionListPage,
} from '@assent/gateway-client'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useGateway } from '../../../kernel/GatewayProvider'

/**
 * First page of the Safe's queue, for the dashboard. Keyed on the Safe's `txQueuedTag` too, so
 * it refetches when the gateway says the queue changed (showing the page it had meanwhile).
 */
export function useQueuePreview(
  chainId: string,
  address: string,
  queueTag: string | null,
): UseQueryResult<TransactionListPage> {
  const options = queuePreviewQueryOptions(useGateway(), { chainId, address, queueTag })
  const safeKey = JSON.stringify(options.queryKey.slice(0, -1))
  return useQuery({
    ...options,
    // The old page stays while the same Safe's queue refetches under a new tag; another Safe's
    // (the same address on another network) is no preview of this one: its rows' ids would be
    // looked up on this chain.
    placeholderData: (previous, previousQuery) =>
      previousQuery && JSON.stringify(previousQuery.queryKey.slice(0, -1)) === safeKey
        ? previous
        : undefined,
  })
}

/** The queue's first page under a key of its own, with the tag it was read at. */
export function queuePreviewQueryOptions(
  client: GatewayClient,
  { chainId, address, queueTag }: { chainId: string; address: string; queueTag: string | null },
) {
  const options = getTransactionQueueQueryOptions(client, { chainId, address, trusted: true })
  return { ...options, queryKey: [...options.queryKey, 'preview', { queueTag }] as const }
}
