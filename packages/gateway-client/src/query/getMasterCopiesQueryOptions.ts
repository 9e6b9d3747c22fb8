import { type GetMasterCopiesParameters, getMasterCopies } from '../actions/getMasterCopies'
import type { GatewayClient } from '../transport/createGatewayClient'
import { chainIdKeyPart, type QueryFunctionContext, queryKeyPrefix } from './gatewayQueryKey'
import { gatewayResources } from './gatewayResources'

/**
 * Query key of getMasterCopies: one entry's with every parameter, else the prefix of those that share the
 * given ones (for invalidation).
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: getMasterCopiesQueryKey(client, { chainId }) })
 */
export function getMasterCopiesQueryKey(
  client: GatewayClient,
  parameters: Partial<GetMasterCopiesParameters> = {},
) {
  return queryKeyPrefix(client, 'masterCopies', chainIdKeyPart(parameters.chainId))
}

/**
 * Query options for getMasterCopies: the Safe singletons the gateway knows on a chain.
 *
 * @example
 * useQuery(getMasterCopiesQueryOptions(client, params))
 */
export function getMasterCopiesQueryOptions(
  client: GatewayClient,
  parameters: GetMasterCopiesParameters,
) {
  return {
    queryKey: gatewayResources.masterCopies.key(client, parameters),
    queryFn: ({ signal }: QueryFunctionContext) => getMasterCopies(client, parameters, { signal }),
  }
}
