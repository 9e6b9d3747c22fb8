import { buildTxBuilderFile } from '@assent/core'
import { demoTokenAddresses } from '@assent/devnet'
import type { Page } from 'playwright-core'
import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { fundedSafeSuite } from './harness/fundedSafe'
import {
  DEVNET_CHAIN_ID,
  newTransaction,
  queueRow,
  signAndPropose,
  testAccount,
} from './harness/safeOwners'

// Issue #34, the saved batch in Chromium against the whole stack: two actions from two flows
// are added to the Safe's batch, survive a reload, are reordered, joined by a Transaction
// Builder file (a changed one refused first), and proposed as one MultiSendCallOnly
// transaction whose actions the queue's details decode. The suite's own 2-of-3 Safe.

const tokens = demoTokenAddresses()
const { safe, openAs, shot } = fundedSafeSuite('batch', {
  owners: [0, 1, 2],
  threshold: 2,
  eth: '1',
})

const titles = (page: Page) => page.getByTestId('saved-batch-title').allTextContents()

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
    await page.context().close()
  })
})
