import { buildSafeTransaction } from '@assent/core'
import { proposeTransaction } from '@assent/gateway-client'
import { TEST_ACCOUNTS } from '@assent/test'
import { parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployTestSafe } from '../testing/deployTestSafe'
import { startTestStack, type TestStack } from '../testing/startTestStack'
import { waitForIndexed } from '../testing/waitForIndexed'
import { buildProposal } from '../transactions/buildProposal'
import { runLoad } from './runLoad'

/** The benchmark runs 30 s (`npm run bench -- --only gateway`); the test suite keeps 5 s. */
const SECONDS = Number(process.env.SOAK_SECONDS ?? 5)
const [alice, bob, carol] = TEST_ACCOUNTS.map((a) => privateKeyToAccount(a.privateKey))
if (!alice || !bob || !carol) throw new Error('test accounts missing')

describe('200 concurrent clients on queue and history (pglite)', () => {
  let stack: TestStack
  let queueUrl: string
  let historyUrl: string

  beforeAll(async () => {
    stack = await startTestStack('pglite')
    const { devnet, gateway } = stack
    const { address: safe } = await deployTestSafe(devnet, {
      owners: [alice.address, bob.address, carol.address],
      threshold: 2,
    })
    for (let i = 0; i < 3; i++) {
      const hash = await devnet.walletClient.sendTransaction({ to: safe, value: parseEther('1') })
      const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash })
      await waitForIndexed(gateway, receipt.blockNumber)
    }
    for (let nonce = 0n; nonce < 5n; nonce++) {
      const body = await buildProposal(alice, {
        chainId: 31337,
        safeAddress: safe,
        safeVersion: '1.4.1',
        tx: buildSafeTransaction({ to: bob.address, value: nonce + 1n, nonce }),
      })
      await proposeTransaction(gateway.client, { chainId: '31337', address: safe, body })
    }
    queueUrl = `${gateway.url}/v1/chains/31337/safes/${safe}/transactions/queued`
    historyUrl = `${gateway.url}/v1/chains/31337/safes/${safe}/transactions/history`
  })
  afterAll(async () => {
    await stack?.stop()
  })

  it(`answers every request of 200 keep-alive clients for ${SECONDS} s without an error`, async () => {
    const result = await runLoad({
      url: (i) => (i % 2 === 0 ? queueUrl : historyUrl),
      connections: 200,
      durationMs: SECONDS * 1000,
      // A full page each time: the 5 proposals (queue) or 3 deposits + creation (history).
      check: (_status, body) => {
        const page = JSON.parse(body) as { count: number; results: unknown[] }
        return (page.count === 5 || page.count === 4) && page.results.length > page.count
      },
    })
    console.info(
      `200 clients × ${SECONDS} s: ${result.requests} requests, ${result.rps.toFixed(0)} req/s, ` +
        `p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms, errors ${result.errors}`,
    )
    expect(result.errorSamples).toEqual([])
    expect(result.errors).toBe(0)
    // Every client got answers, not just a lucky few.
    expect(result.requests).toBeGreaterThanOrEqual(200)
  })
})
