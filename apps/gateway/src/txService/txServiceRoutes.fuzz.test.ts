import { buildSafeTransaction, getSafeMessageTypedData } from '@assent/core'
import { TEST_ACCOUNTS } from '@assent/test'
import fc from 'fast-check'
import { encodeFunctionData, erc20Abi, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { mutatedBody, pathSegment } from '../resilience/fuzzArbitraries'
import { snapshotDatabase } from '../resilience/snapshotDatabase'
import { deployTestSafe } from '../testing/deployTestSafe'
import { startTestStack, type TestStack } from '../testing/startTestStack'
import { waitForIndexed } from '../testing/waitForIndexed'
import { buildProposal } from '../transactions/buildProposal'
import { isServiceErrorBody } from './serviceErrors'

/** Runs per body target and per route; `FUZZ_RUNS=5000` for a long session. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300)
const PATH_RUNS = Math.ceil(RUNS / 3)
const [alice, bob, carol] = TEST_ACCOUNTS.map((a) => privateKeyToAccount(a.privateKey))
if (!alice || !bob || !carol) throw new Error('test accounts missing')
const FAKE_SIGNATURE = `0x${'ab'.repeat(64)}1b`

type BodyTarget = {
  name: string
  method: 'POST' | 'DELETE'
  path: string
  base: Record<string, unknown>
  /** true: every fuzzed body must be refused; false: the base (an idempotent repeat) may pass. */
  strict: boolean
}

/** Every tx-service route with a path or query parameter; `{name}` is filled or fuzzed. */
const ROUTE_TEMPLATES: { method: 'GET' | 'POST' | 'DELETE'; template: string; body?: string }[] = [
  { method: 'GET', template: '/txs/{chainId}/api/v1/about/' },
  { method: 'GET', template: '/txs/{chainId}/api/v1/safes/{address}/' },
  { method: 'GET', template: '/txs/{chainId}/api/v1/safes/{address}/creation/' },
  { method: 'GET', template: '/txs/{chainId}/api/v1/owners/{address}/safes/' },
  { method: 'GET', template: '/txs/{chainId}/api/v1/modules/{address}/safes/' },
  {
    method: 'GET',
    template:
      '/txs/{chainId}/api/v2/safes/{address}/multisig-transactions/?executed={flag}&nonce__gte={nonce}&ordering={ordering}&limit={limit}&offset={offset}',
  },
  { method: 'GET', template: '/txs/{chainId}/api/v2/multisig-transactions/{safeTxHash}/' },
  {
    method: 'GET',
    template: '/txs/{chainId}/api/v1/multisig-transactions/{safeTxHash}/confirmations/',
  },
  {
    method: 'GET',
    template: '/txs/{chainId}/api/v2/safes/{address}/all-transactions/?limit={limit}',
  },
  {
    method: 'GET',
    template: '/txs/{chainId}/api/v1/safes/{address}/incoming-transfers/?_from={address}',
  },
  {
    method: 'GET',
    template: '/txs/{chainId}/api/v1/safes/{address}/module-transactions/?module={address}',
  },
  {
    method: 'GET',
    template: '/txs/{chainId}/api/v1/safes/{address}/messages/?ordering={ordering}',
  },
  { method: 'GET', template: '/txs/{chainId}/api/v1/messages/{messageHash}/' },
  { method: 'GET', template: '/txs/{chainId}/api/v2/delegates/?safe={address}&limit={limit}' },
  { method: 'GET', template: '/txs/{chainId}/api/v1/tokens/{address}/' },
  {
    method: 'POST',
    template: '/txs/{chainId}/api/v2/safes/{address}/multisig-transactions/',
    body: 'proposal',
  },
  {
    method: 'POST',
    template: '/txs/{chainId}/api/v1/multisig-transactions/{safeTxHash}/confirmations/',
    body: 'confirmation',
  },
  {
    method: 'DELETE',
    template: '/txs/{chainId}/api/v2/multisig-transactions/{safeTxHash}/',
    body: 'fakeSignature',
  },
  {
    method: 'POST',
    template: '/txs/{chainId}/api/v1/messages/{messageHash}/signatures/',
    body: 'messageSignature',
  },
  {
    method: 'DELETE',
    template: '/txs/{chainId}/api/v2/delegates/{address}/',
    body: 'delegateRemoval',
  },
]

describe('fuzzed tx-service requests (pglite): only 4xx in the service’s shape, database unchanged', () => {
  let stack: TestStack
  const targets: BodyTarget[] = []
  const valid: Record<string, string> = {}
  const bodies: Record<string, string> = {}
  const tally: Record<string, Record<number, number>> = {}

  /** Sends a request through the gateway's own Hono app and checks the answer's shape. */
  async function expectServiceAnswer(
    app: ReturnType<typeof createApp>,
    counts: Record<number, number>,
    request: { method: string; path: string; body?: string | undefined; strict: boolean },
  ) {
    const res = await app.fetch(
      new Request(`${stack.gateway.url}${request.path}`, {
        method: request.method,
        ...(request.body === undefined
          ? {}
          : { body: request.body, headers: { 'content-type': 'application/json' } }),
      }),
    )
    const text = await res.text()
    counts[res.status] = (counts[res.status] ?? 0) + 1
    const what = `${request.method} ${request.path} ${request.body ?? ''} → ${text}`
    expect(res.status, what).toBeLessThan(500)
    if (request.strict || res.status >= 300) {
      expect(res.status, what).toBeGreaterThanOrEqual(400)
      // A fuzzed `.` or `..` can resolve the URL out of the prefix (/txs/./api → /txs/api):
      // then the Client Gateway answers.
      const servedHere = /^\/txs\/[^/]+\/api(\/|$)/.test(
        new URL(`${stack.gateway.url}${request.path}`).pathname,
      )
      const body = JSON.parse(text)
      if (servedHere) expect(isServiceErrorBody(body), what).toBe(true)
      else expect(body, what).toEqual({ code: res.status, message: expect.any(String) })
    }
  }

  beforeAll(async () => {
    stack = await startTestStack('pglite')
    const { devnet, gateway } = stack
    const { address: safe, txHash } = await deployTestSafe(devnet, {
      owners: [alice.address, bob.address, carol.address],
      threshold: 2,
    })
    const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash: txHash })
    await waitForIndexed(gateway, receipt.blockNumber)
    const { safeTxHash, ...proposal } = await buildProposal(alice, {
      chainId: 31337,
      safeAddress: safe,
      safeVersion: '1.4.1',
      tx: buildSafeTransaction({ to: bob.address, value: parseEther('1'), nonce: 0n }),
    })
    const serviceProposal = { ...proposal, contractTransactionHash: safeTxHash }
    const api = `/txs/31337/api`
    const post = (path: string, body: unknown) =>
      fetch(`${gateway.url}${api}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
    expect((await post(`/v2/safes/${safe}/multisig-transactions/`, serviceProposal)).status).toBe(
      201,
    )
    const message = 'Fuzzing the tx service'
    const messageSignature = await alice.signTypedData(
      getSafeMessageTypedData({
        chainId: 31337,
        safeAddress: safe,
        safeVersion: '1.4.1',
        message,
      }) as never,
    )
    expect(
      (await post(`/v1/safes/${safe}/messages/`, { message, signature: messageSignature })).status,
    ).toBe(201)
    const [stored] = await gateway.deps.db.query.messages.findMany()
    if (!stored) throw new Error('base message not stored')
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [bob.address, 5n],
    })
    targets.push(
      {
        name: 'propose',
        method: 'POST',
        path: `${api}/v2/safes/${safe}/multisig-transactions/`,
        base: { ...serviceProposal, origin: 'fuzz' },
        strict: false,
      },
      {
        name: 'confirm',
        method: 'POST',
        path: `${api}/v1/multisig-transactions/${safeTxHash}/confirmations/`,
        base: { signature: proposal.signature },
        strict: false,
      },
      {
        name: 'delete',
        method: 'DELETE',
        path: `${api}/v2/multisig-transactions/${safeTxHash}/`,
        base: { signature: FAKE_SIGNATURE },
        strict: true,
      },
      {
        name: 'create message',
        method: 'POST',
        path: `${api}/v1/safes/${safe}/messages/`,
        base: { message, signature: messageSignature, safeAppId: null },
        strict: false,
      },
      {
        name: 'sign message',
        method: 'POST',
        path: `${api}/v1/messages/${stored.messageHash}/signatures/`,
        base: { signature: messageSignature },
        strict: false,
      },
      {
        // A valid delegator signature does not cover the label, so the base is a fake one.
        name: 'add delegate',
        method: 'POST',
        path: `${api}/v2/delegates/`,
        base: {
          safe,
          delegate: carol.address,
          delegator: alice.address,
          label: 'fuzz',
          signature: FAKE_SIGNATURE,
        },
        strict: true,
      },
      {
        name: 'remove delegate',
        method: 'DELETE',
        path: `${api}/v2/delegates/${carol.address}/`,
        base: { delegator: alice.address, signature: FAKE_SIGNATURE },
        strict: true,
      },
      {
        name: 'data decoder',
        method: 'POST',
        path: `${api}/v1/data-decoder/`,
        base: { data: transfer, to: safe },
        strict: false,
      },
    )
    Object.assign(valid, {
      chainId: '31337',
      address: safe,
      safeTxHash,
      messageHash: stored.messageHash,
      flag: 'false',
      nonce: '0',
      ordering: '-nonce',
      limit: '10',
      offset: '0',
    })
    Object.assign(bodies, {
      proposal: JSON.stringify(serviceProposal),
      confirmation: JSON.stringify({ signature: proposal.signature }),
      fakeSignature: JSON.stringify({ signature: FAKE_SIGNATURE }),
      messageSignature: JSON.stringify({ signature: messageSignature }),
      delegateRemoval: JSON.stringify({ delegator: alice.address, signature: FAKE_SIGNATURE }),
    })
  })
  afterAll(async () => {
    console.info(`fuzzed tx-service requests, status counts (${RUNS} body runs):`, tally)
    await stack?.stop()
  })

  for (const name of [
    'propose',
    'confirm',
    'delete',
    'create message',
    'sign message',
    'add delegate',
    'remove delegate',
    'data decoder',
  ]) {
    it(`${name}: ${RUNS} fuzzed bodies`, async () => {
      const target = targets.find((t) => t.name === name)!
      const app = createApp(stack.gateway.deps)
      const counts: Record<number, number> = {}
      tally[name] = counts
      const before = await snapshotDatabase(stack.gateway.deps.db)
      await fc.assert(
        fc.asyncProperty(mutatedBody(target.base), (body) =>
          expectServiceAnswer(app, counts, { ...target, body }),
        ),
        { numRuns: RUNS },
      )
      expect(await snapshotDatabase(stack.gateway.deps.db), name).toEqual(before)
    })
  }

  for (const route of ROUTE_TEMPLATES) {
    const params = [...new Set([...route.template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))]
    it(`${route.method} ${route.template}: ${PATH_RUNS} fuzzed parameters`, async () => {
      const app = createApp(stack.gateway.deps)
      const counts: Record<number, number> = {}
      tally[`${route.method} ${route.template}`] = counts
      const before = await snapshotDatabase(stack.gateway.deps.db)
      const fuzzed = fc
        .constantFrom(...params)
        .chain((name) => pathSegment(valid[name]!).map((segment) => ({ name, segment })))
      await fc.assert(
        fc.asyncProperty(fuzzed, ({ name, segment }) => {
          const path = route.template.replace(/\{(\w+)\}/g, (_, p: string) =>
            p === name ? segment : valid[p]!,
          )
          return expectServiceAnswer(app, counts, {
            method: route.method,
            path,
            body: route.body ? bodies[route.body] : undefined,
            // The fake-signature bodies can never pass, whatever the path.
            strict: route.body === 'fakeSignature' || route.body === 'delegateRemoval',
          })
        }),
        { numRuns: PATH_RUNS },
      )
      expect(await snapshotDatabase(stack.gateway.deps.db)).toEqual(before)
    })
  }

  it('answers an unknown endpoint under the prefix with the service’s 404', async () => {
    const app = createApp(stack.gateway.deps)
    for (const path of ['/txs/31337/api/v1/nothing/', '/txs/31337/api/', '/txs/abc/api/v9/x']) {
      const res = await app.fetch(new Request(`${stack.gateway.url}${path}`))
      expect(res.status, path).toBe(404)
      expect(await res.json(), path).toEqual({ detail: 'Not found.' })
    }
  })
})
