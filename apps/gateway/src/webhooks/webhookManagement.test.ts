import { buildSafeTransaction } from '@assent/core'
import {
  createGatewayClient,
  deleteWebhook,
  followEvents,
  type GatewayClient,
  type GatewayEvent,
  getWebhook,
  getWebhooks,
  proposeTransaction,
  registerWebhook,
  resumeWebhook,
} from '@assent/gateway-client'
import { startTestDevnet, TEST_ACCOUNTS, type TestDevnet } from '@assent/test'
import type { Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readLatestEventId } from '../events/readLatestEventId'
import { deployTestSafe } from '../testing/deployTestSafe'
import { signInToGateway } from '../testing/signInToGateway'
import { startTestGateway, type TestGateway } from '../testing/startTestGateway'
import { startWebhookReceiver, type WebhookReceiver } from '../testing/startWebhookReceiver'
import { waitForIndexed } from '../testing/waitForIndexed'
import { buildProposal } from '../transactions/buildProposal'

const owner = privateKeyToAccount(TEST_ACCOUNTS[0]!.privateKey)
const recipient = TEST_ACCOUNTS[7]!.address as Address
const SECRET = 'a shared secret of the receiver'
/** Generous ceilings: two cores are shared by many suites. */
const WITHIN_MS = 60_000
const RETRY = {
  baseDelayMs: 50,
  maxDelayMs: 200,
  maxFailures: 2,
  timeoutMs: 5_000,
  gapTimeoutMs: 5_000,
}

// The database does not matter here (the delivery tests run on both): PGlite only.
describe('managing webhooks and following events with the typed client', () => {
  let devnet: TestDevnet
  let gateway: TestGateway
  let receiver: WebhookReceiver
  let safe: Address
  let ownerClient: GatewayClient
  let strangerClient: GatewayClient
  let nonce = 0n

  /** A client carrying the session of test account `signer` (0 = the Safe's first owner). */
  const clientOf = async (signer: number) =>
    createGatewayClient({
      baseUrl: gateway.url,
      headers: { cookie: await signInToGateway(gateway.url, devnet.walletClients[signer]!) },
    })
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

  beforeAll(async () => {
    devnet = await startTestDevnet()
    receiver = await startWebhookReceiver()
    gateway = await startTestGateway({ rpcUrl: devnet.rpcUrl, webhookRetry: RETRY })
    const created = await deployTestSafe(devnet, {
      owners: [owner.address, TEST_ACCOUNTS[1]!.address as Address],
      threshold: 1,
    })
    safe = created.address
    const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash: created.txHash })
    await waitForIndexed(gateway, receipt.blockNumber, WITHIN_MS)
    ownerClient = await clientOf(0)
    strangerClient = await clientOf(5)
  }, 120_000)
  afterAll(async () => {
    await gateway?.close()
    await receiver?.close()
    await devnet?.stop()
  })

  it('lists, resumes and deletes an owner’s endpoints; a stranger sees none of them', async () => {
    receiver.answer('/down', 500)
    const hook = await registerWebhook(ownerClient, {
      chainId: 31337,
      body: { url: `${receiver.url}/down`, secret: SECRET, safe },
    })
    const mine = await registerWebhook(ownerClient, {
      chainId: 31337,
      body: { url: `${receiver.url}/mine`, secret: SECRET, owner: owner.address },
    })
    expect((await getWebhooks(ownerClient, { chainId: 31337 })).results.map((w) => w.id)).toEqual([
      hook.id,
      mine.id,
    ])
    expect(await getWebhooks(strangerClient, { chainId: 31337 })).toEqual({ results: [] })

    // A dead endpoint is paused; resumed, it gets what it missed, from where it stopped.
    const safeTxHash = await propose()
    await expect
      .poll(() => getWebhook(ownerClient, { chainId: 31337, id: hook.id }), { timeout: WITHIN_MS })
      .toMatchObject({ paused: true, consecutiveFailures: RETRY.maxFailures })
    for (const call of [resumeWebhook, deleteWebhook, getWebhook]) {
      await expect(call(strangerClient, { chainId: 31337, id: hook.id })).rejects.toThrow(
        `404: Webhook ${hook.id} not found`,
      )
    }
    receiver.answer('/down', 200)
    const resumed = await resumeWebhook(ownerClient, { chainId: 31337, id: hook.id })
    expect(resumed).toMatchObject({ paused: false, consecutiveFailures: 0 })
    await receiver.waitFor(
      (all) =>
        all.some((d) => d.path === '/down' && d.status === 200 && d.body.includes(safeTxHash)),
      WITHIN_MS,
    )

    await deleteWebhook(ownerClient, { chainId: 31337, id: hook.id })
    expect((await getWebhooks(ownerClient, { chainId: 31337 })).results.map((w) => w.id)).toEqual([
      mine.id,
    ])
    await expect(getWebhook(ownerClient, { chainId: 31337, id: hook.id })).rejects.toThrow(
      `404: Webhook ${hook.id} not found`,
    )
    const anonymous = createGatewayClient({ baseUrl: gateway.url })
    await expect(getWebhooks(anonymous, { chainId: 31337 })).rejects.toThrow(
      '401: Sign in with Ethereum to manage webhooks',
    )
  })

  it('follows a Safe’s events and resumes after the last one it saw', async () => {
    // Following from the latest id, the stream gets exactly what is written after it.
    const from = String(await readLatestEventId(gateway.deps.db))
    const received: GatewayEvent[] = []
    const safeTxHash = await propose()
    // One stream for a list of Safes (an inbox): the events of those only.
    const elsewhere = TEST_ACCOUNTS[6]!.address
    for await (const event of followEvents(gateway.client, {
      chainId: 31337,
      safes: [elsewhere, safe.toLowerCase()],
      lastEventId: from,
    })) {
      received.push(event)
      if (received.length === 2) break
    }
    expect(received.map((e) => e.type)).toEqual([
      'PENDING_MULTISIG_TRANSACTION',
      'NEW_CONFIRMATION',
    ])
    expect(received[0]?.payload).toMatchObject({ address: safe, chainId: '31337', safeTxHash })

    // Resuming after the first event replays the second, the same id.
    const replay = followEvents(gateway.client, {
      chainId: 31337,
      safe,
      lastEventId: received[0]?.id ?? '',
    })
    expect((await replay.next()).value).toEqual(received[1])
    await replay.return(undefined)

    const refused = followEvents(gateway.client, { chainId: 31337, safes: ['0x12'] })
    await expect(refused.next()).rejects.toThrow('400: Invalid address "0x12"')
    const none = followEvents(gateway.client, { chainId: 31337, safes: [] })
    await expect(none.next()).rejects.toThrow('400: Give the Safes to follow: ?safe=0x…&safe=0x…')
  })
})
