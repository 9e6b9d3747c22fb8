import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startPostgres, type TestPostgres } from '@assent/test'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../db/openDatabase'
import { chainsState, indexerLeases } from '../db/schema/chains'
import { createIndexerLease, LeaseLostError } from './createIndexerLease'

const CHAIN = 31337

describe('indexer lease on PostgreSQL', () => {
  let postgres: TestPostgres
  let database: Database

  beforeAll(async () => {
    postgres = await startPostgres({ database: 'lease' })
    database = await openDatabase({ dataDir: '', databaseUrl: postgres.url })
  })
  afterAll(async () => {
    await database?.close()
    await postgres?.stop()
  })

  const expireNow = () =>
    database.db
      .update(indexerLeases)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(indexerLeases.chainId, CHAIN))

  it('has one holder, renews it, hands over only after expiry or release', async () => {
    const a = createIndexerLease({ database, chainId: CHAIN, holder: 'a' })
    const b = createIndexerLease({ database, chainId: CHAIN, holder: 'b' })
    expect(await a.claim()).toBe(true)
    expect(await b.claim()).toBe(false)
    expect(await a.renew()).toBe(true)
    expect(await b.renew()).toBe(false)
    expect(await a.claim()).toBe(true) // claiming one's own lease renews it too
    expect(await b.claim()).toBe(false)

    await expireNow()
    expect(await b.claim()).toBe(true)
    expect(await a.claim()).toBe(false)
    // Releasing someone else's lease does nothing.
    await a.release()
    expect(await a.claim()).toBe(false)
    // A renewal never takes the lease back, even once it is free again: the old holder's
    // cursor may be stale, so only claim() (which re-reads everything) may take it.
    await b.release()
    expect(await a.renew()).toBe(false)
    expect(await a.claim()).toBe(true)
    await a.release()
  })

  it('lets exactly one of many simultaneous claims win, every round', async () => {
    const leases = Array.from({ length: 5 }, (_, i) =>
      createIndexerLease({ database, chainId: CHAIN, holder: `p${i}` }),
    )
    for (let round = 0; round < 10; round++) {
      await expireNow()
      const won = await Promise.all(leases.map((lease) => lease.claim()))
      expect(won.filter(Boolean)).toHaveLength(1)
      const [row] = await database.db
        .select()
        .from(indexerLeases)
        .where(eq(indexerLeases.chainId, CHAIN))
      expect(row?.holder).toBe(`p${won.indexOf(true)}`)
    }
    await database.db.delete(indexerLeases)
  })

  it('rolls back a write of a process whose lease was taken over', async () => {
    const a = createIndexerLease({ database, chainId: CHAIN, holder: 'a' })
    const b = createIndexerLease({ database, chainId: CHAIN, holder: 'b' })
    const writeCursor = (block: number, fence: typeof a.fence) =>
      database.db.transaction(async (tx) => {
        await fence(tx)
        await tx
          .insert(chainsState)
          .values({ chainId: CHAIN, indexedBlock: block, indexedBlockHash: '0x01', updatedAt: 0 })
          .onConflictDoUpdate({ target: chainsState.chainId, set: { indexedBlock: block } })
      })
    const cursor = async () =>
      (await database.db.select().from(chainsState).where(eq(chainsState.chainId, CHAIN)))[0]
        ?.indexedBlock

    expect(await a.claim()).toBe(true)
    await writeCursor(10, a.fence)
    expect(await cursor()).toBe(10)
    await expireNow()
    expect(await b.claim()).toBe(true)
    await expect(writeCursor(5, a.fence)).rejects.toBeInstanceOf(LeaseLostError)
    expect(await cursor()).toBe(10)
    await writeCursor(11, b.fence)
    expect(await cursor()).toBe(11)
    await b.release()
  })

  it('blocks a takeover while the holder is in its write transaction', async () => {
    const a = createIndexerLease({ database, chainId: CHAIN, holder: 'a', ttlMs: 200 })
    const b = createIndexerLease({ database, chainId: CHAIN, holder: 'b' })
    expect(await a.claim()).toBe(true)
    let claimed: Promise<boolean> | undefined
    await database.db.transaction(async (tx) => {
      await a.fence(tx)
      // The lease expires while the transaction runs; b's claim waits for the row lock.
      await new Promise((resolve) => setTimeout(resolve, 300))
      claimed = b.claim()
      await new Promise((resolve) => setTimeout(resolve, 100))
      await tx
        .insert(chainsState)
        .values({ chainId: CHAIN, indexedBlock: 20, indexedBlockHash: '0x02', updatedAt: 0 })
        .onConflictDoUpdate({ target: chainsState.chainId, set: { indexedBlock: 20 } })
    })
    // a's commit is in before b holds the lease, so b resumes from a's cursor.
    expect(await claimed).toBe(true)
    const [state] = await database.db
      .select()
      .from(chainsState)
      .where(eq(chainsState.chainId, CHAIN))
    expect(state?.indexedBlock).toBe(20)
    await b.release()
  })
})

describe('indexer lease on PGlite', () => {
  let dataDir: string
  let database: Database

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'assent-lease-'))
    database = await openDatabase({ dataDir })
  })
  afterAll(async () => {
    await database?.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('is always the one process’s, even over a holder a killed run left behind', async () => {
    await database.db
      .insert(indexerLeases)
      .values({ chainId: CHAIN, holder: 'killed', expiresAt: sql`now() + interval '1 hour'` })
    const lease = createIndexerLease({ database, chainId: CHAIN, holder: 'me' })
    expect(await lease.claim()).toBe(true)
    await database.db.transaction((tx) => lease.fence(tx))
    const [row] = await database.db.select().from(indexerLeases)
    expect(row?.holder).toBe('me')
    await lease.release()
    expect(await database.db.select().from(indexerLeases)).toEqual([])
  })
})
