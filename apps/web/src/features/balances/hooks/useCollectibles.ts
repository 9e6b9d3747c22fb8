import { getCollectiblesPage, type SafeCollectiblesPage } from '@assent/gateway-client'
import {
  type InfiniteData,
  type UseInfiniteQueryResult,
  useInfiniteQuery,
} from '@tanstack/react-query'
import { useGateway } from '../../../app/GatewayProvider'
import { gatewayQueryKey } from '../../../app/gatewayQueryKey'

/** The Safe's NFTs, page by page (v2 collectibles). */
export function useCollectibles(
  chainId: string,
  address: string,
): UseInfiniteQueryResult<InfiniteData<SafeCollectiblesPage, string | null>> {
  const client = useGateway()
  return useInfiniteQuery({
    queryKey: gatewayQueryKey(client, 'collectiblesPage', chainId, address),
    queryFn: ({ pageParam, signal }) =>
      pageParam
        ? getCollectiblesPage(client, { pageUrl: pageParam }, { signal })
        : getCollectiblesPage(client, { chainId, address, excludeSpam: true }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  })
}
