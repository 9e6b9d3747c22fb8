import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import type { Hex } from 'viem'

/** The indexer's cursor per chain: the last fully indexed block and its hash. */
export const chainsState = pgTable('chains_state', {
  chainId: integer('chain_id').primaryKey(),
  indexedBlock: bigint('indexed_block', { mode: 'number' }).notNull(),
  indexedBlockHash: text('indexed_block_hash').$type<Hex>().notNull(),
  updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
})

/** Hashes of recently indexed blocks, compared against the chain to detect reorgs. */
export const indexedBlocks = pgTable(
  'indexed_blocks',
  {
    chainId: integer('chain_id').notNull(),
    number: bigint('number', { mode: 'number' }).notNull(),
    hash: text('hash').$type<Hex>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.number] })],
)

/**
 * A counter per chain, bumped by every transaction that changes what the API serves (indexed
 * batches, rollbacks, proposals, confirmations, deletions, messages). Responses are cached under
 * it, so a cached answer is never served after a change, also across processes on PostgreSQL.
 */
export const dataVersions = pgTable('data_versions', {
  chainId: integer('chain_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
})

/**
 * Who indexes each chain: the holder (a process id) and when its lease ends, in the database's
 * clock. Taken and renewed by one atomic upsert (src/indexer/createIndexerLease.ts), so with
 * several gateway processes on one PostgreSQL exactly one follows each chain.
 */
export const indexerLeases = pgTable('indexer_leases', {
  chainId: integer('chain_id').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
})
