import {
  bigint,
  bigserial,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { Address, Hex } from 'viem'

/**
 * Email addresses a Safe owner asked to be told at when its signature is awaited on a Safe.
 * Mailed only once `confirmedAt` is set, by the signed link sent to the address.
 */
export const emailSubscriptions = pgTable(
  'email_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chainId: integer('chain_id').notNull(),
    safe: text('safe').$type<Address>().notNull(),
    /** The signed-in owner who subscribed: mailed when its own signature is missing. */
    owner: text('owner').$type<Address>().notNull(),
    email: text('email').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    confirmedAt: bigint('confirmed_at', { mode: 'number' }),
  },
  (t) => [uniqueIndex('email_subscriptions_target_idx').on(t.chainId, t.safe, t.owner, t.email)],
)

/** The mails sent, one per subscription and transaction, so none goes twice. */
export const emailNotifications = pgTable(
  'email_notifications',
  {
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => emailSubscriptions.id, { onDelete: 'cascade' }),
    safeTxHash: text('safe_tx_hash').$type<Hex>().notNull(),
    sentAt: bigint('sent_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.safeTxHash] })],
)

/** The mail worker's place in the outbox (one row, id 1), so a restart resumes there. */
export const emailWorkerState = pgTable('email_worker_state', {
  id: integer('id').primaryKey(),
  cursor: bigint('cursor', { mode: 'number' }).notNull(),
})
