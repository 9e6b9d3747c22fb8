import type {
  TransactionListItem,
  TransactionListPage,
  TransactionSummary,
} from '@assent/gateway-client'
import type { Address } from 'viem'
import type { ChainContext } from '../chain/createChainRegistry'
import { readSafeStateCached } from '../chain/readSafeStateCached'
import type { GatewayDeps } from '../deps'
import { type PageRequest, toPage } from '../http/paging'
import { buildHistoryPage } from '../wire/historyPage'
import { loadMappingContext } from './loadMappingContext'
import { type HistoryEntry, readHistoryWindow } from './readHistoryWindow'
import {
  type MappingContext,
  type SafeRow,
  toCreationSummary,
  toModuleSummary,
  toMultisigSummary,
  toTransferSummary,
} from './summary'

/** A history entry: one read from the chain's tables, or the Safe's creation (always last). */
type Entry = HistoryEntry | { kind: 'creation'; row: SafeRow; timestamp: number }

/**
 * `transactions/history`: executed multisig txs, module txs and incoming transfers newest
 * first, the Safe's creation last, with DATE_LABELs per day of `timeZone`. Only the page (plus
 * the entry before it, for its date label) is loaded, in one transaction of two statements (a
 * third when the page has module txs; readHistoryWindow.ts), then the tokens it names.
 */
export async function getHistoryPage(
  deps: GatewayDeps,
  chain: ChainContext,
  address: Address,
  page: PageRequest,
  timeZone: string,
  requestUrl: string,
): Promise<TransactionListPage> {
  const windowStart = Math.max(0, page.offset - 1)
  const windowSize = page.limit + (page.offset - windowStart)
  const [{ total, creation, entries: window }, state] = await Promise.all([
    readHistoryWindow(deps.db, {
      chainId: chain.chainId,
      safe: address,
      start: windowStart,
      size: windowSize,
    }),
    readSafeStateCached(chain, address),
  ])
  const entries: Entry[] = [...window]
  // The creation is the very last entry: include it when the window reaches the end.
  if (creation && windowStart + windowSize > total && entries.length < windowSize) {
    entries.push({ kind: 'creation', row: creation, timestamp: creation.createdAt ?? 0 })
  }
  const items = buildHistoryPage(entries, timeZone, page.offset - windowStart, page.limit)
  const onPage = items.flatMap((i) => (i.type === 'TRANSACTION' ? [i.transaction] : []))
  const ctx = await loadMappingContext(deps, chain, state, onPage.flatMap(namedAddresses))
  const results: TransactionListItem[] = items.map((item) =>
    item.type === 'DATE_LABEL'
      ? item
      : {
          type: 'TRANSACTION',
          conflictType: 'None',
          transaction: toSummary(item.transaction, ctx),
        },
  )
  return toPage(requestUrl, page, total + (creation ? 1 : 0), results)
}

/** Addresses whose token metadata an entry's summary may show. */
function namedAddresses(entry: Entry): (Address | null)[] {
  switch (entry.kind) {
    case 'multisig':
      return [entry.row.to, entry.row.gasToken]
    case 'module':
      return [entry.row.to]
    case 'transfer':
      return [entry.row.tokenAddress]
    case 'creation':
      return []
  }
}

function toSummary(entry: Entry, ctx: MappingContext): TransactionSummary {
  switch (entry.kind) {
    case 'multisig':
      return toMultisigSummary(
        entry.row,
        entry.confirmedBy.map((owner) => ({ owner })),
        ctx,
      )
    case 'module':
      return toModuleSummary(entry.row, ctx)
    case 'transfer':
      return toTransferSummary(entry.row, ctx)
    case 'creation':
      return toCreationSummary(entry.row, ctx)
  }
}
