import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { safeAbi } from '@assent/core'
import { createDevnetClients } from '@assent/devnet'
import { launchChromium, type TestChromium } from '@assent/test'
import type { Page } from 'playwright-core'
import { type Address, type Hex, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  testAccount as account,
  DEVNET_CHAIN_ID as CHAIN_ID,
  gatewayJson,
  newTransaction,
  proposeAsOwner,
  queueRow,
  safeOwners,
  until,
} from './harness/safeOwners'
import { openApp } from './sdk-compat/appScenarios'
import { callInApp, deployFreshMultisig, OWNERS } from './sdk-compat/walletSession'

// Issue #31 item 2: "Sign and execute" where the signer's approval completes the threshold —
// a new transaction of a 1-of-1 Safe, a queue row whose last missing owner signs, a Safe App
// request — each executed on chain in one step with the signer's approval in the v=1 form;
// and no such offer where the signature does not complete the threshold. Each test deploys
// its own Safe, so the demo world is left as seeded.

const stack = inject('stack')
const artifacts = join(import.meta.dirname, '../artifacts')
const devnet = createDevnetClients(stack.rpc)
let chromium: TestChromium
let safe: Address
const { openAs, release, shot } = safeOwners({
  browser: () => chromium.browser,
  stack,
  safe: () => safe,
  artifacts,
  prefix: 'sign-and-execute',
})

type Details = {
  txStatus: string
  txHash: string | null
  detailedExecutionInfo?: { confirmations: { signer: { value: string } }[] }
}

const nonceOnChain = (address: Address) =>
  devnet.publicClient.readContract({ address, abi: safeAbi, functionName: 'nonce' })

/** Sends `eth` from test account 9 and waits until the gateway lists the Safe's balance. */
async function fund(address: Address, eth: string) {
  const wallet = devnet.walletClients[9]
  if (!wallet) throw new Error('no test account 9')
  await devnet.publicClient.waitForTransactionReceipt({
    hash: await wallet.sendTransaction({ to: address, value: parseEther(eth) }),
  })
  await until(
    'the gateway to list the Safe’s ETH',
    async () => {
      const balances = await gatewayJson<{ items: { balance: string }[] }>(
        stack,
        `/v1/chains/${CHAIN_ID}/safes/${address}/balances/usd`,
      )
      return balances.items.some((item) => BigInt(item.balance) > 0n)
    },
    60_000,
  )
}

/** The gateway's details once the indexer saw the execution of `safeTxHash`. */
function executedDetails(safeTxHash: Hex) {
  return until(
    'the gateway to index the execution',
    async () => {
      const details = await gatewayJson<Details>(
        stack,
        `/v1/chains/${CHAIN_ID}/transactions/${safeTxHash}`,
      )
      return details.txStatus === 'SUCCESS' && details.txHash ? details : undefined
    },
    60_000,
  )
}

/** Picks "Sign and execute" in the review and waits for its gas estimate. */
async function chooseSignAndExecute(page: Page) {
  await page.getByTestId('sign-or-execute').waitFor({ timeout: 30_000 })
  // The default is the unchanged, gas-free choice.
  expect(await page.getByTestId('choose-sign').isChecked()).toBe(true)
  await page.getByTestId('choose-execute').check()
  await page.getByTestId('gas-estimate').getByText('Estimated gas').waitFor({ timeout: 30_000 })
}

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true })
  chromium = await launchChromium()
}, 300_000)

afterAll(async () => {
  await chromium?.close()
})

describe('sign and execute', () => {
  it('executes a new transaction of a 1-of-1 Safe in one step', async () => {
    safe = await deployFreshMultisig(stack, { owners: [0], threshold: 1 })
    await fund(safe, '1')
    const recipient = account(6)
    const before = await devnet.publicClient.getBalance({ address: recipient })
    const page = await openAs(0, '/transactions/queue')
    await newTransaction(page, 'Send tokens')
    await page.getByTestId('token-select').selectOption({ label: 'ETH' })
    await page.getByTestId('recipient-input').fill(recipient)
    await page.getByTestId('amount-input').fill('0.25')
    await page.getByTestId('build-next').click()
    await page.getByTestId('transaction-review').waitFor()
    const reviewedHash = (await page.getByTestId('safe-tx-hash').textContent())?.match(
      /0x[0-9a-f]{64}/,
    )?.[0] as Hex | undefined
    expect(reviewedHash).toBeDefined()
    await chooseSignAndExecute(page)
    await shot(page, '01-new-transaction-choice')
    await page.getByTestId('sign-and-execute').click()
    await page.getByTestId('tx-flow-dialog').waitFor({ state: 'detached', timeout: 60_000 })

    expect(await nonceOnChain(safe)).toBe(1n)
    expect(await devnet.publicClient.getBalance({ address: recipient })).toBe(
      before + parseEther('0.25'),
    )
    // Proposed first, so the gateway holds it under the reviewed hash, with the owner's confirmation.
    const details = await executedDetails(reviewedHash as Hex)
    expect(details.detailedExecutionInfo?.confirmations.map((c) => c.signer.value)).toEqual([
      OWNERS[0],
    ])
    await release(page)
  })

  it('executes a queued transaction as its last missing owner', async () => {
    safe = await deployFreshMultisig(stack)
    await fund(safe, '1')
    const { safeTxHash } = await proposeAsOwner(stack, {
      safe,
      ownerIndex: 0,
      tx: { to: account(7), value: parseEther('0.1'), data: '0x', operation: 0 },
    })
    const page = await openAs(1, '/transactions/queue')
    await queueRow(page, /1 of 2/)
      .getByRole('button', { name: 'Confirm' })
      .click({ timeout: 30_000 })
    await page.getByTestId('verification-ok').waitFor({ timeout: 30_000 })
    await chooseSignAndExecute(page)
    await expect(page.getByTestId('execute-transaction').textContent()).resolves.toBe(
      'Sign and execute',
    )
    await shot(page, '02-queue-row-choice')
    await page.getByTestId('execute-transaction').click()
    await page.getByTestId('tx-flow-dialog').waitFor({ state: 'detached', timeout: 60_000 })

    expect(await nonceOnChain(safe)).toBe(1n)
    // The indexer records both approvals from the execution itself, the executor's v=1 among them.
    const details = await executedDetails(safeTxHash)
    expect(details.detailedExecutionInfo?.confirmations.map((c) => c.signer.value).sort()).toEqual(
      [OWNERS[0], OWNERS[1]].sort(),
    )
    await release(page)
  })

  it('executes a Safe App request in one step', async () => {
    const single = await deployFreshMultisig(stack, { owners: [0], threshold: 1 })
    const app = await openApp(
      chromium.browser,
      stack,
      {
        label: 'demo',
        url: stack.demoApp,
        origin: new URL(stack.demoApp).origin,
        name: 'Assent Demo App',
      },
      OWNERS[0],
      single,
    )
    try {
      const sent = await callInApp(app.frame, 'sendTransactions-self', 'sendTransactions', {
        before: async () => {
          await app.page.getByTestId('flow-origin').waitFor({ timeout: 30_000 })
          await chooseSignAndExecute(app.page)
          await app.page.getByTestId('sign-and-execute').click()
        },
        timeout: 90_000,
      })
      const safeTxHash = sent.safeTxHash as Hex
      expect(safeTxHash).toMatch(/^0x[0-9a-f]{64}$/)
      expect(await nonceOnChain(single)).toBe(1n)
      await executedDetails(safeTxHash)
    } finally {
      await app.close()
    }
  })

  it('does not offer it when my signature does not complete the threshold', async () => {
    safe = await deployFreshMultisig(stack, { owners: [0, 1, 2], threshold: 3 })
    await fund(safe, '0.1')
    // A new transaction of a 3-of-3 Safe at its next nonce: signing alone cannot execute it.
    const page = await openAs(1, '/transactions/queue')
    await newTransaction(page, 'Send tokens')
    await page.getByTestId('token-select').selectOption({ label: 'ETH' })
    await page.getByTestId('recipient-input').fill(account(6))
    await page.getByTestId('amount-input').fill('0.01')
    await page.getByTestId('build-next').click()
    await page.getByTestId('transaction-review').waitFor()
    await page.getByTestId('sign-and-propose').waitFor()
    expect(await page.getByTestId('sign-or-execute').count()).toBe(0)
    await page.getByTestId('tx-flow-dialog').getByRole('button', { name: 'Close' }).click()
    await page.getByTestId('tx-flow-dialog').waitFor({ state: 'detached' })

    // A queued one with one confirmation of three: mine makes two.
    await proposeAsOwner(stack, {
      safe,
      ownerIndex: 0,
      tx: { to: account(7), value: 0n, data: '0x', operation: 0 },
    })
    await queueRow(page, /1 of 3/)
      .getByRole('button', { name: 'Confirm' })
      .click({ timeout: 30_000 })
    await page.getByTestId('verification-ok').waitFor({ timeout: 30_000 })
    await page.getByTestId('confirm-transaction').waitFor()
    expect(await page.getByTestId('sign-or-execute').count()).toBe(0)
    await shot(page, '03-not-offered')
    await release(page)
  })
})
