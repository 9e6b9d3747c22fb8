import { type GetSafeAppsParameters, getSafeApps } from '../actions/getSafeApps'
import type { GatewayClient } from '../transport/createGatewayClient'
import { gatewayQueryKey, type QueryFunctionContext } from './gatewayQueryKey'

/**
 * Query options for getSafeApps: the Safe apps of a chain.
 *
 * @example
 * useQuery(getSafeAppsQueryOptions(client, params))
 */
export function getSafeAppsQueryOptions(client: GatewayClient, parameters: GetSafeAppsParameters) {
  const { chainId, clientUrl, url } = parameters
  return {
    queryKey: gatewayQueryKey(client, 'safeApps', String(chainId), { clientUrl, url }),
    queryFn: ({ signal }: QueryFunctionContext) => getSafeApps(client, parameters, { signal }),
  }
}
