import { bigint, pgTable, text } from 'drizzle-orm/pg-core'

/** SIWE nonces: issued by GET /v1/auth/nonce, single use, expiring. */
export const authNonces = pgTable('auth_nonces', {
  nonce: text('nonce').primaryKey(),
  expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  usedAt: bigint('used_at', { mode: 'number' }),
})
