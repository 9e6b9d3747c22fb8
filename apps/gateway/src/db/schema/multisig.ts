import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core'
import type { Address, Hex } from 'viem'

/** Multisig transactions: proposed off-chain and/or executed on-chain (execution columns). */
export const multisigTransactions = pgTable(
  'multisig_transactions',
  {
    chainId: integer('chain_id').notNull(),
    safeTxHash: text('safe_tx_hash').$type<Hex>().notNull(),
    safe: text('safe').$type<Address>().notNull(),
    to: text('to').$type<Address>().notNull(),
    value: text('value').notNull(),
    data: text('data').$type<Hex>().notNull(),
    operation: smallint('operation').notNull(),
    safeTxGas: text('safe_tx_gas').notNull(),
    baseGas: text('base_gas').notNull(),
    gasPrice: text('gas_price').notNull(),
    gasToken: text('gas_token').$type<Address>().notNull(),
    refundReceiver: text('refund_receiver').$type<Address>().notNull(),
    nonce: numeric('nonce', { mode: 'string' }).notNull(),
    proposer: text('proposer').$type<Address>(),
    /** The registered delegate who proposed it (then `proposer` is its delegator); null otherwise. */
    proposedByDelegate: text('proposed_by_delegate').$type<Address>(),
    origin: text('origin'),
    submittedAt: bigint('submitted_at', { mode: 'number' }),
    /** When its latest confirmation arrived (SafeInfo's txQueuedTag reads it off an index). */
    confirmedAt: bigint('confirmed_at', { mode: 'number' }),
    txHash: text('tx_hash').$type<Hex>(),
    blockNumber: bigint('block_number', { mode: 'number' }),
    logIndex: integer('log_index'),
    executedAt: bigint('executed_at', { mode: 'number' }),
    executor: text('executor').$type<Address>(),
    isSuccessful: boolean('is_successful'),
    executedSignatures: text('executed_signatures').$type<Hex>(),
    /**
     * Executed, but only its outcome event is known (non-L2 Safe executed through a contract,
     * RPC without tracing, never proposed here): to/value/data/gas fields are placeholders and
     * the nonce was derived from the chain. A proposal or an indexed call of the same safeTxHash
     * fills them.
     */
    detailsUnavailable: boolean('details_unavailable').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.safeTxHash] }),
    index('multisig_transactions_safe_nonce_idx').on(t.chainId, t.safe, t.nonce),
    // The queue reads only pending txs; without this it walks every executed tx of the Safe.
    // Keyed in the queue's full order (nonce, then submission, then hash), so a page stops
    // after its rows even when the planner expects few (it underestimates a long queue).
    index('multisig_transactions_pending_idx')
      .on(t.chainId, t.safe, t.nonce, t.submittedAt, t.safeTxHash)
      .where(sql`${t.txHash} is null`),
    // Newest-first reads (history, SafeInfo tags) stop after one index entry.
    index('multisig_transactions_executed_idx').on(t.chainId, t.safe, t.executedAt),
    index('multisig_transactions_submitted_idx').on(t.chainId, t.safe, t.submittedAt),
    index('multisig_transactions_pending_confirmed_idx')
      .on(t.chainId, t.safe, t.confirmedAt)
      .where(sql`${t.txHash} is null`),
    // History pages read executed txs in chain order and stop after offset + limit entries.
    // The page's key and time ride along (trailing columns: drizzle has no INCLUDE), so a deep
    // page reads the index alone instead of one table row per skipped entry on PostgreSQL.
    index('multisig_transactions_history_idx')
      .on(t.chainId, t.safe, t.blockNumber.desc(), t.logIndex.desc(), t.executedAt, t.safeTxHash)
      .where(sql`${t.txHash} is not null`),
  ],
)

/** Owner signatures of a multisig transaction. */
export const multisigConfirmations = pgTable(
  'multisig_confirmations',
  {
    chainId: integer('chain_id').notNull(),
    safeTxHash: text('safe_tx_hash').$type<Hex>().notNull(),
    owner: text('owner').$type<Address>().notNull(),
    signature: text('signature').$type<Hex>().notNull(),
    signatureType: text('signature_type').notNull(),
    submittedAt: bigint('submitted_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.safeTxHash, t.owner] })],
)
