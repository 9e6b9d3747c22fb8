import {
  type GatewayClient,
  getTransactionQueueQueryOptions,
  type TransactionListPage,
} from '@assent/gateway-client'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useGateway } from '../../../kernel/GatewayProvider'

/**
 * First page of the Safe's queue, for the dashboard. Keyed on the Safe's `txQueuedTag` too, so
 * it refetches when the gateway says the queue changed.
 */
export function useQueuePreview(
  chainId: string,
  address: string,
  queueTag: string | null,
): UseQueryResult<TransactionListPage> {
  return useQuery({
    ...queuePreviewQueryOptions(useGateway(), { chainId, address, queueTag }),
    placeholderData: (previous) => previous,
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
