import {
  type GetModuleTransactionsParameters,
  getModuleTransactions,
} from '../actions/getModuleTransactions'
import type { GatewayClient } from '../transport/createGatewayClient'
import { pagedQueryKey, type QueryFunctionContext } from './gatewayQueryKey'

/**
 * Query options for getModuleTransactions: a page of module transactions.
 *
 * @example
 * useQuery(getModuleTransactionsQueryOptions(client, params))
 */
export function getModuleTransactionsQueryOptions(
  client: GatewayClient,
  parameters: GetModuleTransactionsParameters,
) {
  return {
    queryKey: pagedQueryKey(client, 'moduleTransactions', parameters),
    queryFn: ({ signal }: QueryFunctionContext) =>
      getModuleTransactions(client, parameters, { signal }),
  }
}
