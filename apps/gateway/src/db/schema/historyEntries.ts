import { bigint, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import type { Address } from 'viem'

/**
 * Every Safe's on-chain history (executed multisig txs, module txs, incoming transfers) as one
 * list with each entry's place in it: `seq` 1 is the oldest, the newest is the Safe's count. A
 * history page is then a range of `seq`, read through one index however deep it lies, instead
 * of a walk merging three tables up to the page. Kept by triggers on the three tables (migration
 * 0014) in the writing transaction, whichever code writes; an entry that lands between older
 * ones (late, or a reorg) renumbers those after it, once per transaction at its commit.
 */
export const safeHistoryEntries = pgTable(
  'safe_history_entries',
  {
    chainId: integer('chain_id').notNull(),
    safe: text('safe').$type<Address>().notNull(),
    kind: text('kind').$type<'multisig' | 'module' | 'transfer'>().notNull(),
    /** The multisig tx's SafeTx hash, else the transaction hash. */
    hash: text('hash').notNull(),
    /** The entry's log index (-1 when a multisig execution has none recorded). */
    logIndex: integer('log_index').notNull(),
    /** The entry's block (-1 when a multisig execution has none recorded: the oldest). */
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.safe, t.kind, t.hash, t.logIndex] }),
    // Chain order, for renumbering from a changed entry on.
    index('safe_history_entries_order_idx').on(
      t.chainId,
      t.safe,
      t.blockNumber,
      t.logIndex,
      t.kind,
      t.hash,
    ),
    index('safe_history_entries_seq_idx').on(t.chainId, t.safe, t.seq),
  ],
)

/**
 * Where each Safe's places must be renumbered from, for the transaction that is writing (empty
 * between transactions): the writes of one transaction move the mark back to their oldest
 * entry, and one renumbering at commit settles them all (a catch-up batch upserting executions
 * one by one between its transfers would otherwise renumber the later entries each time).
 */
export const safeHistoryRenumber = pgTable(
  'safe_history_renumber',
  {
    chainId: integer('chain_id').notNull(),
    safe: text('safe').$type<Address>().notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    logIndex: integer('log_index').notNull(),
    kind: text('kind').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.safe] })],
)
