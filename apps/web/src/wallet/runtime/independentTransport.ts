import {
  type Chain,
  custom,
  type EIP1193Parameters,
  type EIP1193RequestFn,
  type Transport,
} from 'viem'
import { loadChainReadClient } from '../../verification-rpc/useVerificationClient'

/**
 * wagmi's transport for a chain, by the app's RPC policy (chooseChainRpc), chosen at each
 * request: the wallet's own provider on that chain, else the user's pinned RPC, else
 * `publicUrls` (the chain's public RPCs, a keyed one only with the build's key) with fallback
 * between them. Anything verified must use useVerificationClient instead, which never reads
 * through the public URLs the gateway names.
 * @throws when the chain has no RPC at all.
 */
export function independentTransport(chainId: number, publicUrls: readonly string[]): Transport {
  return (params) =>
    custom(
      {
        request: async (args: EIP1193Parameters) => {
          const { client } = await loadChainReadClient(String(chainId), { publicUrls })
          if (!client) throw new Error(`No RPC for chain ${chainId}`)
          // Forwards whatever wagmi asks: viem types the client's request() per known method,
          // so it is called through viem's untyped EIP-1193 request type.
          const untyped: { request: EIP1193RequestFn } = client
          return untyped.request(args)
        },
      },
      { key: 'independent', name: 'Wallet, pinned, else public RPC', retryCount: 0 },
    )(params)
}

/** {@link independentTransport} for each chain, by chain id (its config's URLs as public). */
export function independentTransports(chains: readonly Chain[]): Record<number, Transport> {
  return Object.fromEntries(
    chains.map((chain) => [chain.id, independentTransport(chain.id, chain.rpcUrls.default.http)]),
  )
}
