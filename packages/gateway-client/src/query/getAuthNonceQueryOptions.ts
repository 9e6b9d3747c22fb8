import { getAuthNonce } from '../actions/getAuthNonce'
import type { GatewayClient } from '../transport/createGatewayClient'
import { type QueryFunctionContext, queryKeyPrefix } from './gatewayQueryKey'
import { gatewayResources } from './gatewayResources'

/** Query key of getAuthNonce. */
export function getAuthNonceQueryKey(client: GatewayClient) {
  return queryKeyPrefix(client, 'authNonce')
}

/**
 * Query options for getAuthNonce: a fresh SIWE nonce; never cached (`gcTime: 0`, `staleTime: 0`) since each is single-use.
 *
 * @example
 * useQuery(getAuthNonceQueryOptions(client))
 */
export function getAuthNonceQueryOptions(client: GatewayClient) {
  return {
    queryKey: gatewayResources.authNonce.key(client),
    queryFn: ({ signal }: QueryFunctionContext) => getAuthNonce(client, { signal }),
    gcTime: 0,
    staleTime: 0,
  }
}
