import {
  type GetTransactionDetailsParameters,
  getTransactionDetails,
} from '../actions/getTransactionDetails'
import type { GatewayClient } from '../transport/createGatewayClient'
import { gatewayQueryKey, type QueryFunctionContext } from './gatewayQueryKey'

/**
 * Query options for getTransactionDetails: one transaction's details.
 *
 * @example
 * useQuery(getTransactionDetailsQueryOptions(client, params))
 */
export function getTransactionDetailsQueryOptions(
  client: GatewayClient,
  parameters: GetTransactionDetailsParameters,
) {
  return {
    queryKey: gatewayQueryKey(
      client,
      'transactionDetails',
      String(parameters.chainId),
      parameters.transactionId,
    ),
    queryFn: ({ signal }: QueryFunctionContext) =>
      getTransactionDetails(client, parameters, { signal }),
  }
}
