import {
  type GetIncomingTransfersParameters,
  getIncomingTransfers,
} from '../actions/getIncomingTransfers'
import type { GatewayClient } from '../transport/createGatewayClient'
import { pagedQueryKey, type QueryFunctionContext } from './gatewayQueryKey'

/**
 * Query options for getIncomingTransfers: a page of incoming transfers.
 *
 * @example
 * useQuery(getIncomingTransfersQueryOptions(client, params))
 */
export function getIncomingTransfersQueryOptions(
  client: GatewayClient,
  parameters: GetIncomingTransfersParameters,
) {
  return {
    queryKey: pagedQueryKey(client, 'incomingTransfers', parameters),
    queryFn: ({ signal }: QueryFunctionContext) =>
      getIncomingTransfers(client, parameters, { signal }),
  }
}
