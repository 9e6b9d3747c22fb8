import {
  type GetTransactionDetailsParameters,
  getTransactionDetails,
} from '../actions/getTransactionDetails'
import type { GatewayClient } from '../transport/createGatewayClient'
import { chainIdKeyPart, type QueryFunctionContext, queryKeyPrefix } from './gatewayQueryKey'
import { gatewayResources } from './gatewayResources'

/**
 * Query key of getTransactionDetails: one entry's with every parameter, else the prefix of those that share the
 * given ones (for invalidation).
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: getTransactionDetailsQueryKey(client, { chainId, transactionId }) })
 */
export function getTransactionDetailsQueryKey(
  client: GatewayClient,
  parameters: Partial<GetTransactionDetailsParameters> = {},
) {
  return queryKeyPrefix(
    client,
    'transactionDetails',
    chainIdKeyPart(parameters.chainId),
    parameters.transactionId,
  )
}

/**
 * Query options for getTransactionDetails: one transaction's details by id or safeTxHash.
 *
 * @example
 * useQuery(getTransactionDetailsQueryOptions(client, params))
 */
export function getTransactionDetailsQueryOptions(
  client: GatewayClient,
  parameters: GetTransactionDetailsParameters,
) {
  return {
    queryKey: gatewayResources.transactionDetails.key(client, parameters),
    queryFn: ({ signal }: QueryFunctionContext) =>
      getTransactionDetails(client, parameters, { signal }),
  }
}
