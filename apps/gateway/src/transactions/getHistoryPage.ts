import type {
  TransactionListItem,
  TransactionListPage,
  TransactionSummary,
} from '@assent/gateway-client'
import { and, eq, or, sql } from 'drizzle-orm'
import type { Address, Hex } from 'viem'
import type { ChainContext } from '../chain/createChainRegistry'
import { readSafeStateCached } from '../chain/readSafeStateCached'
import { safeHistoryCounts } from '../db/schema/historyCounts'
import { multisigTransactions } from '../db/schema/multisig'
import { safes } from '../db/schema/safes'
import { moduleTransactions, transfers } from '../db/schema/tokens'
import type { GatewayDeps } from '../deps'
import { type PageRequest, toPage } from '../http/paging'
import { buildHistoryPage } from '../shared/historyPage'
import { loadMappingContext } from './loadMappingContext'
import {
  type MappingContext,
  type ModuleTxRow,
  type MultisigTxRow,
  type SafeRow,
  type TransferRow,
  toCreationSummary,
  toModuleSummary,
  toMultisigSummary,
  toTransferSummary,
} from './summary'

/** One history entry with the stored row it is built from. */
type Entry = { timestamp: number } & (
  | { kind: 'multisig'; row: MultisigTxRow; confirmedBy: readonly Address[] }
  | { kind: 'module'; row: ModuleTxRow }
  | { kind: 'transfer'; row: TransferRow }
  | { kind: 'creation'; row: SafeRow }
)

/**
 * `transactions/history`: executed multisig txs, module txs and incoming transfers newest
 * first, the Safe's creation last, with DATE_LABELs per day of `timeZone`. Only the page (plus
 * the entry before it, for its date label) is loaded; the `count` is one row, kept by triggers
 * (`safe_history_counts`, migration 0011). Three statements: the counts with the creation, the
 * page's entries with their rows, the tokens they name (a fourth when the page has module txs).
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
  const [{ onChainCount, creation, window }, state] = await Promise.all([
    readEntries(deps.db, chain.chainId, address, windowStart, windowSize),
    readSafeStateCached(chain, address),
  ])
  const entries: Entry[] = [...window]
  // The creation is the very last entry: include it when the window reaches the end.
  if (creation && windowStart + windowSize > onChainCount && entries.length < windowSize) {
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
  return toPage(requestUrl, page, onChainCount + (creation ? 1 : 0), results)
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

/** Entries of each source in a Safe's history (`safe_history_counts`). */
type SourceCounts = Pick<
  typeof safeHistoryCounts.$inferSelect,
  'executedTxs' | 'moduleTxs' | 'incomingTransfers'
>

/** The Safe's counts and its creation (one statement), then the window, which needs them. */
async function readEntries(
  db: GatewayDeps['db'],
  chainId: number,
  safe: Address,
  start: number,
  size: number,
) {
  const [head] = await db
    .select({ counts: safeHistoryCounts, creation: safes })
    .from(sql`(select 1) as one`)
    .leftJoin(
      safeHistoryCounts,
      and(eq(safeHistoryCounts.chainId, chainId), eq(safeHistoryCounts.safe, safe)),
    )
    .leftJoin(safes, and(eq(safes.chainId, chainId), eq(safes.address, safe)))
  const counts: SourceCounts = head?.counts ?? {
    executedTxs: 0,
    moduleTxs: 0,
    incomingTransfers: 0,
  }
  const onChainCount = counts.executedTxs + counts.moduleTxs + counts.incomingTransfers
  const window = await readWindow(db, chainId, safe, { start, size, counts, total: onChainCount })
  return { onChainCount, creation: head?.creation ?? undefined, window }
}

/** Newest first (the page order), or oldest first (to read a window from the far end). */
const ORDERS = {
  newest: sql.raw('desc nulls last'),
  oldest: sql.raw('asc nulls first'),
}

/**
 * Entries `start … start + size` of the Safe's on-chain history (`total` entries), newest
 * first, each with its row (and a multisig tx's confirming owners). Each source the Safe has is
 * read in chain order through its own index (`*_history_idx`) and only as far as the window
 * reaches; the database merges them, keeps just the window (a deep page would otherwise ship
 * thousands of rows to Node) and joins the window's rows by key (module txs, which few Safes
 * have, are read apart). A window in the older half is read from the oldest end (the same
 * indexes walked backwards) and turned around, so the last page costs what the first does. A
 * log index is unique within a block, so (block, log index) orders every entry the same both
 * ways, and block timestamps only grow with the block number.
 */
async function readWindow(
  db: GatewayDeps['db'],
  chainId: number,
  safe: Address,
  p: { start: number; size: number; counts: SourceCounts; total: number },
): Promise<Entry[]> {
  const { start, total, counts } = p
  // Past the end by the count this page reports: nothing to read (nor thousands to walk).
  if (start >= total) return []
  const end = Math.min(start + p.size, total)
  const fromOldest = total - start < end
  const order = fromOldest ? ORDERS.oldest : ORDERS.newest
  // How far each source is read, and which of the merged entries are the window.
  const reach = fromOldest ? total - start : end
  const skip = fromOldest ? total - end : start
  // The order matches the indexes' (or its exact reverse), so the planner walks them instead of sorting.
  const sources = [
    counts.executedTxs > 0 &&
      sql`(select 'multisig' as kind, safe_tx_hash as hash, log_index as position,
          block_number as block, executed_at as timestamp
        from multisig_transactions
        where chain_id = ${chainId} and safe = ${safe} and tx_hash is not null
        order by block_number ${order}, log_index ${order} limit ${reach})`,
    counts.moduleTxs > 0 &&
      sql`(select 'module' as kind, tx_hash as hash, log_index as position,
          block_number as block, timestamp
        from module_transactions
        where chain_id = ${chainId} and safe = ${safe}
        order by block_number ${order}, log_index ${order} limit ${reach})`,
    counts.incomingTransfers > 0 &&
      sql`(select 'transfer' as kind, tx_hash as hash, log_index as position,
          block_number as block, timestamp
        from transfers
        where chain_id = ${chainId} and safe = ${safe} and direction = 'INCOMING'
        order by block_number ${order}, log_index ${order} limit ${reach})`,
  ].filter((source) => source !== false)
  const window = sql`(select kind, hash, position, block, timestamp
    from (${sql.join(sources, sql` union all `)}) entries
    order by block ${order}, position ${order}
    limit ${end - start} offset ${skip}) as w`
  const rows = await db
    .select({
      kind: sql<Entry['kind']>`w.kind`,
      hash: sql<Hex>`w.hash`,
      position: sql<number>`w.position`,
      timestamp: sql<number>`w.timestamp`.mapWith(Number),
      multisig: multisigTransactions,
      confirmedBy: sql<Address[] | null>`(select array_agg(c.owner) from multisig_confirmations c
        where c.chain_id = ${chainId} and c.safe_tx_hash = w.hash and w.kind = 'multisig')`,
      transfer: transfers,
    })
    .from(window)
    .leftJoin(
      multisigTransactions,
      and(
        sql`w.kind = 'multisig'`,
        eq(multisigTransactions.chainId, chainId),
        sql`${multisigTransactions.safeTxHash} = w.hash`,
      ),
    )
    .leftJoin(
      transfers,
      and(
        sql`w.kind = 'transfer'`,
        eq(transfers.chainId, chainId),
        eq(transfers.safe, safe),
        sql`(${transfers.txHash}, ${transfers.logIndex}) = (w.hash, w.position)`,
      ),
    )
    .orderBy(sql`w.block ${order}, w.position ${order}`)
  const moduleRows = await readModuleRows(
    db,
    chainId,
    rows.filter((r) => r.kind === 'module'),
  )
  const entries = rows.map((r): Entry => {
    const { timestamp } = r
    const module = r.kind === 'module' && moduleRows.get(`${r.hash}:${r.position}`)
    if (module) return { kind: 'module', timestamp, row: module }
    if (r.kind === 'multisig' && r.multisig) {
      return { kind: 'multisig', timestamp, row: r.multisig, confirmedBy: r.confirmedBy ?? [] }
    }
    if (r.kind === 'transfer' && r.transfer) return { kind: 'transfer', timestamp, row: r.transfer }
    throw new Error(`History entry of kind ${r.kind} without its row`)
  })
  return fromOldest ? entries.reverse() : entries
}

/** The module txs of the window, by `txHash:logIndex` (none read when it holds none). */
async function readModuleRows(
  db: GatewayDeps['db'],
  chainId: number,
  keys: { hash: Hex; position: number }[],
): Promise<Map<string, ModuleTxRow>> {
  if (keys.length === 0) return new Map()
  const rows = await db
    .select()
    .from(moduleTransactions)
    .where(
      and(
        eq(moduleTransactions.chainId, chainId),
        or(
          ...keys.map(
            (k) =>
              sql`(${moduleTransactions.txHash}, ${moduleTransactions.logIndex}) = (${k.hash}, ${k.position})`,
          ),
        ),
      ),
    )
  return new Map(rows.map((row) => [`${row.txHash}:${row.logIndex}`, row]))
}
