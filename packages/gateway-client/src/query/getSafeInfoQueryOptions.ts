import { type GetSafeInfoParameters, getSafeInfo } from '../actions/getSafeInfo'
import type { GatewayClient } from '../transport/createGatewayClient'
import { gatewayQueryKey, type QueryFunctionContext } from './gatewayQueryKey'

/**
 * Query options for getSafeInfo: a Safe's info.
 *
 * @example
 * useQuery(getSafeInfoQueryOptions(client, params))
 */
export function getSafeInfoQueryOptions(client: GatewayClient, parameters: GetSafeInfoParameters) {
  return {
    queryKey: gatewayQueryKey(client, 'safeInfo', String(parameters.chainId), parameters.address),
    queryFn: ({ signal }: QueryFunctionContext) => getSafeInfo(client, parameters, { signal }),
  }
}
