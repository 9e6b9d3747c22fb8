import { getTransactionQueue, type TransactionListPage } from '@assent/gateway-client'
import {
  type InfiniteData,
  type UseInfiniteQueryResult,
  useInfiniteQuery,
} from '@tanstack/react-query'
import { useGateway } from '../../../app/GatewayProvider'
import { gatewayQueryKey } from '../../../app/gatewayQueryKey'

/** The Safe's queue, page after page (`next` URLs fetched as given). */
export function useTransactionQueue(
  chainId: string,
  address: string,
): UseInfiniteQueryResult<InfiniteData<TransactionListPage, string | null>> {
  const client = useGateway()
  return useInfiniteQuery({
    queryKey: gatewayQueryKey(client, 'transactionQueue', chainId, address, 'infinite'),
    queryFn: ({ pageParam, signal }) =>
      pageParam
        ? getTransactionQueue(client, { pageUrl: pageParam }, { signal })
        : getTransactionQueue(client, { chainId, address, trusted: true }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  })
}
