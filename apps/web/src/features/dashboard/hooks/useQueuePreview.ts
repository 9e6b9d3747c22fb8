import { getTransactionQueue, type TransactionListPage } from '@assent/gateway-client'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useGateway } from '../../../app/GatewayProvider'
import { gatewayQueryKey } from '../../../app/gatewayQueryKey'

/**
 * First page of the Safe's queue, for the dashboard. Keyed on the Safe's `txQueuedTag`, so it
 * refetches when the gateway says the queue changed.
 */
export function useQueuePreview(
  chainId: string,
  address: string,
  queueTag: string | null,
): UseQueryResult<TransactionListPage> {
  const client = useGateway()
  return useQuery({
    queryKey: gatewayQueryKey(client, 'transactionQueue', chainId, address, 'preview', queueTag),
    queryFn: ({ signal }) =>
      getTransactionQueue(client, { chainId, address, trusted: true }, { signal }),
    placeholderData: (previous) => previous,
  })
}
