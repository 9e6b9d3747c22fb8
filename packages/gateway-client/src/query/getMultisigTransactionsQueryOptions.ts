import {
  type GetMultisigTransactionsParameters,
  getMultisigTransactions,
} from '../actions/getMultisigTransactions'
import type { GatewayClient } from '../transport/createGatewayClient'
import { pagedQueryKey, type QueryFunctionContext } from './gatewayQueryKey'

/**
 * Query options for getMultisigTransactions: a page of multisig transactions.
 *
 * @example
 * useQuery(getMultisigTransactionsQueryOptions(client, params))
 */
export function getMultisigTransactionsQueryOptions(
  client: GatewayClient,
  parameters: GetMultisigTransactionsParameters,
) {
  return {
    queryKey: pagedQueryKey(client, 'multisigTransactions', parameters),
    queryFn: ({ signal }: QueryFunctionContext) =>
      getMultisigTransactions(client, parameters, { signal }),
  }
}
