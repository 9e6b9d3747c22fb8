import {
  type GetTransactionHistoryParameters,
  getTransactionHistory,
} from '../actions/getTransactionHistory'
import type { GatewayClient } from '../transport/createGatewayClient'
import type { PageUrlParameters } from '../transport/pagedTarget'
import { infinitePagesOptions, pagedQueryKey, type QueryFunctionContext } from './gatewayQueryKey'
import { gatewayResources } from './gatewayResources'

type ListParameters = Exclude<GetTransactionHistoryParameters, PageUrlParameters>

/**
 * Query key of getTransactionHistory: one page's with full parameters, else the prefix of every page and
 * filter of the given chain and Safe (or of all of them), for invalidation.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: getTransactionHistoryQueryKey(client, { chainId, address }) })
 */
export function getTransactionHistoryQueryKey(
  client: GatewayClient,
  parameters: Partial<ListParameters> | PageUrlParameters = {},
) {
  return pagedQueryKey(client, 'transactionHistory', parameters)
}

/**
 * Query options for getTransactionHistory: a Safe's history with date labels, one page.
 *
 * @example
 * useQuery(getTransactionHistoryQueryOptions(client, params))
 */
export function getTransactionHistoryQueryOptions(
  client: GatewayClient,
  parameters: GetTransactionHistoryParameters,
) {
  return {
    queryKey: gatewayResources.transactionHistory.key(client, parameters),
    queryFn: ({ signal }: QueryFunctionContext) =>
      getTransactionHistory(client, parameters, { signal }),
  }
}

/**
 * Infinite query options for getTransactionHistory: the first page from `parameters`, then each `next` page.
 *
 * @example
 * useInfiniteQuery(getTransactionHistoryInfiniteQueryOptions(client, { chainId, address }))
 */
export function getTransactionHistoryInfiniteQueryOptions(
  client: GatewayClient,
  parameters: ListParameters,
) {
  return infinitePagesOptions(
    gatewayResources.transactionHistory.pagesKey(client, parameters),
    (page, { signal }) => getTransactionHistory(client, page ?? parameters, { signal }),
  )
}
