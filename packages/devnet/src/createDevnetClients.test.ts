import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevnetClients } from './createDevnetClients'
import { type Devnet, startDevnet } from './startDevnet'

describe('createDevnetClients', () => {
  let devnet: Devnet
  beforeAll(async () => {
    devnet = await startDevnet({ port: 0, dataDir: null })
  })
  afterAll(async () => {
    await devnet?.stop()
  })

  it('reads the head from the node every time, never from a cache', async () => {
    const { publicClient, testClient } = createDevnetClients(devnet.rpcUrl, devnet.chainId)
    const before = await publicClient.getBlockNumber()
    await testClient.mine({ blocks: 1 })
    // Straight after the first read: viem's default cache (the polling interval) would answer
    // `before` here.
    expect(await publicClient.getBlockNumber()).toBe(before + 1n)
  })
})
