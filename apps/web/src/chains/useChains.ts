import {
  type ChainInfo,
  type GatewayClient,
  getAllChainsQueryOptions,
} from '@assent/gateway-client'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useGateway } from '../kernel/GatewayProvider'
import { applyTrustedShortNames } from './trustedShortNames'

/**
 * Every chain of the gateway (all pages), as cached: well-known chains keep their built-in
 * short names, whatever the gateway says. Shared by useChains and the root route's prefetch.
 */
export function chainListQueryOptions(client: GatewayClient) {
  const options = getAllChainsQueryOptions(client)
  return {
    ...options,
    queryFn: async (context: { signal?: AbortSignal }): Promise<ChainInfo[]> =>
      applyTrustedShortNames(await options.queryFn(context)),
  }
}

/** Every chain the gateway serves (all pages of /v1/chains). Cached for the session. */
export function useChains(): UseQueryResult<ChainInfo[]> {
  return useQuery({ ...chainListQueryOptions(useGateway()), staleTime: 5 * 60_000 })
}

/** The gateway's chain with this id, once the list has loaded. */
export function useChain(chainId: string | undefined): ChainInfo | undefined {
  const { data } = useChains()
  return chainId ? data?.find((chain) => chain.chainId === chainId) : undefined
}
