import type { GatewayClient, RequestOptions } from '../transport/createGatewayClient'

/**
 * Ends the SIWE session (Assent extension, `POST /v1/auth/logout`, 204): the gateway clears its
 * httpOnly session cookie, which scripts cannot. Create the client with `credentials: 'include'`
 * when the gateway is on another origin, or the browser ignores the cleared cookie.
 */
export async function postAuthLogout(
  client: GatewayClient,
  { signal }: RequestOptions = {},
): Promise<void> {
  await client.request({ method: 'POST', path: '/v1/auth/logout', signal })
}
