import { type GetSafeMessageParameters, getSafeMessage } from '../actions/getSafeMessage'
import type { GatewayClient } from '../transport/createGatewayClient'
import { chainIdKeyPart, type QueryFunctionContext, queryKeyPrefix } from './gatewayQueryKey'
import { gatewayResources } from './gatewayResources'

/**
 * Query key of getSafeMessage: one entry's with every parameter, else the prefix of those that share the
 * given ones (for invalidation).
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: getSafeMessageQueryKey(client, { chainId, messageHash }) })
 */
export function getSafeMessageQueryKey(
  client: GatewayClient,
  parameters: Partial<GetSafeMessageParameters> = {},
) {
  return queryKeyPrefix(
    client,
    'safeMessage',
    chainIdKeyPart(parameters.chainId),
    parameters.messageHash,
  )
}

/**
 * Query options for getSafeMessage: one off-chain message by its hash.
 *
 * @example
 * useQuery(getSafeMessageQueryOptions(client, params))
 */
export function getSafeMessageQueryOptions(
  client: GatewayClient,
  parameters: GetSafeMessageParameters,
) {
  return {
    queryKey: gatewayResources.safeMessage.key(client, parameters),
    queryFn: ({ signal }: QueryFunctionContext) => getSafeMessage(client, parameters, { signal }),
  }
}
