import { and, eq, or, type SQL, sql } from 'drizzle-orm'
import type { Address, Hex } from 'viem'
import type { Db } from '../db/openDatabase'
import { safeHistoryCounts } from '../db/schema/historyCounts'
import { multisigTransactions } from '../db/schema/multisig'
import { safes } from '../db/schema/safes'
import { moduleTransactions, transfers } from '../db/schema/tokens'
import type { ModuleTxRow, MultisigTxRow, SafeRow, TransferRow } from './summary'

/** One on-chain history entry with the stored row it is built from. */
export type HistoryEntry = { timestamp: number } & (
  | { kind: 'multisig'; row: MultisigTxRow; confirmedBy: readonly Address[] }
  | { kind: 'module'; row: ModuleTxRow }
  | { kind: 'transfer'; row: TransferRow }
)

/** What {@link readHistoryWindow} returns: one consistent read of the Safe's history. */
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

/**
 * Entries `start … start + size` of a Safe's on-chain history (executed multisig txs, module txs,
 * incoming transfers; newest first), how many there are and the Safe's creation row. The total
 * is one row of `safe_history_counts`, which triggers keep in every writing transaction
 * (migration 0011), not a count over the Safe's past. One read-only transaction at repeatable
 * read, so the total, the window and the rows belong to the same moment even while the indexer
 * writes; the window's position depends on the total (see {@link readEntries}).
 */
export async function readHistoryWindow(
  db: Db,
  p: { chainId: number; safe: Address; start: number; size: number },
): Promise<HistoryWindow> {
  return db.transaction(
    async (tx) => {
      const [head] = await tx
        .select({ counts: safeHistoryCounts, creation: safes })
        .from(sql`(select 1) as one`)
        .leftJoin(
          safeHistoryCounts,
          and(eq(safeHistoryCounts.chainId, p.chainId), eq(safeHistoryCounts.safe, p.safe)),
        )
        .leftJoin(safes, and(eq(safes.chainId, p.chainId), eq(safes.address, p.safe)))
      const counts = head?.counts ?? NO_ENTRIES
      const total = counts.executedTxs + counts.moduleTxs + counts.incomingTransfers
      const entries = await readEntries(tx, { ...p, counts, total })
      return { total, creation: head?.creation ?? undefined, entries }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}

/** Newest first (the page order), or oldest first (to read a window from the far end). */
const ORDERS = {
  newest: sql.raw('desc nulls last'),
  oldest: sql.raw('asc nulls first'),
}

/**
 * The window, each entry with its row (and a multisig tx's confirming owners). Each source the
 * Safe has is read in chain order through its own index (`*_history_idx`) and only as far as
 * the window reaches; the database merges them, keeps just the window (a deep page would
 * otherwise ship thousands of rows to Node) and joins the window's rows by key (module txs,
 * which few Safes have, are read apart). A window in the older half is read from the oldest end
 * (the same indexes walked backwards) and turned around, so the last page costs what the first
 * does. A log index is unique within a block (traced transfers get their own range), so
 * (block, log index) orders every entry the same both ways; block timestamps only grow with the
 * block number.
 */
async function readEntries(
  db: Db,
  p: {
    chainId: number
    safe: Address
    start: number
    size: number
    counts: SourceCounts
    total: number
  },
): Promise<HistoryEntry[]> {
  const { chainId, safe, start, total, counts } = p
  // Past the end: nothing to read (nor thousands of entries to walk).
  if (start >= total) return []
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
  const window = sql`(select kind, hash, position, block, timestamp
    from (${sql.join(sources, sql` union all `)}) entries
    order by block ${order}, position ${order}
    limit ${end - start} offset ${skip}) as w`
  const rows = await db
    .select({
      kind: sql<HistoryEntry['kind']>`w.kind`,
      hash: sql<Hex>`w.hash`,
      position: sql<number>`w.position`,
      // An execution without a time (never written so, but the column allows it) dates to 0.
      timestamp: sql<number>`coalesce(w.timestamp, 0)`.mapWith(Number),
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
  const entries = rows.map((r): HistoryEntry => {
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
  db: Db,
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
