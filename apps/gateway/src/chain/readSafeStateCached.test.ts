import { getSafeInfo } from '@assent/gateway-client'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployTestSafe } from '../testing/deployTestSafe'
import { execTestSafeTransaction } from '../testing/execTestSafeTransaction'
import { startTestStack, type TestStack } from '../testing/startTestStack'
import { waitForIndexed } from '../testing/waitForIndexed'

/**
 * Ceiling of the polls below: the indexer has to see the new head (or the reorg) first, which a
 * busy machine (load 20 on two cores) can take seconds for; each poll returns once it holds.
 */
const UNTIL_INDEXED = { timeout: 30_000, interval: 50 }

// The cache is in memory, the database is irrelevant: PGlite only.
describe('safe state cached per chain head', () => {
  let stack: TestStack
  let safe: Address
  const nonce = async () =>
    (await getSafeInfo(stack.gateway.client, { chainId: '31337', address: safe })).nonce
  const exec = async () => {
    const hash = await execTestSafeTransaction(stack.devnet, { safe, signers: [0], to: safe })
    const receipt = await stack.devnet.publicClient.waitForTransactionReceipt({ hash })
    await waitForIndexed(stack.gateway, receipt.blockNumber)
  }

  beforeAll(async () => {
    stack = await startTestStack('pglite')
    const created = await deployTestSafe(stack.devnet, {
      owners: [stack.devnet.accounts[0]!.address],
      threshold: 1,
    })
    safe = created.address
    const receipt = await stack.devnet.publicClient.waitForTransactionReceipt({
      hash: created.txHash,
    })
    await waitForIndexed(stack.gateway, receipt.blockNumber)
  })
  afterAll(async () => {
    await stack?.stop()
  })

  it('serves the new state once the indexer reaches the new head', async () => {
    expect(await nonce()).toBe(0)
    expect(await nonce()).toBe(0)
    await exec()
    await expect.poll(nonce, UNTIL_INDEXED).toBe(1)
  })

  it('drops state of a block replaced by a reorg at the same height', async () => {
    const snapshot = await stack.devnet.testClient.snapshot()
    await exec()
    await expect.poll(nonce, UNTIL_INDEXED).toBe(2)
    await stack.devnet.testClient.revert({ id: snapshot })
    // One new block: the same height as the dropped one, another hash.
    await stack.devnet.testClient.mine({ blocks: 1 })
    await expect.poll(nonce, UNTIL_INDEXED).toBe(1)
  })
})
