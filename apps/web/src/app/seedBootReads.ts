import {
  type BootResourceName,
  type GatewayClient,
  gatewayResources,
  parseResourceData,
  type TaggedQueryKey,
} from '@assent/gateway-client'
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { BootAnswer, BootHandoff } from '../boot/bootHandoff'
import { bootUrls } from '../boot/startBootReads'
import { applyTrustedShortNames } from '../chains/trustedShortNames'
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object'

/**
 * Puts the gateway answers the boot already received (src/boot/) into the full app's query
 * cache under the keys its pages use — the chain list, the Safe's info, its balances or the
 * first page of its history — so the app renders the rows the boot shows at once, without
 * fetching them again. Each answer passes its resource's schema from the gateway-client's
 * registry, as a fresh response would (the boot's own checks cover only what it renders), and
 * is seeded only when the full app would have asked for exactly that URL (same Safe, currency,
 * time zone). Never overwrites an entry already in the cache; safe to call again as more
 * answers arrive.
 */
export function seedBootReads(
  queryClient: QueryClient,
  gateway: GatewayClient,
  handoff: BootHandoff,
): void {
  const base = gateway.baseUrl
  if (base !== handoff.gatewayUrl) return
  // The key's data tag keeps what is cached under it in step with what its page reads back.
  const put = <Data>(
    queryKey: TaggedQueryKey<QueryKey, Data>,
    data: NoInfer<Data>,
    answer: BootAnswer,
  ): boolean => {
    if (queryClient.getQueryData(queryKey) !== undefined) return false
    queryClient.setQueryData<Data>(queryKey, data, { updatedAt: answer.receivedAt })
    return true
  }
  /** The boot's answer for `name` if it read exactly `url`, checked with the resource's schema. */
  const checked = <Name extends Exclude<BootResourceName, 'chains'>>(name: Name, url: string) => {
    const answer = handoff.answers[name]
    if (!answer || !readUrl(answer, url)) return undefined
    const data = parseResourceData(name, answer.json)
    return data === undefined ? undefined : { data, answer }
  }

  // The boot read the first page of the chain list; the app caches every page's chains, so a
  // page that has a next one is not all of it.
  const chainsAnswer = handoff.answers.chains
  const chainPage = isRecord(chainsAnswer?.json) ? chainsAnswer.json : undefined
  if (!chainsAnswer || !chainPage || chainPage.next) return
  const listed = parseResourceData('chains', chainPage.results)
  if (!listed || !readUrl(chainsAnswer, bootUrls.chains(base))) return
  const chains = applyTrustedShortNames(listed)
  put(gatewayResources.chains.key(gateway), chains, chainsAnswer)

  const param = parseSafeParam(handoff.safeParam, chains)
  if (param.status !== 'ok') return
  const { chainId } = param.chain
  const { address } = param

  const safeInfo = checked('safeInfo', bootUrls.safeInfo(base, chainId, address))
  if (safeInfo) {
    put(
      gatewayResources.safeInfo.key(gateway, { chainId, address }),
      safeInfo.data,
      safeInfo.answer,
    )
  }

  const { currency } = settingsStore.get()
  const balances = checked('balances', bootUrls.balances(base, chainId, address, currency))
  if (balances) {
    const queryKey = gatewayResources.balances.key(
      gateway,
      balancesParameters(chainId, address, currency),
    )
    put(queryKey, balances.data, balances.answer)
  }

  const timeZone = userTimeZone()
  const history = checked('transactionHistory', bootUrls.history(base, chainId, address, timeZone))
  if (history) {
    const { queryKey, initialPageParam } = historyListQueryOptions(gateway, {
      chainId,
      address,
      filter: NO_FILTER,
      timeZone,
    })
    const seeded = put(
      queryKey,
      { pages: [history.data], pageParams: [initialPageParam] },
      history.answer,
    )
    // The boot reads the Safe's info after the list (and the app, if the boot's came too late,
    // after that), so an execution indexed in between is in the info's txHistoryTag — the
    // baseline the live pages compare against — but not in these rows, which would then never
    // be refreshed. The page shows them and refetches them once.
    if (seeded) void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' })
  }
}
