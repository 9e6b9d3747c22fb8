import { sql } from 'drizzle-orm'
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
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

/**
 * What each delegator signature was first used for. The signed Delegate typed data names only
 * the delegate and the hour (`totp`), not the Safe, label or expiry, and stays valid for two
 * hours; a signature is therefore known by its delegator, delegate and hour, and a later post of
 * it may not grant more than this first one (delegateGrants.ts). Rows older than the signature's
 * validity are pruned.
 */
export const delegateGrants = pgTable(
  'delegate_grants',
  {
    chainId: integer('chain_id').notNull(),
    delegate: text('delegate').$type<Address>().notNull(),
    delegator: text('delegator').$type<Address>().notNull(),
    /** The signed hour, `floor(unixSeconds / 3600)`. */
    totp: integer('totp').notNull(),
    /** `add`: it registered the entry below; `remove`: the delegator signed a removal with it. */
    kind: text('kind').$type<'add' | 'remove'>().notNull(),
    /** null: every Safe the delegator owns (or a removal). */
    safe: text('safe').$type<Address>(),
    /** null for a removal. */
    label: text('label'),
    /** ms since epoch; null: never expires (or a removal). */
    expiresAt: bigint('expires_at', { mode: 'number' }),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.delegate, t.delegator, t.totp] })],
)
