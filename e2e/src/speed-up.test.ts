import { safeAbi } from '@assent/core'
import type { Page } from 'playwright-core'
import { formatGwei, type Hex, parseEther } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { fundedSafeSuite } from './harness/fundedSafe'
import { proposeAsOwner, queueRow, testAccount, until } from './harness/safeOwners'

// Issue #31 item 4 in Chromium against the whole stack, with automine off while a test runs
// (turned back on after each, the stack is shared by the shard's other suites): an execution
// sent by owner 4 of a 1-of-2 Safe of its own is left behind by a raised base fee, survives a
// reload, and is sped up (the Safe transaction executes) or cancelled (a 0-value self-transfer
// lands and the Safe transaction stays queued); a speed-up below the 10 % raise is refused with
// nothing sent.

const EXECUTOR = 4

const { stack, devnet, safe, openAs, release, shot } = fundedSafeSuite('speed-up', {
  owners: [EXECUTOR, 5],
  threshold: 1,
  eth: '1',
})

afterEach(async () => {
  await devnet.testClient.setAutomine(true)
})

async function readSafeNonce(): Promise<bigint> {
  return devnet.publicClient.readContract({ address: safe(), abi: safeAbi, functionName: 'nonce' })
}

/**
 * Proposes a transfer of `ether` ETH (executable at once: the threshold is 1), executes it in the
 * page with automine off, then raises the next block's base fee above the execution's max fee:
 * the execution stays pending. Answers its hash once the page was reloaded.
 */
async function sendStuckExecution(page: Page, ether: string): Promise<Hex> {
  await proposeAsOwner(stack, {
    safe: safe(),
    ownerIndex: EXECUTOR,
    tx: { to: testAccount(7), value: parseEther(ether), data: '0x', operation: 0 },
  })
  await page.reload()
  const row = queueRow(page, `${ether} ETH`)
  await row.getByRole('button', { name: 'Execute' }).waitFor({ timeout: 60_000 })
  await devnet.testClient.setAutomine(false)
  await row.getByRole('button', { name: 'Execute' }).click()
  await page.getByTestId('verification-ok').waitFor()
  await page.getByTestId('gas-estimate').getByText('Estimated gas').waitFor({ timeout: 30_000 })
  await page.getByTestId('execute-transaction').click()
  const status = page.locator('[data-testid="execution-status"][data-status="pending"]')
  const hash = (await status.locator('.mono').textContent()) as Hex
  await until('the execution to be kept in this browser', () =>
    page.evaluate(
      (sent) => localStorage.getItem('assent-pending-executions-v1')?.includes(sent),
      hash,
    ),
  )
  const sent = await devnet.publicClient.getTransaction({ hash })
  const maxFee = sent.maxFeePerGas ?? sent.gasPrice ?? 0n
  // The next block asks three times its offer: it could not be mined in it.
  await devnet.testClient.setNextBlockBaseFeePerGas({ baseFeePerGas: maxFee * 3n })
  // Still known to this browser after a reload.
  await page.reload()
  await readyToReplace(page, hash)
  return hash
}

/** Waits until the execution's panel offers Speed up with its suggested fees filled in. */
async function readyToReplace(page: Page, hash: Hex) {
  const panel = page.getByTestId('pending-execution').filter({ hasText: hash })
  await panel.locator('[data-testid="execution-outcome"][data-outcome="pending"]').waitFor()
  await panel.getByTestId('speed-up-execution').waitFor({ timeout: 90_000 })
  await until('the suggested fees', async () =>
    Boolean(await panel.getByTestId('replacement-priority-fee').inputValue()),
  )
}

/** The page's one execution panel once its outcome is `outcome`. */
function panelWithOutcome(page: Page, hash: Hex, outcome: string) {
  return page
    .getByTestId('pending-execution')
    .filter({ hasText: hash })
    .and(page.locator(`[data-outcome="${outcome}"]`))
}

describe('speed up or cancel a stuck execution', () => {
  it('speeds up a stuck execution: the speed-up lands and the page says so', async () => {
    const page = await openAs(EXECUTOR, '/transactions/queue')
    const nonceBefore = await readSafeNonce()
    const original = await sendStuckExecution(page, '0.011')
    await shot(page, '01-stuck')

    const panel = page.getByTestId('pending-execution').filter({ hasText: original })
    await panel.getByTestId('speed-up-execution').click()
    await panel.locator('[data-testid="execution-attempt"][data-kind="speedUp"]').waitFor()
    expect(await readSafeNonce()).toBe(nonceBefore)
    await devnet.testClient.mine({ blocks: 1 })

    const landed = panelWithOutcome(page, original, 'speedUp')
    await landed.waitFor({ timeout: 30_000 })
    await expect(landed.getByTestId('execution-outcome').textContent()).resolves.toBe(
      'Executed by the speed-up.',
    )
    await shot(page, '02-sped-up')
    expect(await readSafeNonce()).toBe(nonceBefore + 1n)
    // The original can never be mined now.
    await expect(devnet.publicClient.getTransaction({ hash: original })).rejects.toThrow()
    await queueRow(page, '0.011 ETH').waitFor({ state: 'detached', timeout: 30_000 })
    await landed.getByTestId('dismiss-execution').click()
    await landed.waitFor({ state: 'detached' })
    await release(page)
  })

  it('refuses a speed-up below the 10 % raise, then cancels: the Safe tx stays queued', async () => {
    const page = await openAs(EXECUTOR, '/transactions/queue')
    const nonceBefore = await readSafeNonce()
    const original = await sendStuckExecution(page, '0.012')
    const executor = testAccount(EXECUTOR)
    const sentBefore = await devnet.publicClient.getTransactionCount({
      address: executor,
      blockTag: 'pending',
    })
    const panel = page.getByTestId('pending-execution').filter({ hasText: original })

    // The original's own fees: not a raise, so nothing may reach the wallet.
    const sent = await devnet.publicClient.getTransaction({ hash: original })
    await panel.getByTestId('replacement-max-fee').fill(formatGwei(sent.maxFeePerGas ?? 0n))
    await panel
      .getByTestId('replacement-priority-fee')
      .fill(formatGwei(sent.maxPriorityFeePerGas ?? 0n))
    await panel.getByTestId('speed-up-execution').click()
    const refusal = panel.getByTestId('flow-error')
    await refusal.waitFor()
    expect(await refusal.textContent()).toMatch(
      /^The fees are too low\. The new fees must be at least 10 % above the pending transaction's: at least max fee .+ gwei and priority fee .+ gwei\. Nothing was sent\.$/,
    )
    await shot(page, '03-lower-fee-refused')
    expect(await panel.getByTestId('execution-attempt').count()).toBe(1)
    expect(
      await devnet.publicClient.getTransactionCount({ address: executor, blockTag: 'pending' }),
    ).toBe(sentBefore)
    // The pool holds the original alone at the executor's nonce.
    const pool = await devnet.testClient.getTxpoolContent()
    const executorPool = Object.entries(pool.pending).find(
      ([from]) => from.toLowerCase() === executor.toLowerCase(),
    )?.[1]
    expect(Object.values(executorPool ?? {}).map((tx) => tx.hash)).toEqual([original])

    // Cancel with the suggested fees, shown again after a reload.
    await page.reload()
    await readyToReplace(page, original)
    await panel.getByTestId('cancel-execution').click()
    await panel.locator('[data-testid="execution-attempt"][data-kind="cancel"]').waitFor()
    await devnet.testClient.mine({ blocks: 1 })

    const cancelled = panelWithOutcome(page, original, 'cancel')
    await cancelled.waitFor({ timeout: 30_000 })
    await expect(cancelled.getByTestId('execution-outcome').textContent()).resolves.toBe(
      'Cancelled: the Safe transaction was not executed and is still in the queue.',
    )
    await shot(page, '04-cancelled')
    expect(await readSafeNonce()).toBe(nonceBefore)
    await expect(devnet.publicClient.getTransaction({ hash: original })).rejects.toThrow()
    const cancelHash = (await cancelled
      .locator('[data-testid="execution-attempt"][data-kind="cancel"] .mono')
      .textContent()) as Hex
    const cancel = await devnet.publicClient.getTransaction({ hash: cancelHash })
    expect([
      cancel.from.toLowerCase(),
      cancel.to?.toLowerCase(),
      cancel.value,
      cancel.nonce,
    ]).toEqual([executor.toLowerCase(), executor.toLowerCase(), 0n, sent.nonce])
    // Still queued, and still executable.
    await queueRow(page, '0.012 ETH').getByRole('button', { name: 'Execute' }).waitFor()
    await release(page)
  })
})
