import {
  type GatewayClient,
  getBalancesQueryOptions,
  getSafeInfoQueryOptions,
} from '@assent/gateway-client'
import type { QueryClient } from '@tanstack/react-query'
import { chainListQueryOptions } from '../chains/useChains'
import { balancesParameters } from '../features/balances/hooks/useBalances'
import { parseSafeParam } from '../features/safe/parseSafeParam'
import { QUERY_CACHE_STORAGE_KEY } from '../kernel/config'
import { settingsStore } from '../kernel/settingsStore'

/**
 * The root route's loader: starts the gateway reads every page waits on, without holding the
 * page back. The chain list always — index.html preloads it (see vite.config.ts), so this picks
 * up the preloaded answer. On a first visit (nothing persisted yet) also — as soon as the chains
 * resolve `?safe=` — the Safe's info and its balances together: rendered, the app would ask for
 * them one after another (chains → Safe info → the page, whose balances the sidebar shows too).
 * The options are those useChains, useSafeInfo and useBalances use, so the pages find the
 * answers in the cache. A returning visit renders from the persisted cache and refreshes only
 * what is stale.
 */
export function prefetchGatewayReads(
  queryClient: QueryClient,
  client: GatewayClient,
  { safeParam, storage }: { safeParam: string | undefined; storage: Storage | undefined },
): void {
  // No abort signal in these reads: a remount must not cancel them (see shareInflightGets).
  const chains = queryClient.ensureQueryData(chainListQueryOptions(client))
  if (!safeParam || storage?.getItem(QUERY_CACHE_STORAGE_KEY)) {
    chains.catch(() => {}) // the page's own query reports it
    return
  }
  chains.then(
    (list) => {
      const param = parseSafeParam(safeParam, list)
      if (param.status !== 'ok') return
      const { chainId } = param.chain
      const { currency } = settingsStore.get()
      // prefetchQuery never rejects: a failure stays in the cache for the page to show.
      void queryClient.prefetchQuery(
        getSafeInfoQueryOptions(client, { chainId, address: param.address }),
      )
      void queryClient.prefetchQuery(
        getBalancesQueryOptions(client, balancesParameters(chainId, param.address, currency)),
      )
    },
    () => {},
  )
}
