import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import { rememberDataVersions } from './dataVersion'
import { takeFreshTemplateCopy } from './freshTemplateCopies'
import { maintainPglite } from './maintainPglite'
import * as auth from './schema/auth'
import * as chains from './schema/chains'
import * as delegates from './schema/delegates'
import * as email from './schema/email'
import * as events from './schema/events'
import * as historyCounts from './schema/historyCounts'
import * as historyEntries from './schema/historyEntries'
import * as messages from './schema/messages'
import * as multisig from './schema/multisig'
import * as safes from './schema/safes'
import * as tokens from './schema/tokens'
import * as webhooks from './schema/webhooks'

/** Every table, for drizzle's relational queries. */
export const schema = {
  ...auth,
  ...chains,
  ...delegates,
  ...events,
  ...historyCounts,
  ...historyEntries,
  ...messages,
  ...multisig,
  ...safes,
  ...tokens,
  ...webhooks,
  ...email,
}
export type Schema = typeof schema

/** The drizzle database both drivers share (PGlite and postgres-js speak the same pg dialect). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url))
/** Serialises migrations when several gateway processes start against one PostgreSQL. */
const MIGRATION_LOCK_KEY = 0x5afe_0001

/**
 * Opens the gateway database and applies pending migrations: PostgreSQL when `databaseUrl` is
 * given, else PGlite stored in `{dataDir}/pglite`.
 */
export async function openDatabase(opts: {
  dataDir: string
  databaseUrl?: string | undefined
}): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl)
  const dir = join(opts.dataDir, 'pglite')
  mkdirSync(dir, { recursive: true })
  let client: PGlite
  try {
    // Not waiting for PGlite's file-system sync after every query halves the cost of a small
    // query. In Node its files are real files written through on every write(), so a crash of
    // this process (kill -9) loses nothing acknowledged; resilience/crashRecovery.test.ts checks.
    client = await PGlite.create(dir, { relaxedDurability: true })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(
      `Cannot open the PGlite database in ${dir}: ${reason}. If its first start was interrupted, delete that folder.`,
    )
  }
  const db = drizzlePglite(client, { schema })
  await migratePglite(db, { migrationsFolder })
  rememberDataVersions(db)
  // PostgreSQL's autovacuum keeps planner statistics and the visibility map; nothing does in
  // PGlite. A fresh copy of the template was maintained when the template was made.
  if (!takeFreshTemplateCopy(dir)) await maintainPglite(db)
  // PGlite's pages live in memory (its buffers, the OS cache behind them): a random read costs
  // what a sequential one does, so index probes are not four times a scan's page as the default
  // assumes (a history page otherwise hashes all of a Safe's transfers to join 20 of them).
  await db.execute(sql`set random_page_cost = 1.1`)
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
  }
}

async function openPostgres(url: string): Promise<Database> {
  await migrateWithLock(url)
  const client = postgres(url, { max: 10, onnotice: () => {} })
  const db = drizzlePostgres(client, { schema })
  return {
    db,
    kind: 'postgres',
    close: () => client.end({ timeout: 5 }),
  }
}

async function migrateWithLock(url: string): Promise<void> {
  const client = postgres(url, { max: 1, onnotice: () => {} })
  try {
    const db = drizzlePostgres(client)
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`)
    try {
      await migratePostgres(db, { migrationsFolder })
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`)
    }
  } finally {
    await client.end({ timeout: 5 })
  }
}
