import { bigint, bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import type { Address } from 'viem'

/**
 * The outbox: one row per change a Safe's watchers care about, in the shape of Safe's events
 * service (`type` and its payload fields). Written by triggers (migration 0012) in the writing
 * transaction, whichever code writes, so a change and its event commit or roll back together.
 * `id` orders the stream and is the event's idempotency key.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chainId: integer('chain_id').notNull(),
    safe: text('safe').$type<Address>().notNull(),
    type: text('type').notNull(),
    /** The events service's payload: `address`, `chainId` (a string), `type` and its fields. */
    payload: jsonb('payload').$type<Record<string, string>>().notNull(),
    /** Milliseconds since epoch, when the writing statement ran. */
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('events_safe_idx').on(t.chainId, t.safe, t.id)],
)
