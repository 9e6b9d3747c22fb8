import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import { and, eq, sql } from 'drizzle-orm'
import type { Database, Db } from '../db/openDatabase'
import { indexerLeases } from '../db/schema/chains'

/**
 * How long a lease lasts without renewal. A holder killed with `kill -9` is replaced within
 * this plus one standby retry (the indexer retries every 500 ms): about 3 s, under 5 s.
 */
export const LEASE_TTL_MS = 2500
/** How often the holder renews its lease: two renewals may fail before it expires. */
export const LEASE_RENEW_MS = 1000

/** Thrown inside an indexer write transaction whose process no longer holds the chain's lease. */
export class LeaseLostError extends Error {
  constructor(chainId: number, holder: string) {
    super(`indexer lease of chain ${chainId} is no longer held by ${holder}`)
    this.name = 'LeaseLostError'
  }
}

export type IndexerLease = {
  /** This process's holder id: `host:pid:random`. */
  holder: string
  /** Takes the lease when it is free, expired or already ours; true when this process holds it. */
  claim(): Promise<boolean>
  /**
   * Extends a lease this process still holds; false when another process took it in between
   * (or it was released). Unlike claim() it never takes the lease back, so a holder that keeps
   * renewing knows that nobody else indexed meanwhile and its cursor is still current.
   */
  renew(): Promise<boolean>
  /**
   * First statement of every indexer write transaction: extends the lease and keeps its row
   * locked until commit, or throws {@link LeaseLostError} (rolling the transaction back) when
   * another process took it over. No takeover can slip between the check and the commit.
   */
  fence(tx: Pick<Db, 'update'>): Promise<void>
  /** Gives the lease up (graceful stop), so a standby takes over at its next retry. */
  release(): Promise<void>
}

/**
 * The database lease that decides which gateway process indexes `chainId`: one row per chain
 * in `indexer_leases` (holder, expiry in the database's clock), taken and renewed by a single
 * atomic upsert. On PGlite (one process per data folder) the lease is always this process's:
 * a holder left by a killed previous run is replaced at once.
 * @example const lease = createIndexerLease({ database, chainId: 31337 }); if (await lease.claim()) …
 */
export function createIndexerLease(p: {
  database: Database
  chainId: number
  ttlMs?: number
  holder?: string
}): IndexerLease {
  const { database, chainId } = p
  const ttlMs = p.ttlMs ?? LEASE_TTL_MS
  const holder = p.holder ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`
  const expiry = () => sql`now() + ${ttlMs}::int * interval '1 millisecond'`
  const exclusive = database.kind === 'pglite'
  const ours = and(eq(indexerLeases.chainId, chainId), eq(indexerLeases.holder, holder))
  const extend = async (executor: Pick<Db, 'update'>) => {
    const rows = await executor
      .update(indexerLeases)
      .set({ expiresAt: expiry() })
      .where(ours)
      .returning({ holder: indexerLeases.holder })
    return rows.length > 0
  }
  return {
    holder,
    async claim() {
      // INSERT … ON CONFLICT DO UPDATE locks the row and re-checks the condition on its latest
      // version, so two processes claiming at once cannot both win.
      const rows = await database.db
        .insert(indexerLeases)
        .values({ chainId, holder, expiresAt: expiry() })
        .onConflictDoUpdate({
          target: indexerLeases.chainId,
          set: { holder, expiresAt: sql`excluded.expires_at` },
          ...(exclusive
            ? {}
            : {
                setWhere: sql`${indexerLeases.holder} = ${holder} or ${indexerLeases.expiresAt} < now()`,
              }),
        })
        .returning({ holder: indexerLeases.holder })
      return rows.length > 0
    },
    renew: () => extend(database.db),
    async fence(tx) {
      if (!(await extend(tx))) throw new LeaseLostError(chainId, holder)
    },
    async release() {
      await database.db.delete(indexerLeases).where(ours)
    },
  }
}
