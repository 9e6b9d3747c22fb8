import { buildSafeTransaction } from '@assent/core'
import { proposeTransaction } from '@assent/gateway-client'
import { TEST_ACCOUNTS } from '@assent/test'
import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployTestSafe } from '../testing/deployTestSafe'
import { execTestSafeTransaction } from '../testing/execTestSafeTransaction'
import { type EventStream, openEventStream, type ReceivedEvent } from '../testing/openEventStream'
import { DATABASE_KINDS, startTestStack, type TestStack } from '../testing/startTestStack'
import { waitForIndexed } from '../testing/waitForIndexed'
import { buildProposal } from '../transactions/buildProposal'

const owner = privateKeyToAccount(TEST_ACCOUNTS[0]!.privateKey)
const recipient = TEST_ACCOUNTS[7]!.address as Address
/** Generous ceilings: the indexer polls every 250 ms, but two cores are shared by many suites. */
const WITHIN_MS = 60_000

/** Events of `stream` until one of each type in `types` arrived; returns them all. */
async function collectUntil(stream: EventStream, types: string[]): Promise<ReceivedEvent[]> {
  const received: ReceivedEvent[] = []
  const missing = new Set(types)
  while (missing.size > 0) {
    const event = await stream.next(WITHIN_MS)
    received.push(event)
    missing.delete(event.event)
  }
  return received
}

describe.each(DATABASE_KINDS)('the event stream on %s', (kind) => {
  let stack: TestStack
  let safe: Address
  const streams: EventStream[] = []
  const open = async (path: string, lastEventId?: string) => {
    const stream = await openEventStream(
      `${stack.gateway.url}${path}`,
      lastEventId ? { lastEventId } : {},
    )
    streams.push(stream)
    return stream
  }
  const mined = async (hash: Hex) => {
    const receipt = await stack.devnet.publicClient.waitForTransactionReceipt({ hash })
    await waitForIndexed(stack.gateway, receipt.blockNumber, WITHIN_MS)
  }

  beforeAll(async () => {
    stack = await startTestStack(kind)
    const created = await deployTestSafe(stack.devnet, {
      owners: [owner.address, TEST_ACCOUNTS[1]!.address as Address],
      threshold: 1,
    })
    safe = created.address
    await mined(created.txHash)
  }, 120_000)
  afterAll(async () => {
    for (const stream of streams) stream.close()
    await stack?.stop()
  })

  it('streams a proposal, its execution and a deposit as they happen, and resumes', async () => {
    const safeStream = await open(`/v1/chains/31337/safes/${safe}/events`)
    const ownerStream = await open(`/v1/chains/31337/owners/${owner.address}/events`)
    expect(safeStream.status).toBe(200)

    const body = await buildProposal(owner, {
      chainId: 31337,
      safeAddress: safe,
      safeVersion: '1.4.1',
      tx: buildSafeTransaction({ to: recipient, value: 1n, nonce: 0n }),
    })
    await proposeTransaction(stack.gateway.client, { chainId: '31337', address: safe, body })
    const pending = await safeStream.next(WITHIN_MS)
    expect(pending.event).toBe('PENDING_MULTISIG_TRANSACTION')
    expect(JSON.parse(pending.data)).toEqual({
      type: 'PENDING_MULTISIG_TRANSACTION',
      address: safe,
      chainId: '31337',
      safeTxHash: body.safeTxHash,
      to: recipient,
      data: '0x',
    })
    const confirmation = await safeStream.next(WITHIN_MS)
    expect(JSON.parse(confirmation.data)).toEqual({
      type: 'NEW_CONFIRMATION',
      address: safe,
      chainId: '31337',
      owner: owner.address,
      safeTxHash: body.safeTxHash,
    })
    // The owner's stream follows the Safes the indexer saw it own.
    expect((await ownerStream.next(WITHIN_MS)).id).toBe(pending.id)

    await mined(await stack.devnet.walletClient.sendTransaction({ to: safe, value: 10n ** 18n }))
    await mined(
      await execTestSafeTransaction(stack.devnet, { safe, signers: [0], to: recipient, value: 1n }),
    )
    const later = await collectUntil(safeStream, [
      'INCOMING_ETHER',
      'EXECUTED_MULTISIG_TRANSACTION',
    ])
    const executed = later.find((e) => e.event === 'EXECUTED_MULTISIG_TRANSACTION')
    expect(JSON.parse(executed?.data ?? '{}')).toMatchObject({
      address: safe,
      safeTxHash: body.safeTxHash,
      failed: 'false',
    })
    expect(later.find((e) => e.event === 'INCOMING_ETHER')?.data).toContain(
      '"value":"1000000000000000000"',
    )

    // A client reconnecting with Last-Event-ID gets what came after, in the same order.
    const resumed = await open(`/v1/chains/31337/safes/${safe}/events`, pending.id)
    const replay = [await resumed.next(WITHIN_MS)]
    while (replay.length < later.length + 1) replay.push(await resumed.next(WITHIN_MS))
    expect(replay.map((e) => e.id)).toEqual([confirmation, ...later].map((e) => e.id))
    const ids = replay.map((e) => Number(e.id))
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
  })

  it('refuses an event id that is not a whole number', async () => {
    const response = await fetch(`${stack.gateway.url}/v1/chains/31337/safes/${safe}/events`, {
      headers: { 'last-event-id': 'abc' },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      code: 400,
      message: 'Invalid event id "abc": expected the id of an event, a whole number',
    })
  })
})
