import { type ChainInfo, getOwnedSafesQueryOptions } from '@assent/gateway-client'
import { useQueries } from '@tanstack/react-query'
import { useGateway } from '../../../kernel/GatewayProvider'

export type OwnedSafesResult = {
  safes: { chain: ChainInfo; address: string }[]
  isPending: boolean
  errors: { chain: ChainInfo; error: Error }[]
}

/** Safes `owner` owns on every chain the gateway serves (one request per chain). */
export function useOwnedSafes(
  chains: readonly ChainInfo[],
  owner: string | undefined,
): OwnedSafesResult {
  const client = useGateway()
  return useQueries({
    queries: chains.map((chain) => ({
      ...getOwnedSafesQueryOptions(client, { chainId: chain.chainId, ownerAddress: owner ?? '' }),
      enabled: Boolean(owner),
      staleTime: 30_000,
    })),
    combine: (results) => ({
      safes: results.flatMap((result, index) => {
        const chain = chains[index]
        return chain && result.data ? result.data.safes.map((address) => ({ chain, address })) : []
      }),
      isPending: Boolean(owner) && results.some((result) => result.isPending),
      errors: results.flatMap((result, index) => {
        const chain = chains[index]
        return chain && result.error ? [{ chain, error: result.error }] : []
      }),
    }),
  })
}
