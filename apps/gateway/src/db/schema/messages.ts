import { bigint, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import type { Address, Hex } from 'viem'

/** Off-chain Safe messages (EIP-1271), a string or JSON of EIP-712 typed data. */
export const messages = pgTable(
  'messages',
  {
    chainId: integer('chain_id').notNull(),
    messageHash: text('message_hash').$type<Hex>().notNull(),
    safe: text('safe').$type<Address>().notNull(),
    message: text('message').notNull(),
    messageKind: text('message_kind').$type<'string' | 'typed'>().notNull(),
    safeAppId: integer('safe_app_id'),
    origin: text('origin'),
    proposedBy: text('proposed_by').$type<Address>().notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    modifiedAt: bigint('modified_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.messageHash] }),
    index('messages_safe_idx').on(t.chainId, t.safe, t.createdAt),
  ],
)

/** Owner signatures of a Safe message. */
export const messageConfirmations = pgTable(
  'message_confirmations',
  {
    chainId: integer('chain_id').notNull(),
    messageHash: text('message_hash').$type<Hex>().notNull(),
    owner: text('owner').$type<Address>().notNull(),
    signature: text('signature').$type<Hex>().notNull(),
    signatureType: text('signature_type').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.messageHash, t.owner] })],
)
