import { sql } from 'drizzle-orm'
import { bigint, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { Address } from 'viem'

/**
 * Proposers a Safe owner (the delegator) registered through the Transaction Service API
 * (`/v2/delegates/`): a delegate may propose transactions for the Safe (or, with `safe` null,
 * for every Safe the delegator owns) without being an owner; its proposals carry no confirmation.
 */
export const delegates = pgTable(
  'delegates',
  {
    id: serial('id').primaryKey(),
    chainId: integer('chain_id').notNull(),
    /** null: every Safe the delegator owns. */
    safe: text('safe').$type<Address>(),
    delegate: text('delegate').$type<Address>().notNull(),
    delegator: text('delegator').$type<Address>().notNull(),
    label: text('label').notNull(),
    /** ms since epoch; null: never expires. */
    expiresAt: bigint('expires_at', { mode: 'number' }),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    // One entry per delegate, delegator and Safe; a null Safe is one value here, not many.
    uniqueIndex('delegates_entry_idx').on(
      t.chainId,
      t.delegate,
      t.delegator,
      sql`coalesce(${t.safe}, '')`,
    ),
    index('delegates_safe_idx').on(t.chainId, t.safe),
  ],
)
