import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { type Address, type Hex, numberToHex } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { multisigRow } from '../testing/multisigRow'
import { executeRows } from './executeRows'
import { maintainPglite } from './maintainPglite'
import { type Database, openDatabase } from './openDatabase'
import { multisigTransactions } from './schema/multisig'

const SAFE = '0x00000000000000000000000000000000000000aA' as Address
const hash = (n: number): Hex => numberToHex(n, { size: 32 })

/** `count` executed multisig txs of SAFE from number `from` on. */
async function writeExecuted(database: Database, from: number, count: number) {
  const rows = Array.from({ length: count }, (_, i) => {
    const n = from + i
    return multisigRow(SAFE, n, {
      txHash: hash(1_000_000 + n),
      blockNumber: n,
      logIndex: 0,
      executedAt: n,
    })
  })
  await database.db.insert(multisigTransactions).values(rows)
}

/** How many rows a history page's read of executed txs checks in the heap (EXPLAIN ANALYZE). */
async function heapFetches(database: Database): Promise<number> {
  const plan = await executeRows<{ 'QUERY PLAN': string }>(
    database.db,
    sql`explain (analyze, costs off, timing off, summary off)
      select safe_tx_hash, block_number, log_index, executed_at from multisig_transactions
      where chain_id = 31337 and safe = ${SAFE} and tx_hash is not null
      order by block_number desc nulls last, log_index desc nulls last limit 20`,
  )
  const text = plan.map((row) => row['QUERY PLAN']).join('\n')
  expect(text).toContain('Index Only Scan using multisig_transactions_history_idx')
  const fetches = /Heap Fetches: (\d+)/.exec(text)
  if (!fetches) throw new Error(`no heap fetches in the plan:\n${text}`)
  return Number(fetches[1])
}

describe('PGlite maintenance', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'assent-maintain-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('lets index-only scans skip the heap, after a catch-up and at every open', async () => {
    let database = await openDatabase({ dataDir })
    try {
      await writeExecuted(database, 1, 400)
      // Statistics alone (all the gateway refreshed before) leave freshly written pages unmarked:
      // each row's page is visited.
      await database.db.execute(sql`analyze`)
      expect(await heapFetches(database)).toBe(20)
      await maintainPglite(database.db)
      expect(await heapFetches(database)).toBe(0)
      await writeExecuted(database, 401, 300)
      await database.db.execute(sql`analyze`)
      expect(await heapFetches(database)).toBeGreaterThan(0)
    } finally {
      await database.close()
    }
    database = await openDatabase({ dataDir })
    try {
      expect(await heapFetches(database)).toBe(0)
    } finally {
      await database.close()
    }
  })
})
