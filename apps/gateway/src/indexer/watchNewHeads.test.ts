import { findFreePort, startTestDevnet, type TestDevnet } from '@assent/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../log/createLogger'
import { startTestGateway } from '../testing/startTestGateway'
import { waitForIndexed } from '../testing/waitForIndexed'
import { watchNewHeads } from './watchNewHeads'

const log = createLogger({ level: 'silent' })
/** A poll interval no test would wait out: only a pushed head can make these indexers look. */
const NEVER_POLL_MS = 600_000

describe('new heads pushed by the node', () => {
  let devnet: TestDevnet
  const wsUrl = () => devnet.rpcUrl.replace(/^http/, 'ws')

  beforeAll(async () => {
    devnet = await startTestDevnet({ deploy: false })
  })
  afterAll(async () => {
    await devnet?.stop()
  })

  it('wakes a waiter when a block is mined, and at once for a block it already announced', async () => {
    const heads = watchNewHeads(wsUrl(), { chainId: 31337, log })
    try {
      await expect.poll(() => heads.live(), { timeout: 30_000 }).toBe(true)
      const mark = heads.count()
      const waited = heads.waitAfter(mark, NEVER_POLL_MS)
      await devnet.testClient.mine({ blocks: 1 })
      await waited
      expect(heads.count()).toBeGreaterThan(mark)
      // Announced before the wait began: no wait at all.
      await heads.waitAfter(mark, NEVER_POLL_MS)
    } finally {
      await heads.stop()
    }
    // Stopped: nothing more to wait for.
    await heads.waitAfter(heads.count(), NEVER_POLL_MS)
    expect(heads.live()).toBe(false)
  })

  it('is not live where nothing answers, and lets a waiter go after its time', async () => {
    const port = await findFreePort()
    const heads = watchNewHeads(`ws://127.0.0.1:${port}`, { chainId: 31337, log })
    try {
      await heads.waitAfter(heads.count(), 300)
      expect(heads.live()).toBe(false)
      expect(heads.count()).toBe(0)
    } finally {
      await heads.stop()
    }
  })

  it('lets a gateway index a new block without polling for it, and polls when there is no socket', async () => {
    const pushed = await startTestGateway({
      rpcUrl: devnet.rpcUrl,
      chain: (config) => ({
        ...config,
        indexer: {
          ...config.indexer,
          pollIntervalMs: NEVER_POLL_MS,
          headsHeartbeatMs: NEVER_POLL_MS,
        },
      }),
    })
    const port = await findFreePort()
    const polling = await startTestGateway({
      rpcUrl: devnet.rpcUrl,
      chain: (config) => ({ ...config, wsRpcUrl: `ws://127.0.0.1:${port}` }),
    })
    try {
      const head = await devnet.publicClient.getBlockNumber()
      await waitForIndexed(pushed, head)
      await waitForIndexed(polling, head)
      await devnet.testClient.mine({ blocks: 2 })
      const mined = await devnet.publicClient.getBlockNumber()
      // A stalled indexer fails waitForIndexed; the pushed one would otherwise wait 10 minutes.
      await waitForIndexed(pushed, mined, 60_000)
      await waitForIndexed(polling, mined, 60_000)
    } finally {
      await pushed.close()
      await polling.close()
    }
  })
})
