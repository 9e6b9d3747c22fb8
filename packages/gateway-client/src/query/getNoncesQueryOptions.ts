import { type GetNoncesParameters, getNonces } from '../actions/getNonces'
import type { GatewayClient } from '../transport/createGatewayClient'
import { chainIdKeyPart, type QueryFunctionContext, queryKeyPrefix } from './gatewayQueryKey'
import { gatewayResources } from './gatewayResources'

/**
 * Query key of getNonces: one entry's with every parameter, else the prefix of those that share the
 * given ones (for invalidation).
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: getNoncesQueryKey(client, { chainId, address }) })
 */
export function getNoncesQueryKey(
  client: GatewayClient,
  parameters: Partial<GetNoncesParameters> = {},
) {
  return queryKeyPrefix(client, 'nonces', chainIdKeyPart(parameters.chainId), parameters.address)
}

/**
 * Query options for getNonces: a Safe's current and recommended nonce.
 *
 * @example
 * useQuery(getNoncesQueryOptions(client, params))
 */
export function getNoncesQueryOptions(client: GatewayClient, parameters: GetNoncesParameters) {
  return {
    queryKey: gatewayResources.nonces.key(client, parameters),
    queryFn: ({ signal }: QueryFunctionContext) => getNonces(client, parameters, { signal }),
  }
}
