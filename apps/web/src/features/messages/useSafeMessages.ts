import { getSafeMessages, type SafeMessageListPage } from '@assent/gateway-client'
import {
  type InfiniteData,
  type UseInfiniteQueryResult,
  useInfiniteQuery,
} from '@tanstack/react-query'
import { useGateway } from '../../app/GatewayProvider'
import { gatewayQueryKey } from '../../app/gatewayQueryKey'

/**
 * The Safe's messages, page by page (newest first, with UTC date labels). Keyed by the Safe's
 * `messagesTag` so a new signature anywhere refreshes the list; also polled gently.
 */
export function useSafeMessages(
  chainId: string,
  address: string,
  messagesTag: string | null,
): UseInfiniteQueryResult<InfiniteData<SafeMessageListPage, string | undefined>> {
  const client = useGateway()
  return useInfiniteQuery({
    queryKey: gatewayQueryKey(client, 'safeMessages', chainId, address, messagesTag),
    queryFn: ({ pageParam, signal }) =>
      getSafeMessages(client, pageParam ? { pageUrl: pageParam } : { chainId, address }, {
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    refetchInterval: 10_000,
  })
}
