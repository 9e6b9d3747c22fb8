import { type GetIndexingStatusParameters, getIndexingStatus } from '../actions/getIndexingStatus'
import type { GatewayClient } from '../transport/createGatewayClient'
import { gatewayQueryKey, type QueryFunctionContext } from './gatewayQueryKey'

/**
 * Query options for getIndexingStatus: the indexer's progress on a chain.
 *
 * @example
 * useQuery(getIndexingStatusQueryOptions(client, params))
 */
export function getIndexingStatusQueryOptions(
  client: GatewayClient,
  parameters: GetIndexingStatusParameters,
) {
  return {
    queryKey: gatewayQueryKey(client, 'indexingStatus', String(parameters.chainId)),
    queryFn: ({ signal }: QueryFunctionContext) =>
      getIndexingStatus(client, parameters, { signal }),
  }
}
