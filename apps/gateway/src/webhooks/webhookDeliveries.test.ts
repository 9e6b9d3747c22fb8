import { createHmac, timingSafeEqual } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildSafeTransaction } from '@assent/core'
import { proposeTransaction } from '@assent/gateway-client'
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
import { readEvents } from '../events/readEvents'
import { deployTestSafe } from '../testing/deployTestSafe'
import { signInToGateway } from '../testing/signInToGateway'
import { startTestGateway, type TestGateway } from '../testing/startTestGateway'
import { DATABASE_KINDS } from '../testing/startTestStack'
import {
  type ReceivedDelivery,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../testing/startWebhookReceiver'
import { waitForIndexed } from '../testing/waitForIndexed'
import { buildProposal } from '../transactions/buildProposal'
import type { WebhookState } from './webhookState'

const owner = privateKeyToAccount(TEST_ACCOUNTS[0]!.privateKey)
const recipient = TEST_ACCOUNTS[7]!.address as Address
const SECRET = 'a shared secret of the receiver'
/** Generous ceilings: two cores are shared by many suites. */
const WITHIN_MS = 60_000
const RETRY = {
  baseDelayMs: 50,
  maxDelayMs: 400,
  maxFailures: 4,
  timeoutMs: 5_000,
  gapTimeoutMs: 5_000,
}

/** The receiver's own check: the HMAC of the raw body under the shared secret. */
function signatureVerifies(delivery: ReceivedDelivery): boolean {
  const expected = `sha256=${createHmac('sha256', SECRET).update(delivery.body).digest('hex')}`
  const given = String(delivery.headers['x-assent-signature'] ?? '')
  return (
    given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  )
}

const key = (d: ReceivedDelivery) => String(d.headers['idempotency-key'])

describe.each(DATABASE_KINDS)('webhook deliveries on %s', (kind) => {
  let devnet: TestDevnet
  let pg: TestPostgres | undefined
  let dataDir: string
  let gateway: TestGateway
  let receiver: WebhookReceiver
  let safe: Address
  let nonce = 0n

  const start = () =>
    startTestGateway({ rpcUrl: devnet.rpcUrl, databaseUrl: pg?.url, dataDir, webhookRetry: RETRY })
  /** A session of test account `signer` (0 = the Safe's first owner) on the running gateway. */
  const sessionOf = (signer = 0) => signInToGateway(gateway.url, devnet.walletClients[signer]!)
  const register = async (body: Record<string, string>, cookie?: string) =>
    fetch(`${gateway.url}/v1/chains/31337/webhooks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookie ?? (await sessionOf()) },
      body: JSON.stringify(body),
    })
  const readState = async (id: number, cookie?: string) =>
    fetch(`${gateway.url}/v1/chains/31337/webhooks/${id}`, {
      headers: { cookie: cookie ?? (await sessionOf()) },
    })
  const state = async (id: number): Promise<WebhookState> =>
    (await readState(id)).json() as Promise<WebhookState>
  const propose = async () => {
    const body = await buildProposal(owner, {
      chainId: 31337,
      safeAddress: safe,
      safeVersion: '1.4.1',
      tx: buildSafeTransaction({ to: recipient, value: 1n, nonce: nonce++ }),
    })
    await proposeTransaction(gateway.client, { chainId: '31337', address: safe, body })
    return body.safeTxHash
  }
  const to = (path: string) => (deliveries: ReceivedDelivery[]) =>
    deliveries.filter((d) => d.path === path)

  beforeAll(async () => {
    devnet = await startTestDevnet()
    pg = kind === 'postgres' ? await startPostgres() : undefined
    dataDir = mkdtempSync(join(tmpdir(), 'assent-webhooks-'))
    receiver = await startWebhookReceiver()
    gateway = await start()
    const created = await deployTestSafe(devnet, {
      owners: [owner.address, TEST_ACCOUNTS[1]!.address as Address],
      threshold: 1,
    })
    safe = created.address
    const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash: created.txHash })
    await waitForIndexed(gateway, receipt.blockNumber, WITHIN_MS)
  }, 120_000)
  afterAll(async () => {
    await gateway?.close()
    await receiver?.close()
    await pg?.stop()
    await devnet?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  it('refuses a URL that is not http(s), and a registration following nothing', async () => {
    const ftp = await register({ url: 'ftp://127.0.0.1/hook', secret: SECRET, safe })
    expect(ftp.status).toBe(400)
    expect(await ftp.json()).toEqual({
      code: 400,
      message:
        'Invalid webhook url "ftp://127.0.0.1/hook": only http and https URLs are delivered to',
    })
    const nothing = await register({ url: `${receiver.url}/hook`, secret: SECRET })
    expect(nothing.status).toBe(400)
    expect(await nothing.json()).toEqual({
      code: 400,
      message: 'Give exactly one of "safe" and "owner" to follow',
    })
  })

  it('lets only an owner register and read an endpoint of its Safe', async () => {
    const url = `${receiver.url}/hook`
    const anonymous = await fetch(`${gateway.url}/v1/chains/31337/webhooks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url, secret: SECRET, safe }),
    })
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({
      code: 401,
      message: 'Sign in with Ethereum to manage webhooks',
    })
    const stranger = await sessionOf(5)
    const strangerAddress = devnet.walletClients[5]!.account.address
    const notOwner = await register({ url, secret: SECRET, safe }, stranger)
    expect(notOwner.status).toBe(403)
    expect(await notOwner.json()).toEqual({
      code: 403,
      message: `Signed in as ${strangerAddress}, not an owner of Safe ${safe}`,
    })
    const otherOwner = await register({ url, secret: SECRET, owner: owner.address }, stranger)
    expect(otherOwner.status).toBe(403)
    expect(await otherOwner.json()).toEqual({
      code: 403,
      message: `Signed in as ${strangerAddress}: only ${owner.address} may follow its own Safes`,
    })
    // The owner's endpoint exists, but a stranger reads it as not found (its URL stays private).
    const created = await register({ url: `${receiver.url}/private`, secret: SECRET, safe })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as WebhookState
    expect((await readState(id)).status).toBe(200)
    const hidden = await readState(id, stranger)
    expect(hidden.status).toBe(404)
    expect(await hidden.json()).toEqual({ code: 404, message: `Webhook ${id} not found` })
  })

  it('signs each delivery, retries a 500 and loses nothing over a restart', async () => {
    const response = await register({ url: `${receiver.url}/hook`, secret: SECRET, safe })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as WebhookState

    // The first attempt gets a 500: the same event comes again, with the same key.
    receiver.answer('/hook', () => (to('/hook')(receiver.deliveries).length === 0 ? 500 : 200))
    const firstTx = await propose()
    await receiver.waitFor(
      (all) => to('/hook')(all).filter((d) => d.status === 200).length >= 2,
      WITHIN_MS,
    )
    const [failed, retried, confirmed] = to('/hook')(receiver.deliveries)
    expect(failed?.status).toBe(500)
    expect(key(retried!)).toBe(key(failed!))
    expect(JSON.parse(retried!.body)).toMatchObject({
      type: 'PENDING_MULTISIG_TRANSACTION',
      address: safe,
      chainId: '31337',
      safeTxHash: firstTx,
    })
    expect(JSON.parse(confirmed!.body)).toMatchObject({
      type: 'NEW_CONFIRMATION',
      safeTxHash: firstTx,
    })

    // The endpoint is down while the gateway restarts: what was not delivered comes after it.
    receiver.answer('/hook', 503)
    const secondTx = await propose()
    const before = to('/hook')(receiver.deliveries).length
    await receiver.waitFor((all) => to('/hook')(all).length > before, WITHIN_MS)
    await gateway.close()
    receiver.answer('/hook', 200)
    gateway = await start()
    await receiver.waitFor(
      (all) =>
        to('/hook')(all).some(
          (d) =>
            d.status === 200 && d.body.includes(`"NEW_CONFIRMATION"`) && d.body.includes(secondTx),
        ),
      WITHIN_MS,
    )

    const hook = to('/hook')(receiver.deliveries)
    expect(hook.every(signatureVerifies)).toBe(true)
    // Every event of the Safe since the registration arrived, in order; a repeat only of an
    // event that was not acknowledged, under the same key and with the same body.
    const events = await readEvents(gateway.deps.db, {
      scope: { chainId: 31337, safe },
      afterId: 0,
      limit: 100,
    })
    const acknowledged = hook.filter((d) => d.status === 200)
    expect(acknowledged.map(key)).toEqual(events.map((e) => String(e.id)))
    for (const delivery of hook) {
      const event = events.find((e) => String(e.id) === key(delivery))
      expect(delivery.body).toBe(JSON.stringify(event?.payload))
      expect(delivery.headers['x-assent-event']).toBe(event?.type)
    }
    await expect
      .poll(() => state(id), { timeout: WITHIN_MS })
      .toMatchObject({
        paused: false,
        consecutiveFailures: 0,
        cursor: events.at(-1)?.id,
        lastError: null,
      })
  })

  it('pauses an endpoint after failures in a row, its state readable', async () => {
    receiver.answer('/dead', 500)
    const response = await register({
      url: `${receiver.url}/dead`,
      secret: SECRET,
      owner: owner.address,
    })
    const { id } = (await response.json()) as WebhookState
    await propose()
    await expect
      .poll(() => state(id), { timeout: WITHIN_MS })
      .toMatchObject({
        id,
        owner: owner.address,
        safe: null,
        paused: true,
        consecutiveFailures: RETRY.maxFailures,
        lastError: 'HTTP 500',
      })
    expect(to('/dead')(receiver.deliveries)).toHaveLength(RETRY.maxFailures)
    const missing = await readState(999999)
    expect(await missing.json()).toEqual({ code: 404, message: 'Webhook 999999 not found' })
  })
})
