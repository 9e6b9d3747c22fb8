import { type GetChainsParameters, getChains } from '../actions/getChains'
import type { GatewayClient } from '../transport/createGatewayClient'
import { gatewayQueryKey, type QueryFunctionContext } from './gatewayQueryKey'

/**
 * Query options for getChains: lists the gateway's chains.
 *
 * @example
 * useQuery(getChainsQueryOptions(client, params))
 */
export function getChainsQueryOptions(client: GatewayClient, parameters: GetChainsParameters = {}) {
  return {
    queryKey:
      'pageUrl' in parameters
        ? gatewayQueryKey(client, 'chains', { pageUrl: parameters.pageUrl })
        : gatewayQueryKey(client, 'chains', { cursor: parameters.cursor }),
    queryFn: ({ signal }: QueryFunctionContext) => getChains(client, parameters, { signal }),
  }
}
