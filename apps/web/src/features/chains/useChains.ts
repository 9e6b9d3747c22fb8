import { type ChainInfo, type GatewayClient, getChains } from '@assent/gateway-client'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useGateway } from '../../app/GatewayProvider'
import { gatewayQueryKey } from '../../app/gatewayQueryKey'
import { applyTrustedShortNames } from '../verification-rpc/trustedShortNames'

const MAX_PAGES = 20

/**
 * The key and the request of the chain list (all pages of /v1/chains), shared by useChains and
 * the reads started before React renders (app/startEarlyGatewayFetches).
 */
export function chainsQuery(client: GatewayClient) {
  return {
    queryKey: gatewayQueryKey(client, 'chains', 'all'),
    async fetch(signal?: AbortSignal): Promise<ChainInfo[]> {
      const chains: ChainInfo[] = []
      let page = await getChains(client, {}, { signal })
      chains.push(...page.results)
      for (let i = 1; page.next && i < MAX_PAGES; i++) {
        page = await getChains(client, { pageUrl: page.next }, { signal })
        chains.push(...page.results)
      }
      // Well-known chains keep their built-in short names, whatever the gateway says.
      return applyTrustedShortNames(chains)
    },
  }
}

/** Every chain the gateway serves (all pages of /v1/chains). Cached for the session. */
export function useChains(): UseQueryResult<ChainInfo[]> {
  const query = chainsQuery(useGateway())
  return useQuery({
    queryKey: query.queryKey,
    queryFn: ({ signal }) => query.fetch(signal),
    staleTime: 5 * 60_000,
  })
}

/** The gateway's chain with this id, once the list has loaded. */
export function useChain(chainId: string | undefined): ChainInfo | undefined {
  const { data } = useChains()
  return chainId ? data?.find((chain) => chain.chainId === chainId) : undefined
}
