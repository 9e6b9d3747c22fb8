import { buildSafeTransaction, getSafeTxTypedData, safeAbi, safeTxHash } from '@assent/core'
import { addConfirmation, createGatewayClient } from '@assent/gateway-client'
import { TEST_ACCOUNTS } from '@assent/test'
import type { Page } from 'playwright-core'
import { type Address, type Hex, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import { fundedSafeSuite } from './harness/fundedSafe'
import {
  DEVNET_CHAIN_ID,
  gatewayJson,
  proposeAsOwner,
  queueRow,
  testAccount,
  until,
} from './harness/safeOwners'

// Issue #31, item 3: several fully signed queued transactions executed in ONE on-chain
// transaction (a MultiSendCallOnly call of execTransactions), each reviewed and simulated in
// the dialog; a selection with a gap refused with its reason and nothing sent; a transaction
// that is not fully signed not selectable, with its reason. The suite deploys its own 2-of-3
// Safe (owners = test accounts 0, 1, 2) and queues four transfers at nonces 0–3, all signed by
// owner 0 and — except nonce 2 — by owner 1; owner 2 executes.

const { stack, devnet, safe, openAs, release, shot } = fundedSafeSuite('batch-execute', {
  owners: [0, 1, 2],
  threshold: 2,
  eth: '1',
})
const gateway = createGatewayClient({ baseUrl: stack.gateway })

/** The queued transfers by nonce: what their rows show and their hashes. */
const queued: { label: string; recipient: Address; value: bigint; safeTxHash: Hex }[] = []

/** Owner `index`'s confirmation of `hash`, posted to the gateway as another wallet would. */
async function confirmAs(index: number, nonce: bigint, to: Address, value: bigint) {
  const key = TEST_ACCOUNTS[index]?.privateKey as Hex
  const tx = buildSafeTransaction({ to, value, data: '0x', nonce })
  const params = { chainId: DEVNET_CHAIN_ID, safeAddress: safe(), safeVersion: '1.4.1', tx }
  await addConfirmation(gateway, {
    chainId: String(DEVNET_CHAIN_ID),
    safeTxHash: safeTxHash(params),
    body: { signature: await privateKeyToAccount(key).signTypedData(getSafeTxTypedData(params)) },
  })
}

async function safeNonce(): Promise<bigint> {
  return devnet.publicClient.readContract({ address: safe(), abi: safeAbi, functionName: 'nonce' })
}

/** The "Execute together" box of the row showing `label`. */
function selectBox(page: Page, label: string) {
  return queueRow(page, label).getByTestId('batch-select')
}

beforeAll(async () => {
  for (const nonce of [0n, 1n, 2n, 3n]) {
    const recipient = testAccount(5 + Number(nonce))
    const value = parseEther(`0.01${nonce + 1n}`)
    const { safeTxHash: hash } = await proposeAsOwner(stack, {
      safe: safe(),
      ownerIndex: 0,
      tx: { to: recipient, value, data: '0x', operation: 0, nonce },
    })
    if (nonce !== 2n) await confirmAs(1, nonce, recipient, value)
    queued.push({ label: `0.01${nonce + 1n} ETH`, recipient, value, safeTxHash: hash })
  }
}, 300_000)

describe('execute several queued transactions at once', () => {
  it('a transaction that is not fully signed cannot be selected, and says why', async () => {
    const page = await openAs(2, '/transactions/queue')
    const [first, , third] = queued
    if (!first || !third) throw new Error('queue not seeded')
    await queueRow(page, third.label).getByText('1 of 2 verified').waitFor({ timeout: 30_000 })
    await expect(selectBox(page, third.label).isDisabled()).resolves.toBe(true)
    await queueRow(page, third.label)
      .getByTestId('batch-select-reason')
      .getByText('Needs 1 more confirmation to be executed with others.')
      .waitFor()
    // A fully signed one can be ticked.
    await queueRow(page, first.label).getByText('2 of 2 verified').waitFor({ timeout: 30_000 })
    await expect(selectBox(page, first.label).isDisabled()).resolves.toBe(false)
    await shot(page, '01-not-fully-signed')
    await release(page)
  })

  it('refuses a selection with a gap, and a selection of one, and sends nothing', async () => {
    const page = await openAs(2, '/transactions/queue')
    const [first, , , fourth] = queued
    if (!first || !fourth) throw new Error('queue not seeded')
    await queueRow(page, fourth.label).getByText('2 of 2 verified').waitFor({ timeout: 30_000 })
    await queueRow(page, first.label).getByText('2 of 2 verified').waitFor({ timeout: 30_000 })
    await selectBox(page, first.label).check()
    await selectBox(page, fourth.label).check()
    await page.getByTestId('batch-execute').click()
    await page
      .getByTestId('batch-refusal')
      .getByText(
        'Nonces 1–2 are missing between #0 and #3: the Safe executes nonces one after another, without gaps.',
      )
      .waitFor()
    await shot(page, '02-gap-refused')
    await selectBox(page, fourth.label).uncheck()
    await page.getByTestId('batch-execute').click()
    await page
      .getByTestId('batch-refusal')
      .getByText(
        'Select at least two transactions to execute together; a single one is executed with its own Execute button.',
      )
      .waitFor()
    await expect(page.getByTestId('tx-flow-dialog').count()).resolves.toBe(0)
    expect(await safeNonce()).toBe(0n)
    await release(page)
  })

  it('executes two fully signed transactions in one on-chain transaction', async () => {
    const [first, second] = queued
    if (!first || !second) throw new Error('queue not seeded')
    const before = await Promise.all(
      [first, second].map(({ recipient }) =>
        devnet.publicClient.getBalance({ address: recipient }),
      ),
    )
    const page = await openAs(2, '/transactions/queue')
    for (const { label } of [first, second]) {
      await queueRow(page, label).getByText('2 of 2 verified').waitFor({ timeout: 30_000 })
      await selectBox(page, label).check()
    }
    await page.getByTestId('batch-execute').click()
    await page.getByTestId('tx-flow-dialog').waitFor()
    await until(
      'both transactions verified in the batch review',
      async () => (await page.getByTestId('batch-item-verified').count()) === 2,
      60_000,
    )
    // Each one's share of the one simulation: its own transfer out of the Safe.
    await page.getByTestId('transaction-review').nth(1).waitFor()
    await page.getByTestId('gas-estimate').getByText('Estimated gas').waitFor({ timeout: 60_000 })
    await shot(page, '03-batch-review')
    await page.getByTestId('batch-execute-transaction').click()
    await page.getByTestId('tx-flow-dialog').waitFor({ state: 'detached', timeout: 90_000 })

    expect(await safeNonce()).toBe(2n)
    const after = await Promise.all(
      [first, second].map(({ recipient }) =>
        devnet.publicClient.getBalance({ address: recipient }),
      ),
    )
    expect(after).toEqual([before[0]! + first.value, before[1]! + second.value])
    // Both executed by the same on-chain transaction, as the gateway indexed them.
    const hashes = await until(
      'the gateway to index both executions',
      async () => {
        const details = await Promise.all(
          [first, second].map(({ safeTxHash: hash }) =>
            gatewayJson<{ txStatus: string; txHash: string | null }>(
              stack,
              `/v1/chains/${DEVNET_CHAIN_ID}/transactions/${hash}`,
            ),
          ),
        )
        return details.every((detail) => detail.txStatus === 'SUCCESS')
          ? details.map((detail) => detail.txHash)
          : undefined
      },
      60_000,
    )
    expect(hashes[0]).toMatch(/^0x[0-9a-f]{64}$/)
    expect(hashes[1]).toBe(hashes[0])

    await page.goto(`${stack.web}/transactions/history?safe=devnet:${safe()}`)
    for (const { label } of [first, second]) {
      const row = page.getByTestId('tx-row').filter({ hasText: label }).first()
      await row.waitFor({ timeout: 30_000 })
      await expect(row.getAttribute('data-status')).resolves.toBe('SUCCESS')
    }
    await shot(page, '04-history')
    await release(page)
  })
})
