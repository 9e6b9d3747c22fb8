import type { SQL } from 'drizzle-orm'
import type { Db } from './openDatabase'

/**
 * Runs raw SQL and returns its rows whichever driver is behind `db` (postgres-js returns an
 * array, PGlite an object with `rows`).
 */
export async function executeRows<T extends Record<string, unknown>>(
  db: Db,
  query: SQL,
): Promise<T[]> {
  const result = (await db.execute(query)) as unknown
  if (Array.isArray(result)) return result as T[]
  return ((result as { rows?: T[] }).rows ?? []) as T[]
}
