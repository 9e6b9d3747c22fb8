import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startPostgres, type TestPostgres } from '@assent/test'
import { max } from 'drizzle-orm'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../db/openDatabase'
import { events } from '../db/schema/events'
import { multisigTransactions } from '../db/schema/multisig'
import { multisigRow } from '../testing/multisigRow'
import { DATABASE_KINDS } from '../testing/startTestStack'
import { createEventWatermark } from './createEventWatermark'

const SAFE = '0x00000000000000000000000000000000000000aA' as Address
const GAP_TIMEOUT_MS = 300

/** A proposal numbered `n`: one PENDING_MULTISIG_TRANSACTION event. */
const proposal = (n: number) => multisigRow(SAFE, n)

describe.each(DATABASE_KINDS)('the outbox watermark on %s', (kind) => {
  let pg: TestPostgres | undefined
  let dataDir: string
  let database: Database
  const newestId = async () =>
    Number((await database.db.select({ last: max(events.id) }).from(events))[0]?.last ?? 0)

  beforeAll(async () => {
    pg = kind === 'postgres' ? await startPostgres() : undefined
    dataDir = mkdtempSync(join(tmpdir(), 'assent-watermark-'))
    database = await openDatabase({ dataDir, databaseUrl: pg?.url })
  }, 120_000)
  afterAll(async () => {
    await database?.close()
    await pg?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  // First, while the outbox has no hole in its ids yet.
  it.runIf(kind === 'postgres')(
    'stops below an event whose transaction has not committed yet',
    async () => {
      const watermark = createEventWatermark(database.db, { gapTimeoutMs: 60_000 })
      const start = await watermark.advance()
      let commit = () => {}
      const committed = new Promise<void>((resolve) => {
        commit = resolve
      })
      let inserted = () => {}
      const insertedYet = new Promise<void>((resolve) => {
        inserted = resolve
      })
      const slow = database.db.transaction(async (trx) => {
        await trx.insert(multisigTransactions).values(proposal(10))
        inserted()
        await committed
      })
      await insertedYet
      await database.db.insert(multisigTransactions).values(proposal(11))
      // Event start+2 is visible, start+1 is not yet: nothing past `start` may be read.
      try {
        expect(await newestId()).toBe(start + 2)
        expect(await watermark.advance()).toBe(start)
      } finally {
        commit()
        await slow
      }
      expect(await watermark.advance()).toBe(start + 2)
    },
  )

  it('passes the id of a rolled-back write only after the gap timeout', async () => {
    const watermark = createEventWatermark(database.db, { gapTimeoutMs: GAP_TIMEOUT_MS })
    await database.db.insert(multisigTransactions).values(proposal(1))
    expect(await watermark.advance()).toBe(await newestId())
    await expect(
      database.db.transaction(async (trx) => {
        await trx.insert(multisigTransactions).values(proposal(2))
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    const before = await newestId()
    await database.db.insert(multisigTransactions).values(proposal(3))
    const after = await newestId()
    expect(after).toBe(before + 2)
    expect(await watermark.advance()).toBe(before)
    await expect.poll(() => watermark.advance(), { timeout: 30_000 }).toBe(after)
  })
})
