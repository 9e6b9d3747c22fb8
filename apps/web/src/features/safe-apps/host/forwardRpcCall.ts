import type { ChainInfo } from '@assent/gateway-client'
import type { EIP1193RequestFn } from 'viem'
import {
  loadChainReadClient,
  loadVerificationClient,
} from '../../../verification-rpc/useVerificationClient'

/**
 * Which chain a call goes to, and what for. With `chain` (or `publicUrls`) it is a plain read
 * (a Safe App's `rpcCall`): by the app's RPC policy the wallet's own provider on that chain,
 * else the user's pinned RPC, else the chain's public RPCs with fallback (a keyed URL only with
 * the build's key). With neither it is a check that must not take the gateway's word (EIP-1271
 * signature checks…): only the wallet's provider or the pinned RPC, else it fails.
 */
export type RpcTarget = {
  chainId: string
  chain?: Pick<ChainInfo, 'rpcUri' | 'publicRpcUri'>
  publicUrls?: readonly string[]
}

/**
 * Sends one JSON-RPC request to the chain's node and returns its result. The host only calls
 * this for allowlisted methods (createAppHost checks the allowlist before any handler runs).
 * @example forwardRpcCall({ chainId: chain.chainId, chain }, 'eth_call', params)
 * @throws Error with the node's error message; or, when no RPC may answer, saying so.
 */
export async function forwardRpcCall(
  target: RpcTarget,
  method: string,
  params: readonly unknown[],
): Promise<unknown> {
  const read = target.chain !== undefined || target.publicUrls !== undefined
  const { client } = read
    ? await loadChainReadClient(target.chainId, target)
    : await loadVerificationClient(target.chainId)
  if (!client) {
    throw new Error(
      read
        ? `No RPC for chain ${target.chainId}: connect a wallet on this network or set an RPC in Settings → Verification RPC.`
        : `No independent RPC for chain ${target.chainId}: connect a wallet on this network or pin an RPC in Settings → Verification RPC.`,
    )
  }
  try {
    // viem types the client's request() per known method; an app may forward any allowlisted
    // one, so it is called through viem's untyped EIP-1193 request type.
    const untyped: { request: EIP1193RequestFn } = client
    return (await untyped.request({ method, params })) ?? null
  } catch (error) {
    throw new Error(rpcErrorMessage(error))
  }
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
