import { custom, type EIP1193Parameters, type EIP1193RequestFn, type Transport } from 'viem'
import { loadVerificationClient } from '../../features/verification-rpc/useVerificationClient'

/**
 * wagmi's transport for a chain: reads (receipts, gas, contract reads) go through the
 * verification RPC — the wallet's own provider on that chain or the user's pinned RPC — when
 * there is one, chosen at each request; only without one through `fallback`, the gateway's
 * rpcUri. Anything verified must use useVerificationClient instead, which never falls back.
 */
export function independentTransport(chainId: number, fallback: Transport): Transport {
  return (params) => {
    const gateway = fallback(params)
    return custom(
      {
        request: async (args: EIP1193Parameters) => {
          const { client } = await loadVerificationClient(String(chainId))
          // Forwards whatever wagmi asks: viem types the client's request() per known method,
          // so it is called through viem's untyped EIP-1193 request type.
          const untyped: { request: EIP1193RequestFn } | undefined = client
          return untyped ? untyped.request(args) : gateway.request(args)
        },
      },
      { key: 'independent', name: 'Verification RPC, else the gateway RPC', retryCount: 0 },
    )(params)
  }
}
