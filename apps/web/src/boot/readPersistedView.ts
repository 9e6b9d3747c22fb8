import { QUERY_CACHE_BUSTER, QUERY_CACHE_STORAGE_KEY } from '../kernel/storageKeys'
import type { BootPage, BootView } from './bootHandoff'
import type { Check } from './checkJson'
import {
  type BootChain,
  checkBalances,
  checkChainList,
  checkTransactionPage,
} from './gatewayJsonChecks'

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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object'

/** Whether a stored key part holds exactly these fields (JSON has dropped undefined ones). */
const sameFields = (part: unknown, fields: Record<string, unknown>) =>
  isRecord(part) &&
  Object.keys(part).length === Object.keys(fields).length &&
  Object.entries(fields).every(([name, value]) => part[name] === value)

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
    /** The data of the stored successful query whose key after the base URL matches. */
    const find = <T>(check: Check<T>, match: (parts: unknown[]) => boolean): T | undefined => {
      for (const query of queries as StoredQuery[]) {
        const key = query?.queryKey
        const state = query?.state
        if (!Array.isArray(key) || key[0] !== 'gateway' || key[1] !== wanted.gatewayUrl) continue
        if (state?.status !== 'success' || !match(key.slice(2))) continue
        const at = state.dataUpdatedAt
        if (!(typeof at === 'number' && at > 0 && at <= now)) continue
        return check(state.data, '')
      }
      return undefined
    }
    const chains = find(checkChainList, ([kind, scope]) => kind === 'chains' && scope === 'all')
    const chain = chains && wanted.findChain(chains)
    if (!chain) return undefined
    const ofSafe = (kind: string, parts: unknown[]) =>
      parts[0] === kind &&
      parts[1] === chain.chainId &&
      typeof parts[2] === 'string' &&
      parts[2].toLowerCase() === wanted.address.toLowerCase() &&
      isRecord(parts[3])
    if (wanted.page === 'balances') {
      const balances = find(
        checkBalances,
        (parts) =>
          ofSafe('balances', parts) &&
          parts.length === 4 &&
          sameFields(parts[3], { currency: wanted.currency, excludeSpam: true }),
      )
      return balances && { page: 'balances', chain, balances }
    }
    const pages = find(
      (value, path) => {
        if (!isRecord(value) || !Array.isArray(value.pages)) throw new Error(`${path} has no pages`)
        return checkTransactionPage(value.pages[0], 'pages.0')
      },
      (parts) =>
        ofSafe('transactionHistory', parts) &&
        parts[4] === 'infinite' &&
        sameFields(parts[3], { timezone: wanted.timeZone(), trusted: true }),
    )
    return pages && { page: 'history', chain, history: pages }
  } catch {
    return undefined // not JSON, or a stored entry failed its checks: the network will do
  }
}
