import { type GetSafeMessagesParameters, getSafeMessages } from '../actions/getSafeMessages'
import type { GatewayClient } from '../transport/createGatewayClient'
import { pagedQueryKey, type QueryFunctionContext } from './gatewayQueryKey'

/**
 * Query options for getSafeMessages: a page of a Safe's messages.
 *
 * @example
 * useQuery(getSafeMessagesQueryOptions(client, params))
 */
export function getSafeMessagesQueryOptions(
  client: GatewayClient,
  parameters: GetSafeMessagesParameters,
) {
  return {
    queryKey: pagedQueryKey(client, 'safeMessages', parameters),
    queryFn: ({ signal }: QueryFunctionContext) => getSafeMessages(client, parameters, { signal }),
  }
}
