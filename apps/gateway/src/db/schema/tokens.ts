import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core'
import type { Address, Hex } from 'viem'

/** Token metadata, read once from the contract when a transfer of it is first seen. */
export const tokens = pgTable(
  'tokens',
  {
    chainId: integer('chain_id').notNull(),
    address: text('address').$type<Address>().notNull(),
    type: text('type').$type<'ERC20' | 'ERC721'>().notNull(),
    name: text('name').notNull(),
    symbol: text('symbol').notNull(),
    decimals: integer('decimals'),
    logoUri: text('logo_uri'),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.address] })],
)

/** Native, ERC-20 and ERC-721 transfers touching a known Safe (one row per Safe involved). */
export const transfers = pgTable(
  'transfers',
  {
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').$type<Hex>().notNull(),
    logIndex: integer('log_index').notNull(),
    safe: text('safe').$type<Address>().notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    timestamp: bigint('timestamp', { mode: 'number' }).notNull(),
    tokenAddress: text('token_address').$type<Address>(),
    type: text('type').$type<'NATIVE_COIN' | 'ERC20' | 'ERC721'>().notNull(),
    from: text('from').$type<Address>().notNull(),
    to: text('to').$type<Address>().notNull(),
    value: text('value').notNull(),
    tokenId: text('token_id'),
    direction: text('direction').$type<'INCOMING' | 'OUTGOING'>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.txHash, t.logIndex, t.safe] }),
    index('transfers_safe_idx').on(t.chainId, t.safe, t.blockNumber),
    index('transfers_safe_time_idx').on(t.chainId, t.safe, t.timestamp),
    // History pages read incoming transfers in chain order (see multisig_transactions_history_idx).
    index('transfers_incoming_history_idx')
      .on(t.chainId, t.safe, t.blockNumber.desc(), t.logIndex.desc())
      .where(sql`${t.direction} = 'INCOMING'`),
  ],
)

/** Transactions executed by enabled modules (ExecutionFromModuleSuccess/Failure). */
export const moduleTransactions = pgTable(
  'module_transactions',
  {
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').$type<Hex>().notNull(),
    logIndex: integer('log_index').notNull(),
    safe: text('safe').$type<Address>().notNull(),
    module: text('module').$type<Address>().notNull(),
    to: text('to').$type<Address>().notNull(),
    value: text('value').notNull(),
    data: text('data').$type<Hex>().notNull(),
    operation: smallint('operation').notNull(),
    isSuccessful: boolean('is_successful').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    timestamp: bigint('timestamp', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.txHash, t.logIndex] }),
    index('module_transactions_safe_idx').on(t.chainId, t.safe, t.blockNumber),
    index('module_transactions_safe_time_idx').on(t.chainId, t.safe, t.timestamp),
    index('module_transactions_history_idx').on(
      t.chainId,
      t.safe,
      t.blockNumber.desc(),
      t.logIndex.desc(),
    ),
  ],
)
