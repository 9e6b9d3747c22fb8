import { type GetIndexingStatusParameters, getIndexingStatus } from '../actions/getIndexingStatus'
import type { GatewayClient } from '../transport/createGatewayClient'
import { chainIdKeyPart, type QueryFunctionContext, queryKeyPrefix } from './gatewayQueryKey'
import { gatewayResources } from './gatewayResources'

/**
 * Query key of getIndexingStatus: one entry's with every parameter, else the prefix of those that share the
 * given ones (for invalidation).
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: getIndexingStatusQueryKey(client, { chainId }) })
 */
export function getIndexingStatusQueryKey(
  client: GatewayClient,
  parameters: Partial<GetIndexingStatusParameters> = {},
) {
  return queryKeyPrefix(client, 'indexingStatus', chainIdKeyPart(parameters.chainId))
}

/**
 * Query options for getIndexingStatus: how far the gateway has indexed a chain.
 *
 * @example
 * useQuery(getIndexingStatusQueryOptions(client, params))
 */
export function getIndexingStatusQueryOptions(
  client: GatewayClient,
  parameters: GetIndexingStatusParameters,
) {
  return {
    queryKey: gatewayResources.indexingStatus.key(client, parameters),
    queryFn: ({ signal }: QueryFunctionContext) =>
      getIndexingStatus(client, parameters, { signal }),
  }
}
