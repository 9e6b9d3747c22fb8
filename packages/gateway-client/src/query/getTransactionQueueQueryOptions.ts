import {
  type GetTransactionQueueParameters,
  getTransactionQueue,
} from '../actions/getTransactionQueue'
import type { GatewayClient } from '../transport/createGatewayClient'
import type { PageUrlParameters } from '../transport/pagedTarget'
import { infinitePagesOptions, pagedQueryKey, type QueryFunctionContext } from './gatewayQueryKey'
import { gatewayResources } from './gatewayResources'

type ListParameters = Exclude<GetTransactionQueueParameters, PageUrlParameters>

/**
 * Query key of getTransactionQueue: one page's with full parameters, else the prefix of every page and
 * filter of the given chain and Safe (or of all of them), for invalidation.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: getTransactionQueueQueryKey(client, { chainId, address }) })
 */
export function getTransactionQueueQueryKey(
  client: GatewayClient,
  parameters: Partial<ListParameters> | PageUrlParameters = {},
) {
  return pagedQueryKey(client, 'transactionQueue', parameters)
}

/**
 * Query options for getTransactionQueue: a Safe's queue in nonce order, one page.
 *
 * @example
 * useQuery(getTransactionQueueQueryOptions(client, params))
 */
export function getTransactionQueueQueryOptions(
  client: GatewayClient,
  parameters: GetTransactionQueueParameters,
) {
  return {
    queryKey: gatewayResources.transactionQueue.key(client, parameters),
    queryFn: ({ signal }: QueryFunctionContext) =>
      getTransactionQueue(client, parameters, { signal }),
  }
}

/**
 * Infinite query options for getTransactionQueue: the first page from `parameters`, then each `next` page.
 *
 * @example
 * useInfiniteQuery(getTransactionQueueInfiniteQueryOptions(client, { chainId, address }))
 */
export function getTransactionQueueInfiniteQueryOptions(
  client: GatewayClient,
  parameters: ListParameters,
) {
  return infinitePagesOptions(
    gatewayResources.transactionQueue.pagesKey(client, parameters),
    (page, { signal }) => getTransactionQueue(client, page ?? parameters, { signal }),
  )
}
