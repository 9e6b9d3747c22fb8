import { bigint, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

/** Off-chain Safe messages (EIP-1271), a string or JSON of EIP-712 typed data. */
export const messages = pgTable(
  'messages',
  {
    chainId: integer('chain_id').notNull(),
    messageHash: text('message_hash').notNull(),
    safe: text('safe').notNull(),
    message: text('message').notNull(),
    messageKind: text('message_kind').$type<'string' | 'typed'>().notNull(),
    safeAppId: integer('safe_app_id'),
    origin: text('origin'),
    proposedBy: text('proposed_by').notNull(),
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
    messageHash: text('message_hash').notNull(),
    owner: text('owner').notNull(),
    signature: text('signature').notNull(),
    signatureType: text('signature_type').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.messageHash, t.owner] })],
)
