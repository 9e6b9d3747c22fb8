/**
 * Sends one JSON-RPC request to the chain's node and returns its result. The host only calls
 * this for allowlisted methods (createAppHost checks the allowlist before any handler runs).
 * @throws Error with the node's error message, or the HTTP status.
 */
export async function forwardRpcCall(
  rpcUrl: string,
  method: string,
  params: readonly unknown[],
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<unknown> {
  const response = await (options.fetch ?? fetch)(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    credentials: 'omit',
  })
  if (!response.ok) throw new Error(`The chain's RPC answered HTTP ${response.status}`)
  const body = (await response.json()) as { result?: unknown; error?: { message?: unknown } }
  if (body.error) {
    throw new Error(
      typeof body.error.message === 'string' ? body.error.message : 'The RPC call failed',
    )
  }
  return body.result ?? null
}
