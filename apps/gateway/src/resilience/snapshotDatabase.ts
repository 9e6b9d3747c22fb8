import { sql } from 'drizzle-orm'
import { executeRows } from '../db/executeRows'
import type { Db } from '../db/openDatabase'

/** Row count and content checksum of every table of the gateway's schema. */
export type DatabaseSnapshot = Record<string, { rows: number; md5: string }>

/**
 * Tables that change with no request at all: the indexer renews its lease (`expires_at`) every
 * second. They hold coordination between processes, nothing a request can reach.
 */
const BACKGROUND_TABLES = ['indexer_leases']

/**
 * Counts and checksums (md5 over every row's text form, sorted) each table in the `public`
 * schema but the background ones, so a test can prove a request changed nothing at all — not
 * just row counts.
 */
export async function snapshotDatabase(db: Db): Promise<DatabaseSnapshot> {
  const tables = await executeRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )
  const snapshot: DatabaseSnapshot = {}
  for (const { name } of tables) {
    if (BACKGROUND_TABLES.includes(name)) continue
    const [row] = await executeRows<{ rows: number; md5: string | null }>(
      db,
      sql`select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), ''))
          as md5 from ${sql.identifier(name)} t`,
    )
    snapshot[name] = { rows: row?.rows ?? 0, md5: row?.md5 ?? '' }
  }
  return snapshot
}
