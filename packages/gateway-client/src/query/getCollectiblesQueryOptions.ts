import { type GetCollectiblesParameters, getCollectibles } from '../actions/getCollectibles'
import type { GatewayClient } from '../transport/createGatewayClient'
import { chainIdKeyPart, type QueryFunctionContext, queryKeyPrefix } from './gatewayQueryKey'
import { gatewayResources } from './gatewayResources'

/**
 * Query key of getCollectibles: one entry's with every parameter, else the prefix of every
 * filter of the given Safe, for invalidation.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: getCollectiblesQueryKey(client, { chainId, address }) })
 */
export function getCollectiblesQueryKey(
  client: GatewayClient,
  parameters: Partial<GetCollectiblesParameters> = {},
) {
  const { chainId, address, trusted, excludeSpam } = parameters
  return queryKeyPrefix(client, 'collectibles', chainIdKeyPart(chainId), address, {
    trusted,
    excludeSpam,
  })
}

/**
 * Query options for getCollectibles: a Safe's NFTs (v1, one list).
 *
 * @example
 * useQuery(getCollectiblesQueryOptions(client, params))
 */
export function getCollectiblesQueryOptions(
  client: GatewayClient,
  parameters: GetCollectiblesParameters,
) {
  return {
    queryKey: gatewayResources.collectibles.key(client, parameters),
    queryFn: ({ signal }: QueryFunctionContext) => getCollectibles(client, parameters, { signal }),
  }
}
