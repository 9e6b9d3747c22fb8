import { type GetAllChainsParameters, getAllChains } from '../actions/getAllChains'
import { type GetChainsParameters, getChains } from '../actions/getChains'
import type { GatewayClient } from '../transport/createGatewayClient'
import { gatewayQueryKey, type QueryFunctionContext, queryKeyPrefix } from './gatewayQueryKey'
import { gatewayResources } from './gatewayResources'

/** Query key of the chain list: one page's with parameters, else the prefix of all of them. */
export function getChainsQueryKey(client: GatewayClient, parameters?: GetChainsParameters) {
  if (!parameters) return queryKeyPrefix(client, 'chains')
  return 'pageUrl' in parameters
    ? gatewayQueryKey(client, 'chains', { pageUrl: parameters.pageUrl })
    : gatewayQueryKey(client, 'chains', { cursor: parameters.cursor })
}

/**
 * Query options for getChains: lists the gateway's chains, one page.
 *
 * @example
 * useQuery(getChainsQueryOptions(client, params))
 */
export function getChainsQueryOptions(client: GatewayClient, parameters: GetChainsParameters = {}) {
  return {
    queryKey: getChainsQueryKey(client, parameters),
    queryFn: ({ signal }: QueryFunctionContext) => getChains(client, parameters, { signal }),
  }
}

/**
 * Query options for getAllChains: every chain, all pages in one entry (`['chains', 'all']`).
 *
 * @example
 * useQuery(getAllChainsQueryOptions(client))
 */
export function getAllChainsQueryOptions(
  client: GatewayClient,
  parameters: GetAllChainsParameters = {},
) {
  return {
    queryKey: gatewayResources.chains.key(client),
    queryFn: ({ signal }: QueryFunctionContext) => getAllChains(client, parameters, { signal }),
  }
}
