import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { fundedSafeSuite } from './harness/fundedSafe'
import { executeRow, signAndPropose, testAccount, until } from './harness/safeOwners'

// Issue #34, spending limits in Chromium against the whole stack: owner A sets a daily limit of
// 0.3 ETH for account 5 (no owner) in Settings, owner B executes it; account 5 is refused an
// over-limit spend before any wallet prompt, then spends within it alone, with one signature.
// The suite deploys its own 2-of-3 Safe (test accounts 0, 1, 2) holding 1 ETH.

const BENEFICIARY = 5

const { stack, devnet, safe, openAs, release, shot } = fundedSafeSuite('spending-limits', {
  owners: [0, 1, 2],
  threshold: 2,
  eth: '1',
})

describe('spending limits', () => {
  it('an owner sets a limit; the beneficiary spends within it alone and is refused above it', async () => {
    const a = await openAs(0, '/settings/spending-limits')
    await a.getByTestId('spending-limits-empty').waitFor({ timeout: 30_000 })
    await a.getByTestId('new-limit-delegate').fill(testAccount(BENEFICIARY))
    await a.getByTestId('new-limit-amount').fill('0.3')
    await a.getByTestId('new-limit-period').selectOption('daily')
    await a.getByTestId('new-limit-submit').click()
    await a.getByTestId('tx-flow-dialog').waitFor()
    // Enabling the module hands it the Safe's assets: the review asks for the typed word.
    await a.getByTestId('ack-safe-control').fill('control')
    await signAndPropose(a)

    const b = await openAs(1, '/transactions/queue')
    await executeRow(b, 'Batch of 3 actions', { acknowledge: { 'safe-control': 'control' } })
    await release(b)

    const spender = await openAs(BENEFICIARY, '/settings/spending-limits')
    const form = spender.getByTestId('spend-within-limit')
    await form.waitFor({ timeout: 30_000 })
    const recipient = testAccount(7)
    await form.getByTestId('spend-to').fill(recipient)
    await form.getByTestId('spend-amount').fill('0.5')
    await form.getByTestId('spend-review-button').click()
    await form
      .getByTestId('spend-error')
      .getByText('Amount: The amount is over your spending limit: 0.3 ETH left.')
      .waitFor()
    await expect(form.getByTestId('spend-review').count()).resolves.toBe(0)
    await shot(spender, '01-over-limit-refused')

    const before = await devnet.publicClient.getBalance({ address: recipient })
    await form.getByTestId('spend-amount').fill('0.1')
    await form.getByTestId('spend-review-button').click()
    await form.getByTestId('spend-left-after').getByText('0.2 ETH').waitFor()
    await shot(spender, '02-review', { fullPage: false })
    await form.getByTestId('spend-send').click()
    await until('the spending-limit transfer', async () => {
      const after = await devnet.publicClient.getBalance({ address: recipient })
      return after - before === parseEther('0.1')
    })
    await release(spender)

    await a.goto(`${stack.web}/transactions/history?safe=devnet:${safe()}`)
    await a
      .getByTestId('tx-row')
      .filter({ hasText: 'Spending limit transfer' })
      .first()
      .waitFor({ timeout: 60_000 })
    await release(a)
  })
})
