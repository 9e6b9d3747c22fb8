import {
  buildTxBuilderFile,
  decodeMultiSendData,
  isMultiSendCalldata,
  SAFE_DEPLOYMENTS,
} from '@assent/core'
import { demoErc20Abi, demoTokenAddresses } from '@assent/devnet'
import type { Page } from 'playwright-core'
import { decodeFunctionData, erc20Abi, getAddress, type Hex, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { fundedSafeSuite } from './harness/fundedSafe'
import {
  DEVNET_CHAIN_ID,
  gatewayJson,
  newTransaction,
  queueRow,
  signAndPropose,
  testAccount,
} from './harness/safeOwners'

// Issue #34, the saved batch in Chromium against the whole stack: two actions from two flows
// are added to the Safe's batch, survive a reload, are reordered, joined by a Transaction
// Builder file (a changed one refused first), and proposed as one MultiSendCallOnly
// transaction whose actions the queue's details decode. Then the demo Safe App's two
// sendTransactions requests are added to the batch instead of proposed (the app is told so),
// listed decoded and proposed as one. The suite's own 2-of-3 Safe.

const tokens = demoTokenAddresses()
const { safe, openAs, release, shot, stack, devnet } = fundedSafeSuite('batch', {
  owners: [0, 1, 2],
  threshold: 2,
  eth: '1',
})

const titles = (page: Page) => page.getByTestId('saved-batch-title').allTextContents()

// What a Safe App's sendTransactions ends with when the user keeps the calls for the batch.
const ADDED_TO_BATCH = 'The transaction was added to the batch, to be proposed later'

async function addToBatch(page: Page) {
  await page.getByTestId('add-to-batch').click()
  await page.getByTestId('tx-flow-dialog').waitFor({ state: 'detached' })
}

describe('the saved batch', () => {
  it('collects actions from two flows and a file, and proposes them as one transaction', async () => {
    const page = await openAs(0, '/transactions/batch')
    await page.getByTestId('batch-empty').waitFor()

    await newTransaction(page, 'Send tokens')
    await page.getByTestId('token-select').selectOption({ label: 'ETH' })
    await page.getByTestId('recipient-input').fill(testAccount(5))
    await page.getByTestId('amount-input').fill('0.1')
    await page.getByTestId('build-next').click()
    await addToBatch(page)

    await newTransaction(page, 'Contract interaction')
    await page.getByTestId('contract-input').fill(tokens.usd6)
    await page.getByTestId('abi-select').selectOption('ERC-20 token')
    await page.getByTestId('method-select').selectOption('approve(address,uint256)')
    await page.getByTestId('param-0').fill(testAccount(6))
    await page.getByTestId('param-1').fill('777')
    await page.getByTestId('build-next').click()
    await addToBatch(page)
    await page.getByTestId('header-batch').getByText('2').waitFor()

    await page.reload()
    await page.getByTestId('saved-batch-item').nth(1).waitFor({ timeout: 60_000 })
    expect(await titles(page)).toEqual([
      expect.stringMatching(/^Send 0\.1 ETH/),
      expect.any(String),
    ])
    await page.getByRole('button', { name: 'Move action 2 up' }).click()
    await page
      .getByTestId('saved-batch-title')
      .first()
      .getByText(/^Call approve/)
      .waitFor()

    const file = buildTxBuilderFile({
      chainId: DEVNET_CHAIN_ID,
      safeAddress: safe(),
      name: 'Tip',
      createdAt: Date.now(),
      calls: [{ to: testAccount(7), value: parseEther('0.01'), data: '0x' }],
    })
    const upload = (text: string) =>
      page.getByTestId('batch-import').setInputFiles({
        name: 'tip.json',
        mimeType: 'application/json',
        buffer: Buffer.from(text),
      })
    // A value raised after the file was written: its checksum no longer matches.
    const changed = file.transactions.map((tx) => ({ ...tx, value: parseEther('0.5').toString() }))
    await upload(JSON.stringify({ ...file, transactions: changed }))
    await page
      .getByTestId('batch-problem')
      .getByText(
        'The checksum in the file does not match its content: the batch was changed after it was written.',
      )
      .waitFor()
    expect(await titles(page)).toHaveLength(2)
    await upload(JSON.stringify(file))
    await page.getByTestId('batch-imported').getByText('Imported 1 action from "Tip".').waitFor()
    expect(await titles(page)).toHaveLength(3)
    await shot(page, '01-batch')

    await page.getByTestId('batch-review').click()
    await page.getByTestId('draft-title').getByText('Batch of 3 actions').waitFor()
    await page.getByTestId('decoded-action').nth(2).waitFor({ timeout: 30_000 })
    await expect(page.getByTestId('add-to-batch').count()).resolves.toBe(0)
    await shot(page, '02-review')
    await signAndPropose(page)
    await page.getByTestId('batch-empty').waitFor()
    await page.getByTestId('header-batch').waitFor({ state: 'detached' })

    await page.getByRole('link', { name: 'Queue', exact: true }).click()
    await queueRow(page, 'Batch of 3 actions').getByRole('link').first().click()
    const actions = page.getByTestId('decoded-action')
    await actions.nth(2).waitFor({ timeout: 30_000 })
    await actions.first().getByTestId('method').getByText('approve').waitFor()
    await actions.nth(2).getByText(testAccount(7), { exact: false }).first().waitFor()
    await shot(page, '03-queued-details')
    await release(page)
  })
})

describe('a Safe App adding to the saved batch', () => {
  it('keeps the app’s calls for later, tells the app so, and proposes them as one', async () => {
    // The Safe pays aUSD in the app's transfer: mint it some, so the review simulates a success.
    const minter = devnet.walletClients[9]
    if (!minter) throw new Error('no test account 9')
    await devnet.publicClient.waitForTransactionReceipt({
      hash: await minter.writeContract({
        address: tokens.usd6,
        abi: demoErc20Abi,
        functionName: 'mint',
        args: [safe(), 5_000_000n],
      }),
    })
    const page = await openAs(0, `/apps/open?appUrl=${encodeURIComponent(stack.demoApp)}`)
    const unknownApp = page.getByTestId('unknown-app-accept')
    const frameShown = page.getByTestId('safe-app-frame')
    await expect
      .poll(async () => (await unknownApp.count()) + (await frameShown.count()), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0)
    if (await unknownApp.count()) {
      await unknownApp.check()
      await page.getByTestId('unknown-app-continue').click()
    }
    const app = page.frameLocator('[data-testid="safe-app-frame"]')
    await app.locator('[data-testid="connection"][data-status="connected"]').waitFor()

    const result = app.getByTestId('result-sendTransactions')
    const sendAndBatch = async (button: string) => {
      await app.getByTestId(`call-${button}`).click()
      await result.getByText('pending…').waitFor()
      await page.getByTestId('flow-origin').waitFor({ timeout: 30_000 })
      await addToBatch(page)
      // The app's promise ends with the reason, not a hash: nothing was proposed yet.
      await result.getByText(ADDED_TO_BATCH).waitFor()
    }
    await app.getByTestId('input-token').fill(tokens.usd6)
    await app.getByTestId('input-recipient').fill(testAccount(8))
    await app.getByTestId('input-amount').fill('2500000')
    await sendAndBatch('sendTransactions-transfer')
    await sendAndBatch('sendTransactions-self')
    await page.getByTestId('header-batch').getByText('2').waitFor()

    await page.getByTestId('header-batch').click()
    const rows = page.getByTestId('saved-batch-item')
    await rows.nth(1).waitFor({ timeout: 60_000 })
    const texts = await rows.allTextContents()
    expect(texts).toHaveLength(2)
    // Each row decodes its call locally: the token's transfer, then the plain self-call.
    expect(texts[0]).toMatch(/Call from Assent Demo App.*transfer → 0x/)
    expect(texts[1]).toMatch(/Call from Assent Demo App.*plain transfer → 0x/)
    expect(texts.every((text) => text.includes('· from Assent Demo App'))).toBe(true)
    await shot(page, '04-safe-app-batch')

    await page.getByTestId('batch-review').click()
    await page.getByTestId('draft-title').getByText('Batch of 2 actions').waitFor()
    await page.getByTestId('decoded-action').nth(1).waitFor({ timeout: 30_000 })
    await signAndPropose(page)
    await page.getByTestId('batch-empty').waitFor()
    await release(page)

    // As the gateway stored it: one call to MultiSendCallOnly holding the app's two calls (the
    // only queued batch calling the Safe itself; the first test's batch is queued too).
    const queued = await gatewayJson<{
      results: { to: string; data: Hex | null; operation: number }[]
    }>(
      stack,
      `/txs/${DEVNET_CHAIN_ID}/api/v2/safes/${safe()}/multisig-transactions/?executed=false`,
    )
    const batches = queued.results.filter(
      (tx) =>
        isMultiSendCalldata(tx.data ?? '0x') &&
        decodeMultiSendData(tx.data ?? '0x').some(
          (call) => getAddress(call.to) === getAddress(safe()),
        ),
    )
    expect(batches).toHaveLength(1)
    const [proposed] = batches
    expect(getAddress(proposed?.to ?? '')).toBe(
      getAddress(SAFE_DEPLOYMENTS['1.4.1'].multiSendCallOnly),
    )
    expect(proposed?.operation).toBe(1)
    const calls = decodeMultiSendData(proposed?.data ?? '0x')
    expect(calls.map((call) => getAddress(call.to))).toEqual([
      getAddress(tokens.usd6),
      getAddress(safe()),
    ])
    expect(decodeFunctionData({ abi: erc20Abi, data: calls[0]?.data ?? '0x' }).args).toEqual([
      testAccount(8),
      2_500_000n,
    ])
  })
})
