import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm'
import type { Address } from 'viem'
import type { Db } from '../db/openDatabase'
import { safeHistoryCounts } from '../db/schema/historyCounts'
import { multisigTransactions } from '../db/schema/multisig'
import { safes } from '../db/schema/safes'
import { moduleTransactions, tokens, transfers } from '../db/schema/tokens'
import type { CreationRow, ModuleTxRow, MultisigSummaryRow, TransferRow } from './summary'
import type { TokenMeta } from './txInfo'

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
  creation: CreationRow | undefined
  /** Entries `start … start + size` (fewer at the end), newest first. */
  entries: HistoryEntry[]
  /** Metadata of the tokens the entries name (tx targets, gas tokens, transfer tokens). */
  tokens: TokenMeta[]
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

const totalOf = (counts: SourceCounts) =>
  counts.executedTxs + counts.moduleTxs + counts.incomingTransfers

/**
 * A window ending within this many entries of the newest is read newest first in one statement
 * (most pages: the first ones); one further back is placed by the counts first (two).
 */
export const ONE_STATEMENT_REACH = 500

/**
 * Entries `start … start + size` of a Safe's on-chain history (executed multisig txs, module txs,
 * incoming transfers; newest first), how many there are and the Safe's creation row. The counts
 * are one row of `safe_history_counts`, which triggers keep in every writing transaction
 * (migration 0011), not a count over the Safe's past.
 *
 * A window near the newest end needs no counts to be placed: one statement reads it newest first
 * with the counts and the creation beside it, all of one moment. A window further back is read
 * from whichever end is nearer, so the last page costs what the first does; that takes the
 * counts first, then the window, whose statement reads the counts again: equal, the entries and
 * the total belong to one moment. When a write came in between, both are read again in one
 * repeatable-read transaction (rare, so the usual page does without a transaction's extra round
 * trips). `oneStatementReach` is for tests (both ways must read the same pages).
 */
export async function readHistoryWindow(
  db: Db,
  p: { chainId: number; safe: Address; start: number; size: number },
  { oneStatementReach = ONE_STATEMENT_REACH }: { oneStatementReach?: number } = {},
): Promise<HistoryWindow> {
  if (p.start + p.size <= oneStatementReach) {
    return toWindow(await readWindow(db, { ...p, counts: undefined }))
  }
  const counts = await readCounts(db, p)
  const read = await readWindow(db, { ...p, counts })
  if (sameCounts(read.counts, counts)) return toWindow(read)
  return db.transaction(
    async (tx) => {
      const again = await readCounts(tx, p)
      return toWindow(await readWindow(tx, { ...p, counts: again }))
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}

/** The Safe's history counts. */
async function readCounts(db: Db, p: { chainId: number; safe: Address }): Promise<SourceCounts> {
  const [row] = await db
    .select({
      executedTxs: safeHistoryCounts.executedTxs,
      moduleTxs: safeHistoryCounts.moduleTxs,
      incomingTransfers: safeHistoryCounts.incomingTransfers,
    })
    .from(safeHistoryCounts)
    .where(and(eq(safeHistoryCounts.chainId, p.chainId), eq(safeHistoryCounts.safe, p.safe)))
  return row ?? NO_ENTRIES
}

function toWindow({ counts, ...read }: WindowRead): HistoryWindow {
  return { ...read, total: totalOf(counts) }
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

const creationColumns = {
  address: safes.address,
  creator: safes.creator,
  factory: safes.factory,
  singleton: safes.singleton,
  creationTxHash: safes.creationTxHash,
  createdAt: safes.createdAt,
} satisfies Record<keyof CreationRow, unknown>

/** Newest first (the page order), or oldest first (to read a window from the far end). */
const ORDERS = {
  newest: sql.raw('desc nulls last'),
  oldest: sql.raw('asc nulls first'),
}

/** What one window statement read: the counts and the creation as it saw them, the entries. */
type WindowRead = {
  counts: SourceCounts
  creation: CreationRow | undefined
  entries: HistoryEntry[]
  tokens: TokenMeta[]
}

/**
 * The window, each entry with its row (and a multisig tx's confirming owners), and the counts and
 * the creation as this statement sees them. Each source is read in chain order through its own
 * index (`*_history_idx`) and only as far as the window reaches; the database merges them, keeps
 * just the window (a deep page would otherwise ship thousands of rows to Node) and joins the
 * window's rows by key. Without `counts` the window is read newest first and every source is
 * asked. With them, a source the Safe has no entries in is left out, and a window in the older
 * half is read from the oldest end (the same indexes walked backwards) and turned around. A log
 * index is unique within a block (traced transfers get their own range), so (block, log index)
 * orders every entry the same both ways; block timestamps only grow with the block number.
 */
async function readWindow(
  db: Db,
  p: {
    chainId: number
    safe: Address
    start: number
    size: number
    counts: SourceCounts | undefined
  },
): Promise<WindowRead> {
  const { chainId, safe, start, counts } = p
  const total = counts ? totalOf(counts) : Number.POSITIVE_INFINITY
  const end = Math.min(start + p.size, total)
  const fromOldest = total - start < end
  const order = fromOldest ? ORDERS.oldest : ORDERS.newest
  // How far each source is read, and which of the merged entries are the window.
  const reach = fromOldest ? total - start : end
  const skip = fromOldest ? total - end : start
  const has = (count: number | undefined) => count === undefined || count > 0
  // Each order is its index's (or the exact reverse), so the planner walks it instead of sorting.
  const sources: SQL[] = []
  if (has(counts?.executedTxs)) {
    sources.push(sql`(select 'multisig' as kind, safe_tx_hash as hash, log_index as position,
        block_number as block, executed_at as timestamp
      from multisig_transactions
      where chain_id = ${chainId} and safe = ${safe} and tx_hash is not null
      order by block_number ${order}, log_index ${order} limit ${reach})`)
  }
  if (has(counts?.moduleTxs)) {
    sources.push(sql`(select 'module' as kind, tx_hash as hash, log_index as position,
        block_number as block, timestamp
      from module_transactions
      where chain_id = ${chainId} and safe = ${safe}
      order by block_number ${order}, log_index ${order} limit ${reach})`)
  }
  if (has(counts?.incomingTransfers)) {
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
  // One row for the counts and the creation even when the window is empty, one per entry
  // otherwise (each repeats them: a few columns, cheaper than a statement of their own).
  const rows = await db
    .select({
      counts: {
        executedTxs: safeHistoryCounts.executedTxs,
        moduleTxs: safeHistoryCounts.moduleTxs,
        incomingTransfers: safeHistoryCounts.incomingTransfers,
      },
      creation: creationColumns,
      kind: sql<HistoryEntry['kind'] | null>`w.kind`,
      // An execution without a time (never written so, but the column allows it) dates to 0.
      timestamp: sql<number>`coalesce(w.timestamp, 0)`.mapWith(Number),
      multisig: multisigSummaryColumns,
      confirmedBy: sql<Address[] | null>`(select array_agg(c.owner) from multisig_confirmations c
        where c.chain_id = ${chainId} and c.safe_tx_hash = w.hash and w.kind = 'multisig')`,
      module: moduleTransactions,
      transfer: transfers,
      // The metadata of the tokens the entry names (a tx's target and gas token, a transfer's
      // token), here rather than in a statement of its own.
      tokens: sql<TokenMeta[] | null>`(select json_agg(json_build_object('address', t.address,
          'type', t.type, 'name', t.name, 'symbol', t.symbol, 'decimals', t.decimals,
          'logoUri', t.logo_uri))
        from ${tokens} t where t.chain_id = ${chainId} and t.address in (${multisigTransactions.to},
          ${multisigTransactions.gasToken}, ${moduleTransactions.to}, ${transfers.tokenAddress}))`,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(
      safeHistoryCounts,
      and(eq(safeHistoryCounts.chainId, chainId), eq(safeHistoryCounts.safe, safe)),
    )
    .leftJoin(safes, and(eq(safes.chainId, chainId), eq(safes.address, safe)))
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
  const tokensNamed = new Map<string, TokenMeta>()
  for (const row of rows)
    for (const token of row.tokens ?? []) tokensNamed.set(token.address, token)
  return {
    // No counter row yet (a Safe without entries): zero of each.
    counts: {
      executedTxs: rows[0]?.counts?.executedTxs ?? 0,
      moduleTxs: rows[0]?.counts?.moduleTxs ?? 0,
      incomingTransfers: rows[0]?.counts?.incomingTransfers ?? 0,
    },
    creation: rows[0]?.creation ?? undefined,
    tokens: [...tokensNamed.values()],
    entries: fromOldest ? entries.reverse() : entries,
  }
}
