import { getIndexingStatus } from '@assent/gateway-client'
import { startPostgres, startTestDevnet, type TestDevnet, type TestPostgres } from '@assent/test'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { indexerLeases } from '../db/schema/chains'
import { createLogger } from '../log/createLogger'
import { startTestGateway, type TestGateway } from '../testing/startTestGateway'
import { waitForIndexed } from '../testing/waitForIndexed'

/** Ceiling of the waits for the indexers: each returns as soon as its condition holds. */
const WITHIN = { timeout: 30_000 }

// PGlite serves one process, so sharing a chain between processes is a PostgreSQL matter.
describe('two gateways on one PostgreSQL', () => {
  let devnet: TestDevnet
  let postgres: TestPostgres
  const gateways: TestGateway[] = []
  const started: string[] = []
  const lost: string[] = []

  const start = async (name: string, databaseUrl: string) => {
    const gateway = await startTestGateway({
      rpcUrl: devnet.rpcUrl,
      databaseUrl,
      logger: createLogger({
        level: 'info',
        write: (line) => {
          const { msg } = JSON.parse(line) as { msg: string }
          if (msg === 'indexer started') started.push(name)
          if (msg === 'indexer lease lost; standing by') lost.push(name)
        },
      }),
    })
    gateways.push(gateway)
    return gateway
  }

  beforeAll(async () => {
    devnet = await startTestDevnet()
    postgres = await startPostgres()
  })
  afterAll(async () => {
    for (const gateway of gateways) await gateway.close().catch(() => {})
    await postgres?.stop()
    await devnet?.stop()
  })

  // Two gateway starts and several waits for the indexer: room for a busy machine.
  it('lets exactly one index a chain and hands over when it stops', {
    timeout: 180_000,
  }, async () => {
    const databaseUrl = postgres.url
    const first = await start('first', databaseUrl)
    await expect.poll(() => started, WITHIN).toEqual(['first'])
    const second = await start('second', databaseUrl)
    // Longer than the lease, its renewals and the standby retry: the second must still wait.
    await new Promise((resolve) => setTimeout(resolve, 3000))
    expect(started).toEqual(['first'])
    // Both serve, reading the one database.
    const status = await getIndexingStatus(second.client, { chainId: '31337' })
    expect(status.indexedBlock).toBeGreaterThanOrEqual(0)
    // The standby takes the indexer's synced head as its own (Safe state is cached per head).
    const headOf = (gateway: TestGateway) => gateway.deps.chains.list()[0]!.syncedHead.key
    await expect.poll(() => headOf(second), WITHIN).toMatch(/^\d+:0x[0-9a-f]{64}$/)
    await expect.poll(() => headOf(second), WITHIN).toBe(headOf(first))

    await first.close()
    await expect.poll(() => started, WITHIN).toEqual(['first', 'second'])
    const hash = await devnet.walletClient.sendTransaction({
      to: devnet.accounts[9]!.address,
      value: 1n,
    })
    const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash })
    await waitForIndexed(second, receipt.blockNumber)
  })

  it('stops writing once its lease is taken, and resumes from the cursor when it is back', {
    timeout: 120_000,
  }, async () => {
    const second = gateways[1]!
    const { db } = second.deps
    const indexed = async () =>
      (await getIndexingStatus(second.client, { chainId: '31337' })).indexedBlock
    // Another holder (a process this test plays) takes the chain over.
    await db
      .update(indexerLeases)
      .set({ holder: 'intruder', expiresAt: sql`now() + interval '1 hour'` })
    await expect.poll(() => lost, WITHIN).toEqual(['second'])
    const before = await indexed()
    const hash = await devnet.walletClient.sendTransaction({
      to: devnet.accounts[9]!.address,
      value: 1n,
    })
    const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash })
    // Several poll intervals and standby retries: nothing may move the cursor meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(await indexed()).toBe(before)
    expect(Number(receipt.blockNumber)).toBeGreaterThan(before)

    await db.delete(indexerLeases)
    await waitForIndexed(second, receipt.blockNumber)
    expect(started).toEqual(['first', 'second', 'second'])
  })
})
