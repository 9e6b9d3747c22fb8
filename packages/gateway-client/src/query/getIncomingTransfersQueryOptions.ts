import {
  type GetIncomingTransfersParameters,
  getIncomingTransfers,
} from '../actions/getIncomingTransfers'
import type { GatewayClient } from '../transport/createGatewayClient'
import type { PageUrlParameters } from '../transport/pagedTarget'
import { infinitePagesOptions, pagedQueryKey, type QueryFunctionContext } from './gatewayQueryKey'
import { gatewayResources } from './gatewayResources'

type ListParameters = Exclude<GetIncomingTransfersParameters, PageUrlParameters>

/**
 * Query key of getIncomingTransfers: one page's with full parameters, else the prefix of every page and
 * filter of the given chain and Safe (or of all of them), for invalidation.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: getIncomingTransfersQueryKey(client, { chainId, address }) })
 */
export function getIncomingTransfersQueryKey(
  client: GatewayClient,
  parameters: Partial<ListParameters> | PageUrlParameters = {},
) {
  return pagedQueryKey(client, 'incomingTransfers', parameters)
}

/**
 * Query options for getIncomingTransfers: a Safe's incoming transfers, filtered, one page.
 *
 * @example
 * useQuery(getIncomingTransfersQueryOptions(client, params))
 */
export function getIncomingTransfersQueryOptions(
  client: GatewayClient,
  parameters: GetIncomingTransfersParameters,
) {
  return {
    queryKey: gatewayResources.incomingTransfers.key(client, parameters),
    queryFn: ({ signal }: QueryFunctionContext) =>
      getIncomingTransfers(client, parameters, { signal }),
  }
}

/**
 * Infinite query options for getIncomingTransfers: the first page from `parameters`, then each `next` page.
 *
 * @example
 * useInfiniteQuery(getIncomingTransfersInfiniteQueryOptions(client, { chainId, address }))
 */
export function getIncomingTransfersInfiniteQueryOptions(
  client: GatewayClient,
  parameters: ListParameters,
) {
  return infinitePagesOptions(
    gatewayResources.incomingTransfers.pagesKey(client, parameters),
    (page, { signal }) => getIncomingTransfers(client, page ?? parameters, { signal }),
  )
}
