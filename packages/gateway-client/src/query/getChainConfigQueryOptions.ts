import { type GetChainConfigParameters, getChainConfig } from '../actions/getChainConfig'
import type { GatewayClient } from '../transport/createGatewayClient'
import { gatewayQueryKey, type QueryFunctionContext } from './gatewayQueryKey'

/**
 * Query options for getChainConfig: one chain's configuration.
 *
 * @example
 * useQuery(getChainConfigQueryOptions(client, params))
 */
export function getChainConfigQueryOptions(
  client: GatewayClient,
  parameters: GetChainConfigParameters,
) {
  return {
    queryKey: gatewayQueryKey(client, 'chainConfig', String(parameters.chainId)),
    queryFn: ({ signal }: QueryFunctionContext) => getChainConfig(client, parameters, { signal }),
  }
}
