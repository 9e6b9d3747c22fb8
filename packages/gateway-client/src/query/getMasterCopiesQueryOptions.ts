import { type GetMasterCopiesParameters, getMasterCopies } from '../actions/getMasterCopies'
import type { GatewayClient } from '../transport/createGatewayClient'
import { gatewayQueryKey, type QueryFunctionContext } from './gatewayQueryKey'

/**
 * Query options for getMasterCopies: the master copies of a chain.
 *
 * @example
 * useQuery(getMasterCopiesQueryOptions(client, params))
 */
export function getMasterCopiesQueryOptions(
  client: GatewayClient,
  parameters: GetMasterCopiesParameters,
) {
  return {
    queryKey: gatewayQueryKey(client, 'masterCopies', String(parameters.chainId)),
    queryFn: ({ signal }: QueryFunctionContext) => getMasterCopies(client, parameters, { signal }),
  }
}
