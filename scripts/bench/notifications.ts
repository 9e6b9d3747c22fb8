import { buildSafeTransaction } from '@assent/core'
import {
  createGatewayClient,
  followEvents,
  proposeTransaction,
  registerWebhook,
} from '@assent/gateway-client'
import { startTestDevnet, TEST_ACCOUNTS } from '@assent/test'
import type { Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { deployTestSafe } from '../../apps/gateway/src/testing/deployTestSafe'
import { signInToGateway } from '../../apps/gateway/src/testing/signInToGateway'
import { startTestGateway } from '../../apps/gateway/src/testing/startTestGateway'
import { startWebhookReceiver } from '../../apps/gateway/src/testing/startWebhookReceiver'
import { waitForIndexed } from '../../apps/gateway/src/testing/waitForIndexed'
import { buildProposal } from '../../apps/gateway/src/transactions/buildProposal'
import type { BenchModule, BenchRow } from '../bench'

const PROPOSALS = 20
const WITHIN_MS = 60_000
const owner = privateKeyToAccount(TEST_ACCOUNTS[0]!.privateKey)

/** The `q` quantile (0–1) of `values`, nearest rank. */
function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN
}

/** Resolves once `check` holds (looked at every 5 ms); rejects after WITHIN_MS. */
async function waitUntil(what: string, check: () => boolean): Promise<void> {
  const deadline = Date.now() + WITHIN_MS
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`no ${what} within ${WITHIN_MS} ms`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

/**
 * Issue #33: from a proposal accepted by the gateway to its PENDING_MULTISIG_TRANSACTION
 * delivered to a webhook endpoint, and to the same event arriving on the Safe's event stream
 * (what the inbox follows), p50 and p99 over 20 proposals, one after another.
 */
async function run(): Promise<BenchRow[]> {
  const devnet = await startTestDevnet()
  const gateway = await startTestGateway({ rpcUrl: devnet.rpcUrl })
  const receiver = await startWebhookReceiver()
  const controller = new AbortController()
  try {
    const created = await deployTestSafe(devnet, {
      owners: [owner.address, TEST_ACCOUNTS[1]!.address as Address],
      threshold: 2,
    })
    const safe = created.address
    const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash: created.txHash })
    await waitForIndexed(gateway, receipt.blockNumber, WITHIN_MS)
    const session = createGatewayClient({
      baseUrl: gateway.url,
      headers: { cookie: await signInToGateway(gateway.url, devnet.walletClients[0]!) },
    })
    await registerWebhook(session, {
      chainId: 31337,
      body: { url: `${receiver.url}/bench`, secret: 'the bench receiver secret', safe },
    })
    const streamed = new Map<string, number>()
    let opened = false
    void (async () => {
      for await (const event of followEvents(
        gateway.client,
        { chainId: 31337, safe, onOpen: () => (opened = true) },
        { signal: controller.signal },
      )) {
        if (event.type === 'PENDING_MULTISIG_TRANSACTION') {
          streamed.set(event.payload.safeTxHash ?? '', performance.now())
        }
      }
    })()
    await waitUntil('open stream', () => opened)

    const webhook: number[] = []
    const stream: number[] = []
    for (let nonce = 0; nonce < PROPOSALS; nonce++) {
      const body = await buildProposal(owner, {
        chainId: 31337,
        safeAddress: safe,
        safeVersion: '1.4.1',
        tx: buildSafeTransaction({ to: owner.address, value: 1n, nonce: BigInt(nonce) }),
      })
      const before = receiver.deliveries.length
      const started = performance.now()
      await proposeTransaction(gateway.client, { chainId: '31337', address: safe, body })
      const delivered = () =>
        receiver.deliveries
          .slice(before)
          .some((d) => d.body.includes(body.safeTxHash) && d.body.includes('PENDING_MULTISIG'))
      await waitUntil('webhook delivery', delivered)
      webhook.push(performance.now() - started)
      await waitUntil('stream event', () => streamed.has(body.safeTxHash))
      stream.push((streamed.get(body.safeTxHash) ?? Number.NaN) - started)
    }
    const note = (values: number[]) =>
      `${PROPOSALS} proposals, ms: ${values.map((v) => v.toFixed(0)).join(' ')}`
    return [
      {
        group: 'notifications',
        name: 'proposal → webhook delivered, p50',
        value: quantile(webhook, 0.5),
        unit: 'ms',
        note: note(webhook),
      },
      {
        group: 'notifications',
        name: 'proposal → webhook delivered, p99',
        value: quantile(webhook, 0.99),
        unit: 'ms',
      },
      {
        group: 'notifications',
        name: 'proposal → stream event, p50',
        value: quantile(stream, 0.5),
        unit: 'ms',
        note: note(stream),
      },
      {
        group: 'notifications',
        name: 'proposal → stream event, p99',
        value: quantile(stream, 0.99),
        unit: 'ms',
      },
    ]
  } finally {
    controller.abort()
    await gateway.close()
    await receiver.close()
    await devnet.stop()
  }
}

const bench: BenchModule = { name: 'notifications', run }
export default bench
