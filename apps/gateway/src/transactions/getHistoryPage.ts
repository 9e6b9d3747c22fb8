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
import { mappingContextOf } from './loadMappingContext'
import { type HistoryEntry, readHistoryWindow } from './readHistoryWindow'
import {
  type CreationRow,
  type MappingContext,
  toCreationSummary,
  toModuleSummary,
  toMultisigSummary,
  toTransferSummary,
} from './summary'

/** A history entry: one read from the chain's tables, or the Safe's creation (always last). */
type Entry = HistoryEntry | { kind: 'creation'; row: CreationRow; timestamp: number }

/**
 * `transactions/history`: executed multisig txs, module txs and incoming transfers newest
 * first, the Safe's creation last, with DATE_LABELs per day of `timeZone`. Only the page (plus
 * the entry before it, for its date label) is loaded, in one statement however deep the page,
 * with the tokens the entries name (readHistoryWindow.ts).
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
  const [{ total, creation, entries: window, tokens }, state] = await Promise.all([
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
  const ctx = mappingContextOf(chain, state, tokens)
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
