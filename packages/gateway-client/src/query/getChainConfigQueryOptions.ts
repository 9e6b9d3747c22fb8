import { type GetChainConfigParameters, getChainConfig } from '../actions/getChainConfig'
import type { GatewayClient } from '../transport/createGatewayClient'
import { chainIdKeyPart, type QueryFunctionContext, queryKeyPrefix } from './gatewayQueryKey'
import { gatewayResources } from './gatewayResources'

/**
 * Query key of getChainConfig: one entry's with every parameter, else the prefix of those that share the
 * given ones (for invalidation).
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: getChainConfigQueryKey(client, { chainId }) })
 */
export function getChainConfigQueryKey(
  client: GatewayClient,
  parameters: Partial<GetChainConfigParameters> = {},
) {
  return queryKeyPrefix(client, 'chainConfig', chainIdKeyPart(parameters.chainId))
}

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
    queryKey: gatewayResources.chainConfig.key(client, parameters),
    queryFn: ({ signal }: QueryFunctionContext) => getChainConfig(client, parameters, { signal }),
  }
}
