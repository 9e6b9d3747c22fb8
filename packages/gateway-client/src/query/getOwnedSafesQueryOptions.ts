import { type GetOwnedSafesParameters, getOwnedSafes } from '../actions/getOwnedSafes'
import type { GatewayClient } from '../transport/createGatewayClient'
import { chainIdKeyPart, type QueryFunctionContext, queryKeyPrefix } from './gatewayQueryKey'
import { gatewayResources } from './gatewayResources'

/**
 * Query key of getOwnedSafes: one entry's with every parameter, else the prefix of those that share the
 * given ones (for invalidation).
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: getOwnedSafesQueryKey(client, { chainId, ownerAddress }) })
 */
export function getOwnedSafesQueryKey(
  client: GatewayClient,
  parameters: Partial<GetOwnedSafesParameters> = {},
) {
  return queryKeyPrefix(
    client,
    'ownedSafes',
    chainIdKeyPart(parameters.chainId),
    parameters.ownerAddress,
  )
}

/**
 * Query options for getOwnedSafes: the Safes an account owns on a chain.
 *
 * @example
 * useQuery(getOwnedSafesQueryOptions(client, params))
 */
export function getOwnedSafesQueryOptions(
  client: GatewayClient,
  parameters: GetOwnedSafesParameters,
) {
  return {
    queryKey: gatewayResources.ownedSafes.key(client, parameters),
    queryFn: ({ signal }: QueryFunctionContext) => getOwnedSafes(client, parameters, { signal }),
  }
}
