import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import type { Address } from 'viem'

/**
 * How many entries each Safe's history holds, per source (its creation is not counted), so a
 * history page's `count` is one row instead of a count over the Safe's whole past, and the page
 * reads only the sources the Safe has. Kept by triggers on the three tables (migration 0011),
 * in the writing transaction, whichever code path writes.
 */
export const safeHistoryCounts = pgTable(
  'safe_history_counts',
  {
    chainId: integer('chain_id').notNull(),
    safe: text('safe').$type<Address>().notNull(),
    /** Executed multisig transactions (`multisig_transactions` with a `tx_hash`). */
    executedTxs: bigint('executed_txs', { mode: 'number' }).notNull().default(0),
    moduleTxs: bigint('module_txs', { mode: 'number' }).notNull().default(0),
    /** `transfers` with direction INCOMING. */
    incomingTransfers: bigint('incoming_transfers', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.safe] })],
)
