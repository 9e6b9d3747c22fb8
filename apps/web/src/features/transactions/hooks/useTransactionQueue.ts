import {
  getTransactionQueueInfiniteQueryOptions,
  type TransactionListPage,
} from '@assent/gateway-client'
import {
  type InfiniteData,
  type UseInfiniteQueryResult,
  useInfiniteQuery,
} from '@tanstack/react-query'
import { useGateway } from '../../../kernel/GatewayProvider'

/** The Safe's queue, page after page (`next` URLs fetched as given). */
export function useTransactionQueue(
  chainId: string,
  address: string,
): UseInfiniteQueryResult<InfiniteData<TransactionListPage, string | null>> {
  return useInfiniteQuery(
    getTransactionQueueInfiniteQueryOptions(useGateway(), { chainId, address, trusted: true }),
  )
}
