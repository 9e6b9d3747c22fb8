import type { EIP1193RequestFn } from 'viem'
import { loadVerificationClient } from '../../verification-rpc/useVerificationClient'

/**
 * Where a call goes: a plain URL (as before), or a chain, whose verification RPC — the wallet's
 * own provider on that chain, else the user's pinned RPC — answers; `fallbackRpcUrl` (the
 * gateway's rpcUri) only when there is none. Checks that must not take the gateway's word
 * (EIP-1271 signature checks…) pass no fallback: they then fail instead.
 */
export type RpcTarget = string | { chainId: string; fallbackRpcUrl?: string }

/**
 * Sends one JSON-RPC request to the chain's node and returns its result. The host only calls
 * this for allowlisted methods (createAppHost checks the allowlist before any handler runs).
 * @example forwardRpcCall({ chainId: chain.chainId, fallbackRpcUrl: chain.rpcUri.value }, 'eth_call', params)
 * @throws Error with the node's error message, or the HTTP status; or, for a chain without a
 * verification RPC and no fallback, saying so.
 */
export async function forwardRpcCall(
  target: RpcTarget,
  method: string,
  params: readonly unknown[],
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<unknown> {
  if (typeof target !== 'string') {
    const { client } = await loadVerificationClient(target.chainId)
    if (client) {
      try {
        // viem types the client's request() per known method; an app may forward any
        // allowlisted one, so it is called through viem's untyped EIP-1193 request type.
        const untyped: { request: EIP1193RequestFn } = client
        return (await untyped.request({ method, params })) ?? null
      } catch (error) {
        throw new Error(rpcErrorMessage(error))
      }
    }
    if (!target.fallbackRpcUrl) {
      throw new Error(
        `No independent RPC for chain ${target.chainId}: connect a wallet on this network or pin an RPC in Settings → Verification RPC.`,
      )
    }
    return postRpc(target.fallbackRpcUrl, method, params, options)
  }
  return postRpc(target, method, params, options)
}

async function postRpc(
  rpcUrl: string,
  method: string,
  params: readonly unknown[],
  options: { fetch?: typeof fetch; timeoutMs?: number },
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

/** The node's own words from a viem error (its `details`), else its short message. */
function rpcErrorMessage(error: unknown): string {
  if (error && typeof error === 'object') {
    const { details, shortMessage, message } = error as Record<string, unknown>
    for (const text of [details, shortMessage, message]) {
      if (typeof text === 'string' && text) return text
    }
  }
  return 'The RPC call failed'
}
