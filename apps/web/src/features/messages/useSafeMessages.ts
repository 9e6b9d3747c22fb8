import {
  getSafeMessagesInfiniteQueryOptions,
  type SafeMessageListPage,
} from '@assent/gateway-client'
import {
  type InfiniteData,
  type UseInfiniteQueryResult,
  useInfiniteQuery,
} from '@tanstack/react-query'
import { useGateway } from '../../kernel/GatewayProvider'

/**
 * The Safe's messages, page by page (newest first, with UTC date labels). Keyed by the Safe's
 * `messagesTag` too, so a new signature anywhere refreshes the list; also polled gently.
 */
export function useSafeMessages(
  chainId: string,
  address: string,
  messagesTag: string | null,
): UseInfiniteQueryResult<InfiniteData<SafeMessageListPage, string | null>> {
  const options = getSafeMessagesInfiniteQueryOptions(useGateway(), { chainId, address })
  return useInfiniteQuery({
    ...options,
    queryKey: [...options.queryKey, { messagesTag }],
    refetchInterval: 10_000,
  })
}
