import {
  type GetCollectiblesPageParameters,
  getCollectiblesPage,
} from '../actions/getCollectiblesPage'
import type { GatewayClient } from '../transport/createGatewayClient'
import type { PageUrlParameters } from '../transport/pagedTarget'
import { infinitePagesOptions, pagedQueryKey, type QueryFunctionContext } from './gatewayQueryKey'
import { gatewayResources } from './gatewayResources'

type ListParameters = Exclude<GetCollectiblesPageParameters, PageUrlParameters>

/**
 * Query key of getCollectiblesPage: one page's with full parameters, else the prefix of every page and
 * filter of the given chain and Safe (or of all of them), for invalidation.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: getCollectiblesPageQueryKey(client, { chainId, address }) })
 */
export function getCollectiblesPageQueryKey(
  client: GatewayClient,
  parameters: Partial<ListParameters> | PageUrlParameters = {},
) {
  return pagedQueryKey(client, 'collectiblesPage', parameters)
}

/**
 * Query options for getCollectiblesPage: one page of a Safe's NFTs (v2), one page.
 *
 * @example
 * useQuery(getCollectiblesPageQueryOptions(client, params))
 */
export function getCollectiblesPageQueryOptions(
  client: GatewayClient,
  parameters: GetCollectiblesPageParameters,
) {
  return {
    queryKey: gatewayResources.collectiblesPage.key(client, parameters),
    queryFn: ({ signal }: QueryFunctionContext) =>
      getCollectiblesPage(client, parameters, { signal }),
  }
}

/**
 * Infinite query options for getCollectiblesPage: the first page from `parameters`, then each `next` page.
 *
 * @example
 * useInfiniteQuery(getCollectiblesPageInfiniteQueryOptions(client, { chainId, address }))
 */
export function getCollectiblesPageInfiniteQueryOptions(
  client: GatewayClient,
  parameters: ListParameters,
) {
  return infinitePagesOptions(
    gatewayResources.collectiblesPage.pagesKey(client, parameters),
    (page, { signal }) => getCollectiblesPage(client, page ?? parameters, { signal }),
  )
}
