import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildSafeTransaction } from '@assent/core'
import { createGatewayClient, proposeTransaction } from '@assent/gateway-client'
import {
  startPostgres,
  startTestDevnet,
  TEST_ACCOUNTS,
  type TestDevnet,
  type TestPostgres,
} from '@assent/test'
import type { Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SpawnedGateway, spawnGateway } from '../resilience/spawnGateway'
import { deployTestSafe } from '../testing/deployTestSafe'
import { signInToGateway } from '../testing/signInToGateway'
import { DATABASE_KINDS } from '../testing/startTestStack'
import { startWebhookReceiver, type WebhookReceiver } from '../testing/startWebhookReceiver'
import { buildProposal } from '../transactions/buildProposal'
import type { WebhookState } from './webhookState'

const owner = privateKeyToAccount(TEST_ACCOUNTS[0]!.privateKey)
/** Generous: two process starts, and the killed process's claim (2 × the timeout) to run out. */
const WITHIN_MS = 120_000
/** A short delivery timeout, so the dead process's claim on the endpoint ends in 4 s, not 20. */
const DELIVERY_TIMEOUT_MS = 2_000

describe.each(DATABASE_KINDS)('webhook deliveries over a kill -9 (%s)', (kind) => {
  let devnet: TestDevnet
  let pg: TestPostgres | undefined
  let dataDir: string
  let gateway: SpawnedGateway | undefined
  let receiver: WebhookReceiver

  const start = () =>
    spawnGateway({
      rpcPort: Number(new URL(devnet.rpcUrl).port),
      dataDir,
      databaseUrl: pg?.url,
      timeoutMs: WITHIN_MS,
      env: { WEBHOOK_TIMEOUT_MS: String(DELIVERY_TIMEOUT_MS) },
    })

  beforeAll(async () => {
    devnet = await startTestDevnet()
    pg = kind === 'postgres' ? await startPostgres() : undefined
    dataDir = mkdtempSync(join(tmpdir(), 'assent-webhook-kill-'))
    receiver = await startWebhookReceiver()
  }, 120_000)
  afterAll(async () => {
    await gateway?.kill9()
    await receiver?.close()
    await pg?.stop()
    await devnet?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  it('delivers every event once the gateway is back', { timeout: 300_000 }, async () => {
    gateway = await start()
    const { address: safe } = await deployTestSafe(devnet, {
      owners: [owner.address, TEST_ACCOUNTS[1]!.address as Address],
      threshold: 1,
    })
    // Only an owner registers an endpoint of a Safe: refused (403) until the indexer has the
    // Safe's owners, then created.
    const url = gateway.url
    const register = async () =>
      fetch(`${url}/v1/chains/31337/webhooks`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: await signInToGateway(url, devnet.walletClients[0]!),
        },
        body: JSON.stringify({ url: `${receiver.url}/hook`, secret: 'x'.repeat(32), safe }),
      })
    let registered = await register()
    await expect
      .poll(
        async () => {
          if (registered.status === 403) registered = await register()
          return registered.status
        },
        { timeout: WITHIN_MS },
      )
      .toBe(201)
    const { id } = (await registered.json()) as WebhookState
    receiver.answer('/hook', 503)
    const client = createGatewayClient({ baseUrl: gateway.url })
    const hashes: string[] = []
    for (const nonce of [0n, 1n]) {
      const body = await buildProposal(owner, {
        chainId: 31337,
        safeAddress: safe,
        safeVersion: '1.4.1',
        tx: buildSafeTransaction({ to: owner.address, value: 1n, nonce }),
      })
      await proposeTransaction(client, { chainId: '31337', address: safe, body })
      hashes.push(body.safeTxHash)
    }
    await receiver.waitFor((all) => all.length > 0, WITHIN_MS)
    await gateway.kill9()
    receiver.answer('/hook', 200)
    gateway = await start()

    await receiver.waitFor((all) => all.filter((d) => d.status === 200).length >= 4, WITHIN_MS)
    const acknowledged = receiver.deliveries.filter((d) => d.status === 200)
    expect(acknowledged.map((d) => JSON.parse(d.body))).toEqual([
      expect.objectContaining({ type: 'PENDING_MULTISIG_TRANSACTION', safeTxHash: hashes[0] }),
      expect.objectContaining({ type: 'NEW_CONFIRMATION', safeTxHash: hashes[0] }),
      expect.objectContaining({ type: 'PENDING_MULTISIG_TRANSACTION', safeTxHash: hashes[1] }),
      expect.objectContaining({ type: 'NEW_CONFIRMATION', safeTxHash: hashes[1] }),
    ])
    const keys = acknowledged.map((d) => Number(d.headers['idempotency-key']))
    expect(keys).toEqual([...new Set(keys)].sort((a, b) => a - b))
    // A failed attempt was of the first event not yet acknowledged: the same key comes again.
    for (const failed of receiver.deliveries.filter((d) => d.status !== 200)) {
      expect(keys).toContain(Number(failed.headers['idempotency-key']))
    }
    const state = (await (
      await fetch(`${gateway.url}/v1/chains/31337/webhooks/${id}`, {
        headers: { cookie: await signInToGateway(gateway.url, devnet.walletClients[0]!) },
      })
    ).json()) as WebhookState
    expect(state).toMatchObject({ paused: false, consecutiveFailures: 0, cursor: keys.at(-1) })
  })
})
