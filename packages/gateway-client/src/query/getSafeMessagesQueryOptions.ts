import { type GetSafeMessagesParameters, getSafeMessages } from '../actions/getSafeMessages'
import type { GatewayClient } from '../transport/createGatewayClient'
import type { PageUrlParameters } from '../transport/pagedTarget'
import { infinitePagesOptions, pagedQueryKey, type QueryFunctionContext } from './gatewayQueryKey'
import { gatewayResources } from './gatewayResources'

type ListParameters = Exclude<GetSafeMessagesParameters, PageUrlParameters>

/**
 * Query key of getSafeMessages: one page's with full parameters, else the prefix of every page and
 * filter of the given chain and Safe (or of all of them), for invalidation.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: getSafeMessagesQueryKey(client, { chainId, address }) })
 */
export function getSafeMessagesQueryKey(
  client: GatewayClient,
  parameters: Partial<ListParameters> | PageUrlParameters = {},
) {
  return pagedQueryKey(client, 'safeMessages', parameters)
}

/**
 * Query options for getSafeMessages: a Safe's off-chain messages, newest first, one page.
 *
 * @example
 * useQuery(getSafeMessagesQueryOptions(client, params))
 */
export function getSafeMessagesQueryOptions(
  client: GatewayClient,
  parameters: GetSafeMessagesParameters,
) {
  return {
    queryKey: gatewayResources.safeMessages.key(client, parameters),
    queryFn: ({ signal }: QueryFunctionContext) => getSafeMessages(client, parameters, { signal }),
  }
}

/**
 * Infinite query options for getSafeMessages: the first page from `parameters`, then each `next` page.
 *
 * @example
 * useInfiniteQuery(getSafeMessagesInfiniteQueryOptions(client, { chainId, address }))
 */
export function getSafeMessagesInfiniteQueryOptions(
  client: GatewayClient,
  parameters: ListParameters,
) {
  return infinitePagesOptions(
    gatewayResources.safeMessages.pagesKey(client, parameters),
    (page, { signal }) => getSafeMessages(client, page ?? parameters, { signal }),
  )
}
