import { bigint, pgTable, text } from 'drizzle-orm/pg-core'

/**
 * SIWE nonces already used by a sign-in, kept until they expire so a replay is refused. Issuing
 * stores nothing (nonces are HMAC-signed, auth/siweNonce.ts); `used_at` is when it signed in.
 */
export const authNonces = pgTable('auth_nonces', {
  nonce: text('nonce').primaryKey(),
  expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  usedAt: bigint('used_at', { mode: 'number' }),
})
