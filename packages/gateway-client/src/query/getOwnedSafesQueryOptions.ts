import { type GetOwnedSafesParameters, getOwnedSafes } from '../actions/getOwnedSafes'
import type { GatewayClient } from '../transport/createGatewayClient'
import { gatewayQueryKey, type QueryFunctionContext } from './gatewayQueryKey'

/**
 * Query options for getOwnedSafes: the Safes an address owns.
 *
 * @example
 * useQuery(getOwnedSafesQueryOptions(client, params))
 */
export function getOwnedSafesQueryOptions(
  client: GatewayClient,
  parameters: GetOwnedSafesParameters,
) {
  return {
    queryKey: gatewayQueryKey(
      client,
      'ownedSafes',
      String(parameters.chainId),
      parameters.ownerAddress,
    ),
    queryFn: ({ signal }: QueryFunctionContext) => getOwnedSafes(client, parameters, { signal }),
  }
}
