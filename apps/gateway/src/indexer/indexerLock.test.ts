import { getIndexingStatus } from '@assent/gateway-client'
import { startPostgres, startTestDevnet, type TestDevnet, type TestPostgres } from '@assent/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../log/createLogger'
import { startTestGateway, type TestGateway } from '../testing/startTestGateway'
import { waitForIndexed } from '../testing/waitForIndexed'

// PGlite serves one process, so sharing a chain between processes is a PostgreSQL matter.
describe('two gateways on one PostgreSQL', () => {
  let devnet: TestDevnet
  let postgres: TestPostgres
  const gateways: TestGateway[] = []
  const started: string[] = []

  const start = async (name: string, databaseUrl: string) => {
    const gateway = await startTestGateway({
      rpcUrl: devnet.rpcUrl,
      databaseUrl,
      logger: createLogger({
        level: 'info',
        write: (line) => {
          if (JSON.parse(line).msg === 'indexer started') started.push(name)
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

  it('lets exactly one index a chain and hands over when it stops', async () => {
    const databaseUrl = postgres.url
    const first = await start('first', databaseUrl)
    await expect.poll(() => started, { timeout: 10_000 }).toEqual(['first'])
    const second = await start('second', databaseUrl)
    // Longer than the standby retry: the second process must still be waiting.
    await new Promise((resolve) => setTimeout(resolve, 2500))
    expect(started).toEqual(['first'])
    // Both serve, reading the one database.
    const status = await getIndexingStatus(second.client, { chainId: '31337' })
    expect(status.indexedBlock).toBeGreaterThanOrEqual(0)

    await first.close()
    await expect.poll(() => started, { timeout: 10_000 }).toEqual(['first', 'second'])
    const hash = await devnet.walletClient.sendTransaction({
      to: devnet.accounts[9]!.address,
      value: 1n,
    })
    const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash })
    await waitForIndexed(second, receipt.blockNumber)
  })
})
