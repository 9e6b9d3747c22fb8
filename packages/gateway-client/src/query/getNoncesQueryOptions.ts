import { type GetNoncesParameters, getNonces } from '../actions/getNonces'
import type { GatewayClient } from '../transport/createGatewayClient'
import { gatewayQueryKey, type QueryFunctionContext } from './gatewayQueryKey'

/**
 * Query options for getNonces: a Safe's current and recommended nonces.
 *
 * @example
 * useQuery(getNoncesQueryOptions(client, params))
 */
export function getNoncesQueryOptions(client: GatewayClient, parameters: GetNoncesParameters) {
  return {
    queryKey: gatewayQueryKey(client, 'nonces', String(parameters.chainId), parameters.address),
    queryFn: ({ signal }: QueryFunctionContext) => getNonces(client, parameters, { signal }),
  }
}
