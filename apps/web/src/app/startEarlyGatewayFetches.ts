import {
  type ChainInfo,
  type GatewayClient,
  getBalances,
  getChains,
  getSafeInfo,
} from '@assent/gateway-client'
import type { QueryClient } from '@tanstack/react-query'
import { parseSafeParam } from '../features/safe/parseSafeParam'
import { QUERY_CACHE_STORAGE_KEY } from './config'
import { gatewayQueryKey } from './gatewayQueryKey'
import { settingsStore } from './settingsStore'

const MAX_CHAIN_PAGES = 20

/**
 * Starts, before React renders, the gateway reads every page waits on. The chain list always:
 * index.html preloads it (see vite.config.ts), so this picks up the preloaded answer. On a
 * first visit (nothing persisted yet) also — as soon as the chains resolve `?safe=` — the
 * Safe's info and its balances together: rendered, the app would ask for them one after
 * another (chains → Safe info → the page, whose balances the sidebar shows too). The keys and
 * requests are those of useChains, useSafeInfo and useBalances (the e2e loadRequests suite fails
 * if they drift and a URL is fetched twice). A returning visit renders from the persisted cache
 * and refreshes only what is stale.
 */
export function startEarlyGatewayFetches(
  queryClient: QueryClient,
  client: GatewayClient,
  { search, storage }: { search: string; storage: Storage | undefined },
): void {
  const chains = queryClient.fetchQuery({
    queryKey: gatewayQueryKey(client, 'chains', 'all'),
    queryFn: () => fetchAllChains(client),
  })
  const safeParam = new URLSearchParams(search).get('safe')
  if (!safeParam || storage?.getItem(QUERY_CACHE_STORAGE_KEY)) {
    chains.catch(() => {}) // the page's own query reports it
    return
  }
  chains.then(
    (list) => {
      const param = parseSafeParam(safeParam, list)
      if (param.status !== 'ok') return
      const chainId = param.chain.chainId
      const address = param.address
      const { currency } = settingsStore.get()
      // No abort signal: a remount must not cancel these (see shareInflightGets).
      queryClient
        .prefetchQuery({
          queryKey: gatewayQueryKey(client, 'safeInfo', chainId, address),
          queryFn: () => getSafeInfo(client, { chainId, address }),
        })
        .catch(() => {})
      queryClient
        .prefetchQuery({
          queryKey: gatewayQueryKey(client, 'balances', chainId, address, currency),
          queryFn: () => getBalances(client, { chainId, address, currency, excludeSpam: true }),
        })
        .catch(() => {})
    },
    () => {},
  )
}

/** Every page of /v1/chains, as useChains reads it. */
async function fetchAllChains(client: GatewayClient): Promise<ChainInfo[]> {
  const chains: ChainInfo[] = []
  let page = await getChains(client, {})
  chains.push(...page.results)
  for (let i = 1; page.next && i < MAX_CHAIN_PAGES; i++) {
    page = await getChains(client, { pageUrl: page.next })
    chains.push(...page.results)
  }
  return chains
}
