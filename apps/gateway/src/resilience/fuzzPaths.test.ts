import { buildSafeTransaction, getSafeMessageTypedData } from '@assent/core'
import { proposeSafeMessage, proposeTransaction } from '@assent/gateway-client'
import { TEST_ACCOUNTS } from '@assent/test'
import fc from 'fast-check'
import { parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { deployTestSafe } from '../testing/deployTestSafe'
import { startTestStack, type TestStack } from '../testing/startTestStack'
import { waitForIndexed } from '../testing/waitForIndexed'
import { buildProposal } from '../transactions/buildProposal'
import { pathSegment } from './fuzzArbitraries'
import { snapshotDatabase } from './snapshotDatabase'

/** Runs per route; `FUZZ_RUNS=5000` for a long session. */
const RUNS = Math.ceil(Number(process.env.FUZZ_RUNS ?? 300) / 3)
const [alice, bob, carol] = TEST_ACCOUNTS.map((a) => privateKeyToAccount(a.privateKey))
if (!alice || !bob || !carol) throw new Error('test accounts missing')

type Route = {
  method: 'GET' | 'POST' | 'DELETE'
  /** `{name}` placeholders, each filled with its valid value or a fuzzed segment. */
  template: string
  body?: string
}

/** Every route with a path parameter, plus the list cursors and the history time zone. */
const ROUTES: Route[] = [
  { method: 'GET', template: '/v1/chains/{chainId}' },
  { method: 'GET', template: '/v1/chains/{chainId}/safes/{address}' },
  { method: 'GET', template: '/v1/chains/{chainId}/safes/{address}/nonces' },
  { method: 'GET', template: '/v1/chains/{chainId}/safes/{address}/balances/{currency}' },
  {
    method: 'GET',
    template: '/v1/chains/{chainId}/safes/{address}/transactions/queued?cursor={cursor}',
  },
  {
    method: 'GET',
    template:
      '/v1/chains/{chainId}/safes/{address}/transactions/history?cursor={cursor}&timezone={timezone}',
  },
  { method: 'GET', template: '/v1/chains/{chainId}/safes/{address}/messages?cursor={cursor}' },
  { method: 'GET', template: '/v1/chains/{chainId}/safes/{address}/multisig-transactions/' },
  { method: 'GET', template: '/v1/chains/{chainId}/owners/{address}/safes' },
  { method: 'GET', template: '/v2/chains/{chainId}/safes/{address}/collectibles?cursor={cursor}' },
  { method: 'GET', template: '/v1/chains/{chainId}/transactions/{id}' },
  { method: 'GET', template: '/v1/chains/{chainId}/messages/{messageHash}' },
  {
    method: 'POST',
    template: '/v1/chains/{chainId}/transactions/{address}/propose',
    body: 'proposal',
  },
  {
    method: 'POST',
    template: '/v1/chains/{chainId}/transactions/{safeTxHash}/confirmations',
    body: 'confirmation',
  },
  {
    method: 'DELETE',
    template: '/v1/chains/{chainId}/transactions/{safeTxHash}',
    body: 'confirmation',
  },
  {
    method: 'POST',
    template: '/v1/chains/{chainId}/messages/{messageHash}/signatures',
    body: 'messageSignature',
  },
]

describe('fuzzed path and query parameters (postgres): only 4xx and the database unchanged', () => {
  let stack: TestStack
  const valid: Record<string, string> = {}
  const bodies: Record<string, string> = {}
  const tally: Record<string, Record<number, number>> = {}

  beforeAll(async () => {
    stack = await startTestStack('postgres')
    const { devnet, gateway } = stack
    const { address: safe, txHash } = await deployTestSafe(devnet, {
      owners: [alice.address, bob.address, carol.address],
      threshold: 2,
    })
    const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash: txHash })
    await waitForIndexed(gateway, receipt.blockNumber)
    const proposal = await buildProposal(alice, {
      chainId: 31337,
      safeAddress: safe,
      safeVersion: '1.4.1',
      tx: buildSafeTransaction({ to: bob.address, value: parseEther('1'), nonce: 0n }),
    })
    await proposeTransaction(gateway.client, { chainId: '31337', address: safe, body: proposal })
    const message = 'Fuzzing paths'
    const messageSignature = await alice.signTypedData(
      getSafeMessageTypedData({
        chainId: 31337,
        safeAddress: safe,
        safeVersion: '1.4.1',
        message,
      }) as never,
    )
    await proposeSafeMessage(gateway.client, {
      chainId: '31337',
      address: safe,
      body: { message, signature: messageSignature },
    })
    const [stored] = await gateway.deps.db.query.messages.findMany()
    if (!stored) throw new Error('message not stored')
    Object.assign(valid, {
      chainId: '31337',
      address: safe,
      currency: 'usd',
      cursor: encodeURIComponent('limit=20&offset=0'),
      timezone: 'Europe%2FBerlin',
      id: `multisig_${safe}_${proposal.safeTxHash}`,
      safeTxHash: proposal.safeTxHash,
      messageHash: stored.messageHash,
    })
    Object.assign(bodies, {
      proposal: JSON.stringify(proposal),
      confirmation: JSON.stringify({ signature: proposal.signature }),
      messageSignature: JSON.stringify({ signature: messageSignature }),
    })
  })
  afterAll(async () => {
    console.info(`fuzzed paths, status counts per route (${RUNS} runs each):`, tally)
    await stack?.stop()
  })

  for (const route of ROUTES) {
    const params = [...route.template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)
    it(`${route.method} ${route.template}: ${RUNS} fuzzed parameters`, async () => {
      const app = createApp(stack.gateway.deps)
      const db = stack.gateway.deps.db
      const counts: Record<number, number> = {}
      tally[`${route.method} ${route.template}`] = counts
      const before = await snapshotDatabase(db)
      const fuzzed = fc
        .constantFrom(...params)
        .chain((name) => pathSegment(valid[name]!).map((segment) => ({ name, segment })))
      await fc.assert(
        fc.asyncProperty(fuzzed, async ({ name, segment }) => {
          const path = route.template.replace(/\{(\w+)\}/g, (_, p: string) =>
            p === name ? segment : valid[p]!,
          )
          const res = await app.fetch(
            new Request(`${stack.gateway.url}${path}`, {
              method: route.method,
              ...(route.body
                ? { body: bodies[route.body], headers: { 'content-type': 'application/json' } }
                : {}),
            }),
          )
          const text = await res.text()
          counts[res.status] = (counts[res.status] ?? 0) + 1
          expect(res.status, `${route.method} ${path} → ${text}`).toBeLessThan(500)
          if (res.status >= 400) {
            expect(JSON.parse(text), path).toEqual({
              code: res.status,
              message: expect.any(String),
            })
          }
        }),
        { numRuns: RUNS },
      )
      expect(await snapshotDatabase(db)).toEqual(before)
    })
  }
})
