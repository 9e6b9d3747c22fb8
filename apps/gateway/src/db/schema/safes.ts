import { bigint, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

/** Safes discovered by the indexer (proxy creation or SafeSetup), with their setup data. */
export const safes = pgTable(
  'safes',
  {
    chainId: integer('chain_id').notNull(),
    address: text('address').notNull(),
    creator: text('creator'),
    factory: text('factory'),
    singleton: text('singleton'),
    creationTxHash: text('creation_tx_hash'),
    createdBlock: bigint('created_block', { mode: 'number' }),
    createdAt: bigint('created_at', { mode: 'number' }),
    setupOwners: jsonb('setup_owners').$type<string[]>(),
    setupThreshold: integer('setup_threshold'),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.address] })],
)

/** Current owners of each Safe as the events tell them. */
export const safeOwners = pgTable(
  'safe_owners',
  {
    chainId: integer('chain_id').notNull(),
    safe: text('safe').notNull(),
    owner: text('owner').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.safe, t.owner] }),
    index('safe_owners_owner_idx').on(t.chainId, t.owner),
  ],
)
