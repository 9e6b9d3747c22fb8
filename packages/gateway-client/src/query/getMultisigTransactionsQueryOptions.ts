import {
  type GetMultisigTransactionsParameters,
  getMultisigTransactions,
} from '../actions/getMultisigTransactions'
import type { GatewayClient } from '../transport/createGatewayClient'
import type { PageUrlParameters } from '../transport/pagedTarget'
import { infinitePagesOptions, pagedQueryKey, type QueryFunctionContext } from './gatewayQueryKey'
import { gatewayResources } from './gatewayResources'

type ListParameters = Exclude<GetMultisigTransactionsParameters, PageUrlParameters>

/**
 * Query key of getMultisigTransactions: one page's with full parameters, else the prefix of every page and
 * filter of the given chain and Safe (or of all of them), for invalidation.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: getMultisigTransactionsQueryKey(client, { chainId, address }) })
 */
export function getMultisigTransactionsQueryKey(
  client: GatewayClient,
  parameters: Partial<ListParameters> | PageUrlParameters = {},
) {
  return pagedQueryKey(client, 'multisigTransactions', parameters)
}

/**
 * Query options for getMultisigTransactions: a Safe's executed multisig transactions, filtered, one page.
 *
 * @example
 * useQuery(getMultisigTransactionsQueryOptions(client, params))
 */
export function getMultisigTransactionsQueryOptions(
  client: GatewayClient,
  parameters: GetMultisigTransactionsParameters,
) {
  return {
    queryKey: gatewayResources.multisigTransactions.key(client, parameters),
    queryFn: ({ signal }: QueryFunctionContext) =>
      getMultisigTransactions(client, parameters, { signal }),
  }
}

/**
 * Infinite query options for getMultisigTransactions: the first page from `parameters`, then each `next` page.
 *
 * @example
 * useInfiniteQuery(getMultisigTransactionsInfiniteQueryOptions(client, { chainId, address }))
 */
export function getMultisigTransactionsInfiniteQueryOptions(
  client: GatewayClient,
  parameters: ListParameters,
) {
  return infinitePagesOptions(
    gatewayResources.multisigTransactions.pagesKey(client, parameters),
    (page, { signal }) => getMultisigTransactions(client, page ?? parameters, { signal }),
  )
}
