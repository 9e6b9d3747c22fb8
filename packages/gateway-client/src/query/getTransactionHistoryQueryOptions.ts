import {
  type GetTransactionHistoryParameters,
  getTransactionHistory,
} from '../actions/getTransactionHistory'
import type { GatewayClient } from '../transport/createGatewayClient'
import { pagedQueryKey, type QueryFunctionContext } from './gatewayQueryKey'

/**
 * Query options for getTransactionHistory: a page of the transaction history.
 *
 * @example
 * useQuery(getTransactionHistoryQueryOptions(client, params))
 */
export function getTransactionHistoryQueryOptions(
  client: GatewayClient,
  parameters: GetTransactionHistoryParameters,
) {
  return {
    queryKey: pagedQueryKey(client, 'transactionHistory', parameters),
    queryFn: ({ signal }: QueryFunctionContext) =>
      getTransactionHistory(client, parameters, { signal }),
  }
}
