import { type GetSafeAppsParameters, getSafeApps } from '../actions/getSafeApps'
import type { GatewayClient } from '../transport/createGatewayClient'
import { chainIdKeyPart, type QueryFunctionContext, queryKeyPrefix } from './gatewayQueryKey'
import { gatewayResources } from './gatewayResources'

/**
 * Query key of getSafeApps: one entry's with every parameter, else the prefix of a chain's
 * catalogues (any `clientUrl`/`url` filter), for invalidation.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: getSafeAppsQueryKey(client, { chainId }) })
 */
export function getSafeAppsQueryKey(
  client: GatewayClient,
  parameters: Partial<GetSafeAppsParameters> = {},
) {
  const { chainId, clientUrl, url } = parameters
  return queryKeyPrefix(client, 'safeApps', chainIdKeyPart(chainId), { clientUrl, url })
}

/**
 * Query options for getSafeApps: the Safe Apps catalogue of a chain.
 *
 * @example
 * useQuery(getSafeAppsQueryOptions(client, params))
 */
export function getSafeAppsQueryOptions(client: GatewayClient, parameters: GetSafeAppsParameters) {
  return {
    queryKey: gatewayResources.safeApps.key(client, parameters),
    queryFn: ({ signal }: QueryFunctionContext) => getSafeApps(client, parameters, { signal }),
  }
}
