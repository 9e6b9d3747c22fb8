import { type GetCollectiblesParameters, getCollectibles } from '../actions/getCollectibles'
import type { GatewayClient } from '../transport/createGatewayClient'
import { gatewayQueryKey, type QueryFunctionContext } from './gatewayQueryKey'

/**
 * Query options for getCollectibles: a Safe's NFTs (v1).
 *
 * @example
 * useQuery(getCollectiblesQueryOptions(client, params))
 */
export function getCollectiblesQueryOptions(
  client: GatewayClient,
  parameters: GetCollectiblesParameters,
) {
  const { chainId, address, trusted, excludeSpam } = parameters
  return {
    queryKey: gatewayQueryKey(client, 'collectibles', String(chainId), address, {
      trusted,
      excludeSpam,
    }),
    queryFn: ({ signal }: QueryFunctionContext) => getCollectibles(client, parameters, { signal }),
  }
}
