import {
  type GetModuleTransactionsParameters,
  getModuleTransactions,
} from '../actions/getModuleTransactions'
import type { GatewayClient } from '../transport/createGatewayClient'
import type { PageUrlParameters } from '../transport/pagedTarget'
import { infinitePagesOptions, pagedQueryKey, type QueryFunctionContext } from './gatewayQueryKey'
import { gatewayResources } from './gatewayResources'

type ListParameters = Exclude<GetModuleTransactionsParameters, PageUrlParameters>

/**
 * Query key of getModuleTransactions: one page's with full parameters, else the prefix of every page and
 * filter of the given chain and Safe (or of all of them), for invalidation.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: getModuleTransactionsQueryKey(client, { chainId, address }) })
 */
export function getModuleTransactionsQueryKey(
  client: GatewayClient,
  parameters: Partial<ListParameters> | PageUrlParameters = {},
) {
  return pagedQueryKey(client, 'moduleTransactions', parameters)
}

/**
 * Query options for getModuleTransactions: a Safe's module transactions, filtered, one page.
 *
 * @example
 * useQuery(getModuleTransactionsQueryOptions(client, params))
 */
export function getModuleTransactionsQueryOptions(
  client: GatewayClient,
  parameters: GetModuleTransactionsParameters,
) {
  return {
    queryKey: gatewayResources.moduleTransactions.key(client, parameters),
    queryFn: ({ signal }: QueryFunctionContext) =>
      getModuleTransactions(client, parameters, { signal }),
  }
}

/**
 * Infinite query options for getModuleTransactions: the first page from `parameters`, then each `next` page.
 *
 * @example
 * useInfiniteQuery(getModuleTransactionsInfiniteQueryOptions(client, { chainId, address }))
 */
export function getModuleTransactionsInfiniteQueryOptions(
  client: GatewayClient,
  parameters: ListParameters,
) {
  return infinitePagesOptions(
    gatewayResources.moduleTransactions.pagesKey(client, parameters),
    (page, { signal }) => getModuleTransactions(client, page ?? parameters, { signal }),
  )
}
