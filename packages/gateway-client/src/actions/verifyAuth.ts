import type { GatewayClient, RequestOptions } from '../transport/createGatewayClient'
import type { VerifyAuthBody } from '../types/common'

export type VerifyAuthParameters = { body: VerifyAuthBody }

/**
 * Verifies a signed SIWE message; the gateway answers with a session cookie, so create the
 * client with `credentials: 'include'` when the gateway is on another origin.
 */
export async function verifyAuth(
  client: GatewayClient,
  { body }: VerifyAuthParameters,
  { signal }: RequestOptions = {},
): Promise<void> {
  await client.request({ method: 'POST', path: '/v1/auth/verify', body, signal })
}
