import { type ChainInfo, getSafeInfoQueryOptions, type SafeInfo } from '@assent/gateway-client'
import { useQueries } from '@tanstack/react-query'
import { useGateway } from '../../../kernel/GatewayProvider'

export type SafeOnEachChain = { chain: ChainInfo; info: SafeInfo | undefined; isPending: boolean }[]

/** The Safe at `address` on each of `chains` (info undefined where the gateway has none). */
export function useSafeAcrossChains(
  chains: readonly ChainInfo[],
  address: string | undefined,
): SafeOnEachChain {
  const client = useGateway()
  return useQueries({
    queries: chains.map((chain) => ({
      ...getSafeInfoQueryOptions(client, { chainId: chain.chainId, address: address ?? '' }),
      enabled: Boolean(address),
      staleTime: 30_000,
      // A 404 is the answer "not on this chain", not a failure to retry.
      retry: false,
    })),
    combine: (results) =>
      results.flatMap((result, index) => {
        const chain = chains[index]
        return chain ? [{ chain, info: result.data, isPending: result.isPending }] : []
      }),
  })
}
