import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startPostgres, type TestPostgres } from '@assent/test'
import { PGlite } from '@electric-sql/pglite'
import { and, eq, gt, sql } from 'drizzle-orm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import { type Address, type Hex, numberToHex, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { historyPlacesDrift } from '../testing/historyPlacesDrift'
import { multisigRow } from '../testing/multisigRow'
import { DATABASE_KINDS } from '../testing/startTestStack'
import { executeRows } from './executeRows'
import { type Database, type Db, openDatabase, schema } from './openDatabase'
import { multisigTransactions } from './schema/multisig'
import { moduleTransactions, transfers } from './schema/tokens'

type Counts = {
  chainId: number
  safe: string
  executedTxs: number
  moduleTxs: number
  incomingTransfers: number
}

const A = '0x00000000000000000000000000000000000000aA' as Address
const B = '0x00000000000000000000000000000000000000bB' as Address
const hash = (n: number): Hex => numberToHex(n, { size: 32 })

/** A multisig tx numbered `n` of `safe`: executed at block `n` when `executed`, else pending. */
function multisig(safe: Address, n: number, executed: boolean, chainId = 31337) {
  return multisigRow(safe, n, {
    chainId,
    ...(executed ? { txHash: hash(1_000 + n), blockNumber: n, logIndex: 0, executedAt: n } : {}),
  })
}

function transfer(safe: Address, n: number, direction: 'INCOMING' | 'OUTGOING') {
  return {
    chainId: 31337,
    txHash: hash(2_000 + n),
    logIndex: 1,
    safe,
    blockNumber: n,
    timestamp: n,
    type: 'NATIVE_COIN' as const,
    from: zeroAddress,
    to: safe,
    value: '1',
    direction,
  }
}

function moduleTx(safe: Address, n: number) {
  return {
    chainId: 31337,
    txHash: hash(3_000 + n),
    logIndex: 2,
    safe,
    module: zeroAddress,
    to: zeroAddress,
    value: '0',
    data: '0x' as Hex,
    operation: 0,
    isSuccessful: true,
    blockNumber: n,
    timestamp: n,
  }
}

/** What the triggers keep, leaving out Safes back at zero. */
const stored = (db: Db) =>
  executeRows<Counts>(
    db,
    sql`select chain_id as "chainId", safe, executed_txs::int as "executedTxs",
        module_txs::int as "moduleTxs", incoming_transfers::int as "incomingTransfers"
      from safe_history_counts
      where executed_txs <> 0 or module_txs <> 0 or incoming_transfers <> 0
      order by chain_id, safe`,
  )

/** The same counted from the rows themselves: what a history page's `count` must say. */
const recounted = (db: Db) =>
  executeRows<Counts>(
    db,
    sql`select chain_id as "chainId", safe, sum(executed)::int as "executedTxs",
        sum(module)::int as "moduleTxs", sum(incoming)::int as "incomingTransfers" from (
      select chain_id, safe, 1 as executed, 0 as module, 0 as incoming
        from multisig_transactions where tx_hash is not null
      union all select chain_id, safe, 0, 1, 0 from module_transactions
      union all select chain_id, safe, 0, 0, 1 from transfers where direction = 'INCOMING'
    ) counted group by 1, 2 order by 1, 2`,
  )

/** Entries per `chainId:safe`, all sources together. */
const totals = (counts: Counts[]) =>
  Object.fromEntries(
    counts.map((c) => [
      `${c.chainId}:${c.safe}`,
      c.executedTxs + c.moduleTxs + c.incomingTransfers,
    ]),
  )

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url))

/** A copy of the migrations folder that ends before `tag`: the schema an older gateway left. */
function migrationsBefore(tag: string, dir: string): string {
  const folder = join(dir, 'migrations')
  mkdirSync(join(folder, 'meta'), { recursive: true })
  cpSync(migrationsFolder, folder, { recursive: true })
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8'))
  const at = journal.entries.findIndex((e: { tag: string }) => e.tag === tag)
  if (at < 0) throw new Error(`no migration ${tag}`)
  journal.entries = journal.entries.slice(0, at)
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify(journal))
  return folder
}

/** Migrates the database at `target` up to (not including) `tag` and runs `write` on it. */
async function writeBeforeMigration(
  target: { dataDir: string; databaseUrl: string | undefined },
  tag: string,
  write: (db: Db) => Promise<void>,
) {
  const folder = migrationsBefore(tag, target.dataDir)
  if (target.databaseUrl) {
    const client = postgres(target.databaseUrl, { max: 1, onnotice: () => {} })
    const db = drizzlePostgres(client, { schema })
    await migratePostgres(db, { migrationsFolder: folder })
    await write(db)
    await client.end()
  } else {
    const client = await PGlite.create(join(target.dataDir, 'pglite'))
    const db = drizzlePglite(client, { schema })
    await migratePglite(db, { migrationsFolder: folder })
    await write(db)
    await client.close()
  }
}

describe.each(DATABASE_KINDS)('safe_history_counts on %s', (kind) => {
  let pg: TestPostgres | undefined
  let dataDir: string
  let database: Database

  beforeAll(async () => {
    pg = kind === 'postgres' ? await startPostgres() : undefined
    dataDir = mkdtempSync(join(tmpdir(), 'assent-history-counts-'))
    const target = { dataDir, databaseUrl: pg?.url }
    // History written by a gateway from before the counts: migration 0011 must count it.
    await writeBeforeMigration(target, '0011_history_counts', async (db) => {
      await db
        .insert(multisigTransactions)
        .values([multisig(A, 1, true), multisig(A, 2, true), multisig(A, 3, false)])
      await db
        .insert(transfers)
        .values([
          transfer(A, 4, 'INCOMING'),
          transfer(B, 5, 'INCOMING'),
          transfer(B, 6, 'OUTGOING'),
        ])
      await db.insert(moduleTransactions).values([moduleTx(B, 7)])
    })
    database = await openDatabase(target)
  }, 120_000)
  afterAll(async () => {
    await database?.close()
    await pg?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  it('counts the history already there when the migration runs', async () => {
    expect(await stored(database.db)).toEqual([
      { chainId: 31337, safe: A, executedTxs: 2, moduleTxs: 0, incomingTransfers: 1 },
      { chainId: 31337, safe: B, executedTxs: 0, moduleTxs: 1, incomingTransfers: 1 },
    ])
    // Migration 0014 numbers the entries already there.
    expect(await historyPlacesDrift(database.db)).toEqual([])
    const [placed] = await executeRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from safe_history_entries`,
    )
    expect(placed?.n).toBe(5)
  })

  it('follows every kind of write in the writing statement, as a recount would say', async () => {
    const { db } = database
    const expectCounts = async (expected: Record<string, number>) => {
      const counts = await stored(db)
      expect(counts).toEqual(await recounted(db))
      expect(totals(counts)).toEqual(expected)
      // The entries' places follow the same writes (migration 0014).
      expect(await historyPlacesDrift(db)).toEqual([])
    }

    // A bulk insert of executed and pending txs of several Safes and chains.
    await db
      .insert(multisigTransactions)
      .values([
        multisig(A, 10, true),
        multisig(A, 11, true),
        multisig(A, 12, false),
        multisig(B, 13, true),
        multisig(A, 14, true, 10),
      ])
    await expectCounts({ [`31337:${A}`]: 5, [`31337:${B}`]: 3, [`10:${A}`]: 1 })

    // Transfers: outgoing ones are not history entries; a known one arriving again is skipped.
    await db
      .insert(transfers)
      .values([
        transfer(A, 4, 'INCOMING'),
        transfer(A, 15, 'INCOMING'),
        transfer(A, 16, 'OUTGOING'),
      ])
      .onConflictDoNothing()
    await db.insert(moduleTransactions).values([moduleTx(A, 17), moduleTx(B, 18)])
    await expectCounts({ [`31337:${A}`]: 7, [`31337:${B}`]: 4, [`10:${A}`]: 1 })

    // The indexer's upsert: a proposal (pending 12) becomes an execution, a new one is inserted.
    const executed = multisig(A, 12, true)
    await db
      .insert(multisigTransactions)
      .values([executed, multisig(B, 19, true)])
      .onConflictDoUpdate({
        target: [multisigTransactions.chainId, multisigTransactions.safeTxHash],
        set: { txHash: sql`excluded.tx_hash`, blockNumber: sql`excluded.block_number` },
      })
    await expectCounts({ [`31337:${A}`]: 8, [`31337:${B}`]: 5, [`10:${A}`]: 1 })

    // Updates that change nothing counted (a confirmation's time) leave the counts alone.
    await db.update(multisigTransactions).set({ confirmedAt: 99 })
    await expectCounts({ [`31337:${A}`]: 8, [`31337:${B}`]: 5, [`10:${A}`]: 1 })

    // A rollback above block 11: executions go back to the queue, chain-only rows go.
    await db
      .update(multisigTransactions)
      .set({ txHash: null, blockNumber: null, logIndex: null, executedAt: null })
      .where(and(eq(multisigTransactions.chainId, 31337), gt(multisigTransactions.blockNumber, 11)))
    await db.delete(transfers).where(gt(transfers.blockNumber, 11))
    await db.delete(moduleTransactions).where(gt(moduleTransactions.blockNumber, 11))
    await expectCounts({ [`31337:${A}`]: 5, [`31337:${B}`]: 2, [`10:${A}`]: 1 })

    // Rows that change Safe or direction move between counts.
    await db.update(transfers).set({ direction: 'OUTGOING' }).where(eq(transfers.safe, B))
    await db.update(moduleTransactions).set({ safe: A }).where(eq(moduleTransactions.safe, B))
    await expectCounts({ [`31337:${A}`]: 6, [`10:${A}`]: 1 })

    // Deleting a proposal changes nothing; deleting executions does.
    await db.delete(multisigTransactions).where(eq(multisigTransactions.safeTxHash, hash(3)))
    await expectCounts({ [`31337:${A}`]: 6, [`10:${A}`]: 1 })
    await db.delete(multisigTransactions).where(eq(multisigTransactions.chainId, 10))
    await db.delete(multisigTransactions).where(eq(multisigTransactions.safeTxHash, hash(1)))
    await expectCounts({ [`31337:${A}`]: 5 })

    // One transaction of many statements, as catch-up writes: transfers first, then executions
    // one by one after, between and before them, and a delete. The places are settled once, at
    // commit, from the oldest entry any of its statements touched.
    await db.transaction(async (tx) => {
      await tx.insert(transfers).values([40, 44, 48].map((n) => transfer(B, n, 'INCOMING')))
      for (const n of [46, 42, 30])
        await tx.insert(multisigTransactions).values(multisig(B, n, true))
      await tx.delete(transfers).where(and(eq(transfers.safe, B), eq(transfers.blockNumber, 44)))
    })
    await expectCounts({ [`31337:${A}`]: 5, [`31337:${B}`]: 5 })
  })
})
