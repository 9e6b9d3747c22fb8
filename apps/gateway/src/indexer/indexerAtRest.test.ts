import { startTestDevnet, type TestDevnet } from '@assent/test'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chainsState } from '../db/schema/chains'
import { type RpcRequest, startRpcProxy } from '../testing/startRpcProxy'
import { startTestGateway, type TestGateway } from '../testing/startTestGateway'
import { waitForIndexed } from '../testing/waitForIndexed'

// The indexer at the chain's head polls every 250 ms for as long as the gateway runs: what one
// such poll costs is paid all day. It asks the node once (the head as a block: number and
// hash) and keeps its own cursor; a block replaced at the same height must still be seen.
describe('the indexer at rest', () => {
  let devnet: TestDevnet
  let proxy: Awaited<ReturnType<typeof startRpcProxy>>
  let gateway: TestGateway
  const requests: RpcRequest[] = []

  beforeAll(async () => {
    devnet = await startTestDevnet()
    proxy = await startRpcProxy(devnet.rpcUrl, (request) => {
      requests.push(request)
      return undefined
    })
    gateway = await startTestGateway({ rpcUrl: proxy.url })
  })
  afterAll(async () => {
    await gateway?.close()
    await proxy?.close()
    await devnet?.stop()
  })

  const cursor = async () => {
    const [state] = await gateway.deps.db
      .select()
      .from(chainsState)
      .where(eq(chainsState.chainId, devnet.chainId))
    return state
  }

  it('asks the node one request a poll, for the head block', async () => {
    await waitForIndexed(gateway, await devnet.publicClient.getBlockNumber())
    const from = requests.length
    await expect
      .poll(() => requests.length - from, { timeout: 30_000, interval: 50 })
      .toBeGreaterThanOrEqual(8)
    const polls = requests.slice(from)
    expect(polls.map((request) => `${request.method} ${JSON.stringify(request.params)}`)).toEqual(
      polls.map(() => 'eth_getBlockByNumber ["latest",false]'),
    )
  })

  it('sees a block replaced at the same height and indexes the replacement', async () => {
    const snapshot = await devnet.testClient.snapshot()
    await devnet.testClient.mine({ blocks: 1 })
    const head = await devnet.publicClient.getBlock()
    await waitForIndexed(gateway, head.number)
    expect((await cursor())?.indexedBlockHash).toBe(head.hash)

    // Back one block, and a different block at the same height: the head's number is the
    // cursor's, only its hash differs.
    await devnet.testClient.revert({ id: snapshot })
    await devnet.testClient.setNextBlockTimestamp({ timestamp: head.timestamp + 7n })
    await devnet.testClient.mine({ blocks: 1 })
    const replacement = await devnet.publicClient.getBlock()
    expect(replacement.number).toBe(head.number)
    expect(replacement.hash).not.toBe(head.hash)
    await expect
      .poll(async () => (await cursor())?.indexedBlockHash, { timeout: 30_000 })
      .toBe(replacement.hash)
    expect((await cursor())?.indexedBlock).toBe(Number(head.number))
  })
})
