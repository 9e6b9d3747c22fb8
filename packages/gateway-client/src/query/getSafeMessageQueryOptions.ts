import { type GetSafeMessageParameters, getSafeMessage } from '../actions/getSafeMessage'
import type { GatewayClient } from '../transport/createGatewayClient'
import { gatewayQueryKey, type QueryFunctionContext } from './gatewayQueryKey'

/**
 * Query options for getSafeMessage: one Safe message.
 *
 * @example
 * useQuery(getSafeMessageQueryOptions(client, params))
 */
export function getSafeMessageQueryOptions(
  client: GatewayClient,
  parameters: GetSafeMessageParameters,
) {
  return {
    queryKey: gatewayQueryKey(
      client,
      'safeMessage',
      String(parameters.chainId),
      parameters.messageHash,
    ),
    queryFn: ({ signal }: QueryFunctionContext) => getSafeMessage(client, parameters, { signal }),
  }
}
