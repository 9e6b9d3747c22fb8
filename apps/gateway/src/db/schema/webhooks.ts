import { bigint, bigserial, boolean, integer, pgTable, text } from 'drizzle-orm/pg-core'
import type { Address } from 'viem'

/**
 * Webhook endpoints and their delivery state: each follows the outbox (`events`) of one Safe or
 * of the Safes one owner owns, in order, from `cursor`. Kept in the database so deliveries
 * survive a restart: an event is delivered until its endpoint answers 2xx, then the cursor
 * moves past it.
 */
export const webhooks = pgTable('webhooks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  chainId: integer('chain_id').notNull(),
  /** The Safe followed; null when `owner` is set. */
  safe: text('safe').$type<Address>(),
  /** The owner whose Safes are followed; null when `safe` is set. */
  owner: text('owner').$type<Address>(),
  url: text('url').notNull(),
  /** HMAC-SHA256 key of the deliveries' signature header. */
  secret: text('secret').notNull(),
  /** The id of the last event delivered (or skipped as out of scope). */
  cursor: bigint('cursor', { mode: 'number' }).notNull(),
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  /** Set after too many failures in a row; a paused endpoint gets nothing until resumed. */
  paused: boolean('paused').notNull().default(false),
  lastError: text('last_error'),
  /** No delivery before this time (ms): the backoff after a failure, or a worker's claim. */
  nextAttemptAt: bigint('next_attempt_at', { mode: 'number' }).notNull().default(0),
  lastDeliveredAt: bigint('last_delivered_at', { mode: 'number' }),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
})
