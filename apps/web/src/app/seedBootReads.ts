import {
  type ChainListResponse,
  chainPageSchema,
  type GatewayClient,
  getBalancesQueryOptions,
  getSafeInfoQueryOptions,
  type SafeBalanceResponse,
  type SafeInfo,
  safeBalanceResponseSchema,
  safeInfoSchema,
  type TransactionListPage,
  transactionListPageSchema,
} from '@assent/gateway-client'
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { z } from 'zod'
import type { BootAnswer, BootHandoff } from '../boot/bootHandoff'
import { bootUrls } from '../boot/startBootReads'
import { applyTrustedShortNames } from '../chains/trustedShortNames'
import { chainListQueryOptions } from '../chains/useChains'
import { balancesParameters } from '../features/balances/hooks/useBalances'
import { parseSafeParam } from '../features/safe/parseSafeParam'
import { NO_FILTER } from '../features/transactions/history/historyFilters'
import { userTimeZone } from '../features/transactions/history/historyTimeZone'
import { historyListQueryOptions } from '../features/transactions/history/useTransactionHistory'
import { settingsStore } from '../kernel/settingsStore'

/**
 * Whether the boot read `url`: the boot keeps the Safe address as the URL writes it (it cannot
 * check a checksum), and addresses are case-insensitive; everything else is built alike.
 */
const readUrl = (answer: BootAnswer, url: string) => answer.url.toLowerCase() === url.toLowerCase()

/** The answer's JSON checked with the gateway-client's schema, or undefined if it fails. */
function parsed<T>(schema: z.ZodType, answer: BootAnswer | undefined): T | undefined {
  if (!answer) return undefined
  const result = schema.safeParse(answer.json)
  // The schemas mirror the wire types (as the gateway-client's parseWith casts too).
  return result.success ? (result.data as T) : undefined
}

/**
 * Puts the gateway answers the boot already received (src/boot/) into the full app's query
 * cache under the keys its pages use — the chain list, the Safe's info, its balances or the
 * first page of its history — so the app renders the rows the boot shows at once, without
 * fetching them again. Each answer passes the same gateway-client schema as a fresh response
 * (the boot's own checks cover only what it renders), and is seeded only when the full app
 * would have asked for exactly that URL (same Safe, currency, time zone). Never overwrites an
 * entry already in the cache; safe to call again as more answers arrive.
 */
export function seedBootReads(
  queryClient: QueryClient,
  gateway: GatewayClient,
  handoff: BootHandoff,
): void {
  const base = gateway.baseUrl
  if (base !== handoff.gatewayUrl) return
  const put = (queryKey: QueryKey, data: unknown, answer: BootAnswer): boolean => {
    if (queryClient.getQueryData(queryKey) !== undefined) return false
    queryClient.setQueryData(queryKey, data, { updatedAt: answer.receivedAt })
    return true
  }

  const chainsAnswer = handoff.answers.chains
  const chainPage = parsed<ChainListResponse>(chainPageSchema, chainsAnswer)
  // The app's chain list is every page; a first page that has a next one is not all of it.
  if (!chainsAnswer || !chainPage || chainPage.next) return
  const options = chainListQueryOptions(gateway)
  if (!readUrl(chainsAnswer, bootUrls.chains(base))) return
  const chains = applyTrustedShortNames(chainPage.results)
  put(options.queryKey, chains, chainsAnswer)

  const param = parseSafeParam(handoff.safeParam, chains)
  if (param.status !== 'ok') return
  const { chainId } = param.chain
  const { address } = param

  const safeInfoAnswer = handoff.answers.safeInfo
  const safeInfo = parsed<SafeInfo>(safeInfoSchema, safeInfoAnswer)
  if (
    safeInfoAnswer &&
    safeInfo &&
    readUrl(safeInfoAnswer, bootUrls.safeInfo(base, chainId, address))
  ) {
    put(getSafeInfoQueryOptions(gateway, { chainId, address }).queryKey, safeInfo, safeInfoAnswer)
  }

  const { currency } = settingsStore.get()
  const balancesAnswer = handoff.answers.balances
  const balances = parsed<SafeBalanceResponse>(safeBalanceResponseSchema, balancesAnswer)
  if (
    balancesAnswer &&
    balances &&
    readUrl(balancesAnswer, bootUrls.balances(base, chainId, address, currency))
  ) {
    const { queryKey } = getBalancesQueryOptions(
      gateway,
      balancesParameters(chainId, address, currency),
    )
    put(queryKey, balances, balancesAnswer)
  }

  const timeZone = userTimeZone()
  const historyAnswer = handoff.answers.history
  const history = parsed<TransactionListPage>(transactionListPageSchema, historyAnswer)
  if (
    historyAnswer &&
    history &&
    readUrl(historyAnswer, bootUrls.history(base, chainId, address, timeZone))
  ) {
    const { queryKey, initialPageParam } = historyListQueryOptions(gateway, {
      chainId,
      address,
      filter: NO_FILTER,
      timeZone,
    })
    const seeded = put(
      queryKey,
      { pages: [history], pageParams: [initialPageParam] },
      historyAnswer,
    )
    // The boot reads the Safe's info after the list (and the app, if the boot's came too late,
    // after that), so an execution indexed in between is in the info's txHistoryTag — the
    // baseline the live pages compare against — but not in these rows, which would then never
    // be refreshed. The page shows them and refetches them once.
    if (seeded) void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' })
  }
}
