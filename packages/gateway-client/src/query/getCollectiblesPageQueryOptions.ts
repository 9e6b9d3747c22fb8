import {
  type GetCollectiblesPageParameters,
  getCollectiblesPage,
} from '../actions/getCollectiblesPage'
import type { GatewayClient } from '../transport/createGatewayClient'
import { pagedQueryKey, type QueryFunctionContext } from './gatewayQueryKey'

/**
 * Query options for getCollectiblesPage: one page of a Safe's NFTs (v2).
 *
 * @example
 * useQuery(getCollectiblesPageQueryOptions(client, params))
 */
export function getCollectiblesPageQueryOptions(
  client: GatewayClient,
  parameters: GetCollectiblesPageParameters,
) {
  return {
    queryKey: pagedQueryKey(client, 'collectiblesPage', parameters),
    queryFn: ({ signal }: QueryFunctionContext) =>
      getCollectiblesPage(client, parameters, { signal }),
  }
}
