import { custom, type Transport } from 'viem'
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
        request: async (args) => {
          const { client } = await loadVerificationClient(String(chainId))
          // Forwards whatever wagmi asks, untyped: viem types request() per method.
          return client ? client.request(args as never) : gateway.request(args)
        },
      },
      { key: 'independent', name: 'Verification RPC, else the gateway RPC', retryCount: 0 },
    )(params)
  }
}
