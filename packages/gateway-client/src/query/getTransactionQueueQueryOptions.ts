import {
  type GetTransactionQueueParameters,
  getTransactionQueue,
} from '../actions/getTransactionQueue'
import type { GatewayClient } from '../transport/createGatewayClient'
import { pagedQueryKey, type QueryFunctionContext } from './gatewayQueryKey'

/**
 * Query options for getTransactionQueue: a page of the transaction queue.
 *
 * @example
 * useQuery(getTransactionQueueQueryOptions(client, params))
 */
export function getTransactionQueueQueryOptions(
  client: GatewayClient,
  parameters: GetTransactionQueueParameters,
) {
  return {
    queryKey: pagedQueryKey(client, 'transactionQueue', parameters),
    queryFn: ({ signal }: QueryFunctionContext) =>
      getTransactionQueue(client, parameters, { signal }),
  }
}
