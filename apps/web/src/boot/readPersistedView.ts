import {
  type BootChain,
  bootResources,
  type Check,
  sameQueryKey,
} from '@assent/gateway-client/resources'
import { QUERY_CACHE_BUSTER, QUERY_CACHE_STORAGE_KEY } from '../kernel/storageKeys'
import type { BootPage, BootView } from './bootHandoff'

const DAY_MS = 24 * 60 * 60 * 1000

type Wanted = {
  page: BootPage
  gatewayUrl: string
  /** The short name's chain, as the boot resolves it. */
  findChain: (chains: readonly BootChain[]) => BootChain | undefined
  address: string
  currency: string
  /** Asked only for the history (a page's first use of Intl costs ~12 ms). */
  timeZone: () => string
}

type StoredQuery = {
  queryKey?: unknown
  state?: { data?: unknown; status?: unknown; dataUpdatedAt?: unknown }
}

const { balances, chains, transactionHistory } = bootResources

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object'

/** An infinite query's pages as stored, checked as far as the boot renders: the first page. */
const checkFirstPage =
  <T>(check: Check<T>): Check<T> =>
  (value, path) => {
    if (!isRecord(value) || !Array.isArray(value.pages)) throw new Error(`${path} has no pages`)
    return check(value.pages[0], 'pages.0')
  }

/**
 * A returning visit: the page's rows from the full app's persisted query cache (app/queryClient.ts),
 * if it holds them — fresh enough for the persister to restore them (same buster, under 24 h) —
 * for the boot to show before its own reads come back. Anything in it is held to the same
 * checks as a gateway answer (localStorage is writable by anything on this origin); what does not
 * pass, or is not there, gives undefined, and the boot waits for the network as on a first visit.
 */
export function readPersistedView(
  storage: Storage | undefined,
  wanted: Wanted,
  now = Date.now(),
): BootView | undefined {
  try {
    const text = storage?.getItem(QUERY_CACHE_STORAGE_KEY)
    const stored: unknown = text ? JSON.parse(text) : undefined
    if (!isRecord(stored) || stored.buster !== QUERY_CACHE_BUSTER) return undefined
    if (!(typeof stored.timestamp === 'number' && now - stored.timestamp < DAY_MS)) return undefined
    const queries = isRecord(stored.clientState) ? stored.clientState.queries : undefined
    if (!Array.isArray(queries)) return undefined
    /** The data of the stored successful query under `key` (the full app's, from the registry). */
    const find = <T>(check: Check<T>, key: readonly unknown[]): T | undefined => {
      for (const query of queries as StoredQuery[]) {
        const state = query?.state
        if (state?.status !== 'success' || !sameQueryKey(query?.queryKey, key)) continue
        const at = state.dataUpdatedAt
        if (!(typeof at === 'number' && at > 0 && at <= now)) continue
        return check(state.data, '')
      }
      return undefined
    }
    const client = { baseUrl: wanted.gatewayUrl }
    const list = find(chains.boot.check, chains.key(client))
    const chain = list && wanted.findChain(list)
    if (!chain) return undefined
    const safe = { chainId: chain.chainId, address: wanted.address }
    if (wanted.page === 'balances') {
      // The parameters useBalances asks with (features/balances: the user's currency, no spam).
      const key = balances.key(client, { ...safe, currency: wanted.currency, excludeSpam: true })
      const data = find(balances.boot.check, key)
      return data && { page: 'balances', chain, balances: data }
    }
    // The history's unfiltered list, as useTransactionHistory asks for it.
    const key = transactionHistory.pagesKey(client, {
      ...safe,
      timezone: wanted.timeZone(),
      trusted: true,
    })
    const history = find(checkFirstPage(transactionHistory.boot.check), key)
    return history && { page: 'history', chain, history }
  } catch {
    return undefined // not JSON, or a stored entry failed its checks: the network will do
  }
}
