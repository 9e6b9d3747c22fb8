import { type GetDelegatesParameters, getDelegates } from '../actions/getDelegates'
import type { GatewayClient } from '../transport/createGatewayClient'
import { chainIdKeyPart, type QueryFunctionContext, queryKeyPrefix } from './gatewayQueryKey'
import { gatewayResources } from './gatewayResources'

/**
 * Query key of getDelegates: one entry's with every parameter, else the prefix of those that
 * share the given ones (for invalidation).
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: getDelegatesQueryKey(client, { chainId, safe }) })
 */
export function getDelegatesQueryKey(
  client: GatewayClient,
  parameters: Partial<GetDelegatesParameters> = {},
) {
  return queryKeyPrefix(client, 'delegates', chainIdKeyPart(parameters.chainId), parameters.safe)
}

/**
 * Query options for getDelegates: a Safe's delegates (proposers).
 *
 * @example
 * useQuery(getDelegatesQueryOptions(client, { chainId, safe }))
 */
export function getDelegatesQueryOptions(
  client: GatewayClient,
  parameters: GetDelegatesParameters,
) {
  return {
    queryKey: gatewayResources.delegates.key(client, parameters),
    queryFn: ({ signal }: QueryFunctionContext) => getDelegates(client, parameters, { signal }),
  }
}
