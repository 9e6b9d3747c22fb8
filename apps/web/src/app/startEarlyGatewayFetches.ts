import type { GatewayClient } from '@assent/gateway-client'
import type { QueryClient } from '@tanstack/react-query'
import { balancesQuery } from '../features/balances/hooks/useBalances'
import { chainsQuery } from '../features/chains/useChains'
import { safeInfoQuery } from '../features/safe/hooks/useSafeInfo'
import { parseSafeParam } from '../features/safe/parseSafeParam'
import { QUERY_CACHE_STORAGE_KEY } from './config'
import { settingsStore } from './settingsStore'

/**
 * Starts, before React renders, the gateway reads every page waits on. The chain list always:
 * index.html preloads it (see vite.config.ts), so this picks up the preloaded answer. On a
 * first visit (nothing persisted yet) also — as soon as the chains resolve `?safe=` — the
 * Safe's info and its balances together: rendered, the app would ask for them one after
 * another (chains → Safe info → the page, whose balances the sidebar shows too). The keys and
 * requests are those useChains, useSafeInfo and useBalances use (their `*Query` builders). A
 * returning visit renders from the persisted cache
 * and refreshes only what is stale.
 */
export function startEarlyGatewayFetches(
  queryClient: QueryClient,
  client: GatewayClient,
  { search, storage }: { search: string; storage: Storage | undefined },
): void {
  // No abort signal in these reads: a remount must not cancel them (see shareInflightGets).
  const chainList = chainsQuery(client)
  const chains = queryClient.fetchQuery({
    queryKey: chainList.queryKey,
    queryFn: () => chainList.fetch(),
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
      // prefetchQuery never rejects: a failure stays in the cache for the page to show.
      const info = safeInfoQuery(client, chainId, address)
      void queryClient.prefetchQuery({ queryKey: info.queryKey, queryFn: () => info.fetch() })
      const balances = balancesQuery(client, chainId, address, currency)
      void queryClient.prefetchQuery({
        queryKey: balances.queryKey,
        queryFn: () => balances.fetch(),
      })
    },
    () => {},
  )
}
