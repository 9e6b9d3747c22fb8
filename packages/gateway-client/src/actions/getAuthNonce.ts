import type { GatewayClient, RequestOptions } from '../transport/createGatewayClient'
import type { AuthNonce } from '../types/common'
import { authNonceSchema } from '../validation/misc'
import { parseWith } from '../validation/parseResponse'

/** Fetches a one-time nonce to put in the SIWE message. */
export function getAuthNonce(
  client: GatewayClient,
  { signal }: RequestOptions = {},
): Promise<AuthNonce> {
  return client.request({
    path: '/v1/auth/nonce',
    parse: parseWith<AuthNonce>(authNonceSchema),
    signal,
  })
}
