import {
  getCollectiblesPageInfiniteQueryOptions,
  type SafeCollectiblesPage,
} from '@assent/gateway-client'
import {
  type InfiniteData,
  type UseInfiniteQueryResult,
  useInfiniteQuery,
} from '@tanstack/react-query'
import { useGateway } from '../../../kernel/GatewayProvider'

/** The Safe's NFTs, page by page (v2 collectibles), spam left out. */
export function useCollectibles(
  chainId: string,
  address: string,
): UseInfiniteQueryResult<InfiniteData<SafeCollectiblesPage, string | null>> {
  return useInfiniteQuery(
    getCollectiblesPageInfiniteQueryOptions(useGateway(), { chainId, address, excludeSpam: true }),
  )
}
