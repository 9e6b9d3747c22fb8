import { bigint, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import type { Address, Hex } from 'viem'

/** Safes discovered by the indexer (proxy creation or SafeSetup), with their setup data. */
export const safes = pgTable(
  'safes',
  {
    chainId: integer('chain_id').notNull(),
    address: text('address').$type<Address>().notNull(),
    creator: text('creator').$type<Address>(),
    factory: text('factory').$type<Address>(),
    singleton: text('singleton').$type<Address>(),
    creationTxHash: text('creation_tx_hash').$type<Hex>(),
    createdBlock: bigint('created_block', { mode: 'number' }),
    createdAt: bigint('created_at', { mode: 'number' }),
    setupOwners: jsonb('setup_owners').$type<Address[]>(),
    setupThreshold: integer('setup_threshold'),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.address] })],
)

/** Current owners of each Safe as the events tell them. */
export const safeOwners = pgTable(
  'safe_owners',
  {
    chainId: integer('chain_id').notNull(),
    safe: text('safe').$type<Address>().notNull(),
    owner: text('owner').$type<Address>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.safe, t.owner] }),
    index('safe_owners_owner_idx').on(t.chainId, t.owner),
  ],
)

/**
 * Modules enabled on each Safe as the events tell them (EnabledModule / DisabledModule), so
 * "which Safes use this module" is a lookup, also for a module that never executed.
 */
export const safeModules = pgTable(
  'safe_modules',
  {
    chainId: integer('chain_id').notNull(),
    safe: text('safe').$type<Address>().notNull(),
    module: text('module').$type<Address>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.safe, t.module] }),
    index('safe_modules_module_idx').on(t.chainId, t.module),
  ],
)
