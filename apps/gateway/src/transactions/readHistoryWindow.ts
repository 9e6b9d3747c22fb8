import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm'
import type { Address } from 'viem'
import type { Db } from '../db/openDatabase'
import { safeHistoryCounts } from '../db/schema/historyCounts'
import { multisigTransactions } from '../db/schema/multisig'
import { safes } from '../db/schema/safes'
import { moduleTransactions, transfers } from '../db/schema/tokens'
import type { ModuleTxRow, MultisigSummaryRow, SafeRow, TransferRow } from './summary'

/** One on-chain history entry with the stored row it is built from. */
export type HistoryEntry = { timestamp: number } & (
  | { kind: 'multisig'; row: MultisigSummaryRow; confirmedBy: readonly Address[] }
  | { kind: 'module'; row: ModuleTxRow }
  | { kind: 'transfer'; row: TransferRow }
)

/** What {@link readHistoryWindow} returns. */
export type HistoryWindow = {
  /** On-chain entries of the Safe's history (its creation not included). */
  total: number
  creation: SafeRow | undefined
  /** Entries `start … start + size` (fewer at the end), newest first. */
  entries: HistoryEntry[]
}

/** Entries of each source in a Safe's history (`safe_history_counts`). */
type SourceCounts = Pick<
  typeof safeHistoryCounts.$inferSelect,
  'executedTxs' | 'moduleTxs' | 'incomingTransfers'
>

const NO_ENTRIES: SourceCounts = { executedTxs: 0, moduleTxs: 0, incomingTransfers: 0 }

const sameCounts = (a: SourceCounts, b: SourceCounts) =>
  a.executedTxs === b.executedTxs &&
  a.moduleTxs === b.moduleTxs &&
  a.incomingTransfers === b.incomingTransfers

/**
 * Entries `start … start + size` of a Safe's on-chain history (executed multisig txs, module txs,
 * incoming transfers; newest first), how many there are and the Safe's creation row. The counts
 * are one row of `safe_history_counts`, which triggers keep in every writing transaction
 * (migration 0011), not a count over the Safe's past. Two statements: the counts with the
 * creation, then the window, placed by those counts (see {@link readWindow}). The window's
 * statement reads the counts again: equal, the entries and the total belong to one moment. When
 * a write came in between, both are read again in one repeatable-read transaction (rare, so
 * the usual page does without a transaction's extra round trips).
 */
export async function readHistoryWindow(
  db: Db,
  p: { chainId: number; safe: Address; start: number; size: number },
): Promise<HistoryWindow> {
  const head = await readHead(db, p)
  const read = await readWindow(db, { ...p, counts: head.counts })
  if (sameCounts(read.counts, head.counts)) return toWindow(head, read.entries)
  return db.transaction(
    async (tx) => {
      const again = await readHead(tx, p)
      return toWindow(again, (await readWindow(tx, { ...p, counts: again.counts })).entries)
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}

/** The Safe's history counts and its creation row, in one statement. */
async function readHead(
  db: Db,
  p: { chainId: number; safe: Address },
): Promise<{ counts: SourceCounts; creation: SafeRow | undefined }> {
  const [head] = await db
    .select({ counts: safeHistoryCounts, creation: safes })
    .from(sql`(select 1) as one`)
    .leftJoin(
      safeHistoryCounts,
      and(eq(safeHistoryCounts.chainId, p.chainId), eq(safeHistoryCounts.safe, p.safe)),
    )
    .leftJoin(safes, and(eq(safes.chainId, p.chainId), eq(safes.address, p.safe)))
  return { counts: head?.counts ?? NO_ENTRIES, creation: head?.creation ?? undefined }
}

function toWindow(
  head: { counts: SourceCounts; creation: SafeRow | undefined },
  entries: HistoryEntry[],
): HistoryWindow {
  const { counts } = head
  const total = counts.executedTxs + counts.moduleTxs + counts.incomingTransfers
  return { total, creation: head.creation, entries }
}

/**
 * What a summary never reads of a multisig tx, left out of a page's rows: PGlite turns every
 * column of every row into JavaScript, and the executed signatures are the longest of them.
 */
const {
  chainId: _chainId,
  safeTxGas: _safeTxGas,
  proposer: _proposer,
  proposedByDelegate: _proposedByDelegate,
  confirmedAt: _confirmedAt,
  blockNumber: _blockNumber,
  logIndex: _logIndex,
  executor: _executor,
  executedSignatures: _executedSignatures,
  ...multisigSummaryColumns
} = getTableColumns(multisigTransactions)

/** Newest first (the page order), or oldest first (to read a window from the far end). */
const ORDERS = {
  newest: sql.raw('desc nulls last'),
  oldest: sql.raw('asc nulls first'),
}

/**
 * The window placed by `counts`, each entry with its row (and a multisig tx's confirming
 * owners), and the counts as this statement sees them. Each source the Safe has is read in chain
 * order through its own index (`*_history_idx`) and only as far as the window reaches; the
 * database merges them, keeps just the window (a deep page would otherwise ship thousands of
 * rows to Node) and joins the window's rows by key. A window in the older half is read from the
 * oldest end (the same indexes walked backwards) and turned around, so the last page costs what
 * the first does. A log index is unique within a block (traced transfers get their own range),
 * so (block, log index) orders every entry the same both ways; block timestamps only grow with
 * the block number.
 */
async function readWindow(
  db: Db,
  p: { chainId: number; safe: Address; start: number; size: number; counts: SourceCounts },
): Promise<{ counts: SourceCounts; entries: HistoryEntry[] }> {
  const { chainId, safe, start, counts } = p
  const total = counts.executedTxs + counts.moduleTxs + counts.incomingTransfers
  const end = Math.min(start + p.size, total)
  const fromOldest = total - start < end
  const order = fromOldest ? ORDERS.oldest : ORDERS.newest
  // How far each source is read, and which of the merged entries are the window.
  const reach = fromOldest ? total - start : end
  const skip = fromOldest ? total - end : start
  // Each order is its index's (or the exact reverse), so the planner walks it instead of sorting.
  const sources: SQL[] = []
  if (counts.executedTxs > 0) {
    sources.push(sql`(select 'multisig' as kind, safe_tx_hash as hash, log_index as position,
        block_number as block, executed_at as timestamp
      from multisig_transactions
      where chain_id = ${chainId} and safe = ${safe} and tx_hash is not null
      order by block_number ${order}, log_index ${order} limit ${reach})`)
  }
  if (counts.moduleTxs > 0) {
    sources.push(sql`(select 'module' as kind, tx_hash as hash, log_index as position,
        block_number as block, timestamp
      from module_transactions
      where chain_id = ${chainId} and safe = ${safe}
      order by block_number ${order}, log_index ${order} limit ${reach})`)
  }
  if (counts.incomingTransfers > 0) {
    sources.push(sql`(select 'transfer' as kind, tx_hash as hash, log_index as position,
        block_number as block, timestamp
      from transfers
      where chain_id = ${chainId} and safe = ${safe} and direction = 'INCOMING'
      order by block_number ${order}, log_index ${order} limit ${reach})`)
  }
  // Past the end (or nothing at all): no entry is read, the counts still are.
  const window =
    start < total && sources.length > 0
      ? sql`(select kind, hash, position, block, timestamp
          from (${sql.join(sources, sql` union all `)}) entries
          order by block ${order}, position ${order}
          limit ${end - start} offset ${skip}) as w`
      : sql`(select null::text as kind, null::text as hash, null::int as position,
          null::bigint as block, null::bigint as timestamp where false) as w`
  // One row for the counts even when the window is empty, one per entry otherwise.
  const rows = await db
    .select({
      counts: {
        executedTxs: safeHistoryCounts.executedTxs,
        moduleTxs: safeHistoryCounts.moduleTxs,
        incomingTransfers: safeHistoryCounts.incomingTransfers,
      },
      kind: sql<HistoryEntry['kind'] | null>`w.kind`,
      // An execution without a time (never written so, but the column allows it) dates to 0.
      timestamp: sql<number>`coalesce(w.timestamp, 0)`.mapWith(Number),
      multisig: multisigSummaryColumns,
      confirmedBy: sql<Address[] | null>`(select array_agg(c.owner) from multisig_confirmations c
        where c.chain_id = ${chainId} and c.safe_tx_hash = w.hash and w.kind = 'multisig')`,
      module: moduleTransactions,
      transfer: transfers,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(
      safeHistoryCounts,
      and(eq(safeHistoryCounts.chainId, chainId), eq(safeHistoryCounts.safe, safe)),
    )
    .leftJoin(window, sql`true`)
    .leftJoin(
      multisigTransactions,
      and(
        sql`w.kind = 'multisig'`,
        eq(multisigTransactions.chainId, chainId),
        sql`${multisigTransactions.safeTxHash} = w.hash`,
      ),
    )
    .leftJoin(
      moduleTransactions,
      and(
        sql`w.kind = 'module'`,
        eq(moduleTransactions.chainId, chainId),
        sql`(${moduleTransactions.txHash}, ${moduleTransactions.logIndex}) = (w.hash, w.position)`,
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
  const entries = rows.flatMap((r): HistoryEntry[] => {
    const { timestamp } = r
    if (r.kind === null) return []
    if (r.kind === 'multisig' && r.multisig) {
      return [{ kind: 'multisig', timestamp, row: r.multisig, confirmedBy: r.confirmedBy ?? [] }]
    }
    if (r.kind === 'module' && r.module) return [{ kind: 'module', timestamp, row: r.module }]
    if (r.kind === 'transfer' && r.transfer) {
      return [{ kind: 'transfer', timestamp, row: r.transfer }]
    }
    throw new Error(`History entry of kind ${r.kind} without its row`)
  })
  return {
    // No counter row yet (a Safe without entries): zero of each.
    counts: {
      executedTxs: rows[0]?.counts?.executedTxs ?? 0,
      moduleTxs: rows[0]?.counts?.moduleTxs ?? 0,
      incomingTransfers: rows[0]?.counts?.incomingTransfers ?? 0,
    },
    entries: fromOldest ? entries.reverse() : entries,
  }
}
