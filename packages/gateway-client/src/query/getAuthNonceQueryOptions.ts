import { getAuthNonce } from '../actions/getAuthNonce'
import type { GatewayClient } from '../transport/createGatewayClient'
import { gatewayQueryKey, type QueryFunctionContext } from './gatewayQueryKey'

/**
 * Query options for getAuthNonce: a fresh SIWE nonce; never cached (`gcTime: 0`, `staleTime: 0`) since each is single-use.
 *
 * @example
 * useQuery(getAuthNonceQueryOptions(client))
 */
export function getAuthNonceQueryOptions(client: GatewayClient) {
  return {
    queryKey: gatewayQueryKey(client, 'authNonce'),
    queryFn: ({ signal }: QueryFunctionContext) => getAuthNonce(client, { signal }),
    gcTime: 0,
    staleTime: 0,
  }
}
