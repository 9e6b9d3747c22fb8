import { getTransactionHistory } from '@assent/gateway-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSeededSafes } from '../../bench/seed'
import { startTestGateway, type TestGateway } from '../testing/startTestGateway'
import { waitForIndexed } from '../testing/waitForIndexed'

// The web bench compares histories of several sizes on one stack (scripts/bench/web.ts): the
// bench seeder must put each Safe's rows under that Safe only, in one database.
describe('several bench Safes in one database (pglite)', () => {
  let stack: Awaited<ReturnType<typeof startSeededSafes>>
  let gateway: TestGateway

  beforeAll(async () => {
    stack = await startSeededSafes('pglite', [
      { executed: 4, incoming: 0, queued: 0, messages: 0 },
      { executed: 9, incoming: 2, queued: 0, messages: 0 },
    ])
    gateway = await startTestGateway({ rpcUrl: stack.devnet.rpcUrl, dataDir: stack.dataDir })
    // The indexer adds each Safe's creation (a history entry) once it reaches the Safe's block:
    // the counts below are read after that, not in a race with it.
    await waitForIndexed(gateway, await stack.devnet.publicClient.getBlockNumber())
  }, 120_000)
  afterAll(async () => {
    await gateway?.close()
    await stack?.stop()
  })

  it('serves each Safe its own history', async () => {
    const [small, large] = stack.safes
    expect(small && large && small.safe !== large.safe).toBe(true)
    for (const [seeded, entries] of [
      [small, 4 + 1],
      [large, 11 + 1],
    ] as const) {
      const page = await getTransactionHistory(gateway.client, {
        chainId: '31337',
        address: seeded?.safe ?? '',
      })
      expect(page.count).toBe(entries) // executions, incoming transfers and the creation
      const ids = page.results.flatMap((item) =>
        item.type === 'TRANSACTION' ? [item.transaction.id] : [],
      )
      expect(ids.every((id) => id.includes(seeded?.safe ?? '?'))).toBe(true)
    }
  })
})
