import { eq, sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { dataVersions } from './schema/chains'

/**
 * A database or an open transaction on it (the schema-free pg type, so this file needs nothing
 * of openDatabase, which imports it).
 */
type Executor = Pick<PgDatabase<PgQueryResultHKT>, 'insert' | 'select'>

/**
 * Bumps per chain in this process: a version read is only remembered when no bump started
 * while it ran. Shared by every database of the process, which can only cause extra reads.
 */
const bumpsStarted = new Map<number, number>()
/** Databases only this process writes to (PGlite), whose version can be remembered. */
const remembered = new WeakMap<object, Map<number, { version: number; bumps: number }>>()

/**
 * Lets {@link readDataVersion} remember `db`'s versions in memory. Only for a database no other
 * process writes to, whose transactions run one at a time (PGlite): a read that queued behind a
 * writing transaction then sees its commit, and a read that raced a bump is not remembered.
 */
export function rememberDataVersions(db: object): void {
  remembered.set(db, new Map())
}

/**
 * Marks the chain's served data as changed. Call it as the last statement of a write
 * transaction: the row lock it takes is held until commit, so keep it short.
 */
export async function bumpDataVersion(tx: Executor, chainId: number): Promise<void> {
  bumpsStarted.set(chainId, (bumpsStarted.get(chainId) ?? 0) + 1)
  await tx
    .insert(dataVersions)
    .values({ chainId, version: 1 })
    .onConflictDoUpdate({
      target: dataVersions.chainId,
      set: { version: sql`${dataVersions.version} + 1` },
    })
  // Also after the write: a read that started before the statement ran is not remembered.
  bumpsStarted.set(chainId, (bumpsStarted.get(chainId) ?? 0) + 1)
}

/** The chain's current data version (0 before the first write). */
export async function readDataVersion(db: Executor, chainId: number): Promise<number> {
  const memory = remembered.get(db)
  const bumps = bumpsStarted.get(chainId) ?? 0
  const known = memory?.get(chainId)
  if (known && known.bumps === bumps) return known.version
  const [row] = await db
    .select({ version: dataVersions.version })
    .from(dataVersions)
    .where(eq(dataVersions.chainId, chainId))
  const version = row?.version ?? 0
  if (memory && (bumpsStarted.get(chainId) ?? 0) === bumps) memory.set(chainId, { version, bumps })
  return version
}
