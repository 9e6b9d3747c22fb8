import { and, eq, getTableColumns, sql } from 'drizzle-orm'
import type { Address } from 'viem'
import type { Db } from '../db/openDatabase'
import { safeHistoryCounts } from '../db/schema/historyCounts'
import { safeHistoryEntries } from '../db/schema/historyEntries'
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

/**
 * Entries `start … start + size` of a Safe's on-chain history (executed multisig txs, module txs,
 * incoming transfers; newest first), how many there are and the Safe's creation row, in one
 * statement (all of one moment). The count is one row of `safe_history_counts` and the window a
 * range of places in `safe_history_entries` (`seq` 1 is the oldest), both kept by triggers in
 * every writing transaction (migrations 0011, 0014): a page deep in a long past costs what the
 * first does, with no walk through the entries before it.
 */
export async function readHistoryWindow(
  db: Db,
  p: { chainId: number; safe: Address; start: number; size: number },
): Promise<HistoryWindow> {
  const rows = await preparedWindowQuery(db).execute({
    chainId: p.chainId,
    safe: p.safe,
    start: p.start,
    end: p.start + p.size,
  })
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
  const counts = rows[0]?.counts
  return {
    // No counter row yet (a Safe without entries): zero of each.
    total: (counts?.executedTxs ?? 0) + (counts?.moduleTxs ?? 0) + (counts?.incomingTransfers ?? 0),
    creation: rows[0]?.creation ?? undefined,
    tokens: [...tokensNamed.values()],
    entries,
  }
}

/**
 * The window statement, built and prepared once per database: a page then skips drizzle's query
 * building (about a tenth of a PGlite page's CPU) and, on PostgreSQL, the server's planning.
 */
const prepared = new WeakMap<Db, ReturnType<typeof prepareWindowQuery>>()
function preparedWindowQuery(db: Db) {
  let query = prepared.get(db)
  if (!query) {
    query = prepareWindowQuery(db)
    prepared.set(db, query)
  }
  return query
}

function prepareWindowQuery(db: Db) {
  const chainId = sql.placeholder('chainId')
  const safe = sql.placeholder('safe')
  const total = sql`coalesce((select ${safeHistoryCounts.executedTxs} + ${safeHistoryCounts.moduleTxs}
      + ${safeHistoryCounts.incomingTransfers} from ${safeHistoryCounts}
    where ${safeHistoryCounts.chainId} = ${chainId} and ${safeHistoryCounts.safe} = ${safe}), 0)`
  // Places `total - end` (exclusive) to `total - start`: newest first, `start` counts from the newest.
  const window = sql`(select e.kind, e.hash, e.log_index as position, e.seq
    from ${safeHistoryEntries} e where e.chain_id = ${chainId} and e.safe = ${safe}
      and e.seq > ${total} - ${sql.placeholder('end')} and e.seq <= ${total} - ${sql.placeholder('start')}) as w`
  // One row for the counts and the creation even when the window is empty, one per entry
  // otherwise (each repeats them: a few columns, cheaper than a statement of their own).
  return db
    .select({
      counts: {
        executedTxs: safeHistoryCounts.executedTxs,
        moduleTxs: safeHistoryCounts.moduleTxs,
        incomingTransfers: safeHistoryCounts.incomingTransfers,
      },
      creation: creationColumns,
      kind: sql<HistoryEntry['kind'] | null>`w.kind`,
      // An execution without a time (never written so, but the column allows it) dates to 0.
      timestamp: sql<number>`coalesce(${multisigTransactions.executedAt},
        ${moduleTransactions.timestamp}, ${transfers.timestamp}, 0)`.mapWith(Number),
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
    .orderBy(sql`w.seq desc`)
    .prepare('history_window')
}
