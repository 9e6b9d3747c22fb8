import { buildSafeTransaction, getSafeMessageTypedData } from '@assent/core'
import {
  getAuthNonce,
  type ProposeTransactionBody,
  proposeSafeMessage,
  proposeTransaction,
} from '@assent/gateway-client'
import { TEST_ACCOUNTS } from '@assent/test'
import fc from 'fast-check'
import { encodeFunctionData, erc20Abi, type Hex, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { deployTestSafe } from '../testing/deployTestSafe'
import { startTestStack, type TestStack } from '../testing/startTestStack'
import { waitForIndexed } from '../testing/waitForIndexed'
import { buildProposal } from '../transactions/buildProposal'
import { mutatedBody } from './fuzzArbitraries'
import { snapshotDatabase } from './snapshotDatabase'

/** Runs per endpoint; `FUZZ_RUNS=5000 npx vitest run src/resilience` for a long session. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300)
const [alice, bob, carol] = TEST_ACCOUNTS.map((a) => privateKeyToAccount(a.privateKey))
if (!alice || !bob || !carol) throw new Error('test accounts missing')

type Target = {
  name: string
  method: 'POST' | 'DELETE'
  path: string
  base: Record<string, unknown>
  /** true: every fuzzed body must be refused; false: the base (an idempotent repeat) may pass. */
  strict: boolean
}

describe('fuzzed request bodies (pglite): only 4xx and the database unchanged', () => {
  let stack: TestStack
  const targets: Target[] = []
  const tally: Record<string, Record<number, number>> = {}

  beforeAll(async () => {
    stack = await startTestStack('pglite')
    const { devnet, gateway } = stack
    const { address: safe, txHash } = await deployTestSafe(devnet, {
      owners: [alice.address, bob.address, carol.address],
      threshold: 2,
    })
    const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash: txHash })
    await waitForIndexed(gateway, receipt.blockNumber)
    const params = {
      chainId: 31337,
      safeAddress: safe,
      safeVersion: '1.4.1',
      tx: buildSafeTransaction({ to: bob.address, value: parseEther('1'), nonce: 0n }),
    }
    const proposal: ProposeTransactionBody & { signature: Hex } = await buildProposal(alice, params)
    await proposeTransaction(gateway.client, { chainId: '31337', address: safe, body: proposal })
    const message = 'Fuzzing base message'
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
    const [stored] = await stack.gateway.deps.db.query.messages.findMany()
    if (!stored) throw new Error('base message not stored')
    const fakeSignature = `0x${'ab'.repeat(64)}1b`
    const siwe = [
      '127.0.0.1:5173 wants you to sign in with your Ethereum account:',
      alice.address,
      '',
      'Sign in to Assent',
      '',
      'URI: http://127.0.0.1:5173',
      'Version: 1',
      'Chain ID: 31337',
      'Nonce: abcdefgh12345678',
      `Issued At: ${new Date().toISOString()}`,
    ].join('\n')
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [bob.address, 5n],
    })
    targets.push(
      {
        name: 'propose',
        method: 'POST',
        path: `/v1/chains/31337/transactions/${safe}/propose`,
        base: { ...proposal, origin: 'fuzz' },
        strict: false,
      },
      {
        name: 'confirm transaction',
        method: 'POST',
        path: `/v1/chains/31337/transactions/${proposal.safeTxHash}/confirmations`,
        base: { signature: proposal.signature },
        strict: false,
      },
      {
        name: 'delete transaction',
        method: 'DELETE',
        path: `/v1/chains/31337/transactions/${proposal.safeTxHash}`,
        base: { signature: fakeSignature },
        strict: true,
      },
      {
        name: 'propose message',
        method: 'POST',
        path: `/v1/chains/31337/safes/${safe}/messages`,
        base: { message, signature: messageSignature, safeAppId: null, origin: null },
        strict: false,
      },
      {
        name: 'confirm message',
        method: 'POST',
        path: `/v1/chains/31337/messages/${stored.messageHash}/signatures`,
        base: { signature: messageSignature },
        strict: false,
      },
      {
        name: 'data decoder',
        method: 'POST',
        path: '/v1/chains/31337/data-decoder',
        base: { data: transfer, to: safe, operation: 0 },
        strict: false,
      },
      {
        name: 'estimation',
        method: 'POST',
        path: `/v2/chains/31337/safes/${safe}/multisig-transactions/estimations`,
        base: { to: bob.address, value: '1', data: '0x', operation: 0 },
        strict: false,
      },
      {
        name: 'SIWE verify',
        method: 'POST',
        path: '/v1/auth/verify',
        base: { message: siwe, signature: fakeSignature },
        strict: true,
      },
    )
  })
  afterAll(async () => {
    console.info(`fuzzed bodies, status counts per endpoint (${RUNS} runs each):`, tally)
    await stack?.stop()
  })

  it('the snapshot notices a real write (a SIWE sign-in stores its used nonce)', async () => {
    const before = await snapshotDatabase(stack.gateway.deps.db)
    expect(Object.keys(before)).toContain('multisig_transactions')
    expect(before.multisig_transactions?.rows).toBe(1)
    const { nonce } = await getAuthNonce(stack.gateway.client)
    const message = createSiweMessage({
      domain: '127.0.0.1:5173',
      address: alice.address,
      uri: 'http://127.0.0.1:5173',
      version: '1',
      chainId: 31337,
      nonce,
    })
    const res = await fetch(`${stack.gateway.url}/v1/auth/verify`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message, signature: await alice.signMessage({ message }) }),
    })
    expect(res.status).toBe(200)
    const after = await snapshotDatabase(stack.gateway.deps.db)
    expect(after.auth_nonces).not.toEqual(before.auth_nonces)
  })

  const names = [
    'propose',
    'confirm transaction',
    'delete transaction',
    'propose message',
    'confirm message',
    'data decoder',
    'estimation',
    'SIWE verify',
  ]
  for (const name of names) {
    it(`${name}: ${RUNS} fuzzed bodies`, async () => {
      const target = targets.find((t) => t.name === name)!
      const db = stack.gateway.deps.db
      // The gateway's own Hono app (every middleware and route), minus the loopback socket,
      // which only adds time on a 2-core machine; the transport is covered by the other suites.
      const app = createApp(stack.gateway.deps)
      const counts: Record<number, number> = {}
      tally[target.name] = counts
      const before = await snapshotDatabase(db)
      await fc.assert(
        fc.asyncProperty(mutatedBody(target.base), async (body) => {
          const res = await app.fetch(
            new Request(`${stack.gateway.url}${target.path}`, {
              method: target.method,
              headers: { 'content-type': 'application/json' },
              body,
            }),
          )
          const text = await res.text()
          counts[res.status] = (counts[res.status] ?? 0) + 1
          expect(res.status, `${target.name} ${body} → ${text}`).toBeLessThan(500)
          if (target.strict || res.status >= 300) {
            expect(res.status, `${target.name} ${body} → ${text}`).toBeGreaterThanOrEqual(400)
            expect(JSON.parse(text)).toEqual({ code: res.status, message: expect.any(String) })
          }
        }),
        { numRuns: RUNS },
      )
      expect(await snapshotDatabase(db), target.name).toEqual(before)
    })
  }
})
