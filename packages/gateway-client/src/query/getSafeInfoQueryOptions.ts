import { type GetSafeInfoParameters, getSafeInfo } from '../actions/getSafeInfo'
import type { GatewayClient } from '../transport/createGatewayClient'
import { chainIdKeyPart, type QueryFunctionContext, queryKeyPrefix } from './gatewayQueryKey'
import { gatewayResources } from './gatewayResources'

/**
 * Query key of getSafeInfo: one entry's with every parameter, else the prefix of those that share the
 * given ones (for invalidation).
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: getSafeInfoQueryKey(client, { chainId, address }) })
 */
export function getSafeInfoQueryKey(
  client: GatewayClient,
  parameters: Partial<GetSafeInfoParameters> = {},
) {
  return queryKeyPrefix(client, 'safeInfo', chainIdKeyPart(parameters.chainId), parameters.address)
}

/**
 * Query options for getSafeInfo: a Safe's owners, threshold, nonce, version and tags.
 *
 * @example
 * useQuery(getSafeInfoQueryOptions(client, params))
 */
export function getSafeInfoQueryOptions(client: GatewayClient, parameters: GetSafeInfoParameters) {
  return {
    queryKey: gatewayResources.safeInfo.key(client, parameters),
    queryFn: ({ signal }: QueryFunctionContext) => getSafeInfo(client, parameters, { signal }),
  }
}
