import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { buildSignatureBytes } from '@assent/core'
import { createDevnetClients, deployBadEip1271Owner } from '@assent/devnet'
import { deployTestSafe, launchChromium, type TestChromium } from '@assent/test'
import type { Page } from 'playwright-core'
import { type Address, type Hex, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  testAccount as account,
  DEVNET_CHAIN_ID as CHAIN_ID,
  executeRow,
  proposeAsOwner,
  queueRow,
  safeOwners,
} from './harness/safeOwners'

// Owners that are contracts, end to end in Chromium. (a) The owner of a 1-of-1 parent Safe signs
// the child's transaction off-chain as that Safe (EIP-1271), the confirmation is proven as a
// contract signature, and the child's other owner executes with it. (b) Contract owners whose
// EIP-1271 answer is a wrong magic value or a revert: confirmations a gateway lists for them are
// invalid, say why, and block confirming and executing.

const stack = inject('stack')
const artifacts = join(import.meta.dirname, '../artifacts')
const devnet = createDevnetClients(stack.rpc)

let chromium: TestChromium
let current: Address
const { openAs, release, shot } = safeOwners({
  browser: () => chromium.browser,
  stack,
  safe: () => current,
  artifacts,
  prefix: 'eip1271-owner',
})

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true })
  chromium = await launchChromium()
}, 300_000)

afterAll(async () => {
  await chromium?.close()
})

const detailsPath = (safe: Address, safeTxHash: Hex) =>
  `/transactions/tx?id=${encodeURIComponent(`multisig_${safe}_${safeTxHash}`)}`

describe('contract owners (EIP-1271)', () => {
  it("signs as the owner Safe off-chain, proves it, and the child's other owner executes", async () => {
    // A = account 0 owns the child directly; B = account 4 owns only the 1-of-1 parent Safe.
    const parent = await deployTestSafe(devnet, { owners: [4], threshold: 1 })
    const child = await deployTestSafe(devnet, { owners: [0, parent], threshold: 2 })
    const funded = await devnet.walletClients[0]!.sendTransaction({
      to: child,
      value: parseEther('1'),
    })
    await devnet.publicClient.waitForTransactionReceipt({ hash: funded })
    const recipient = account(7)
    const before = await devnet.publicClient.getBalance({ address: recipient })
    const { nonce, safeTxHash } = await proposeAsOwner(stack, {
      safe: child,
      ownerIndex: 0,
      tx: { to: recipient, value: parseEther('0.125'), data: '0x', operation: 0 },
    })

    current = child
    const b = await openAs(4, '/transactions/queue')
    const row = queueRow(b, `#${nonce}`)
    await row.getByTestId('confirm-through-parent').waitFor()
    await row.getByTestId('sign-as-parent').click()
    const dialog = b.getByTestId('sign-as-parent-dialog')
    await dialog.getByTestId('verification-ok').waitFor()
    // What is signed, computed in the page: the child, its safeTxHash, the parent.
    await expect(dialog.getByTestId('preview-child').textContent()).resolves.toContain(child)
    await expect(dialog.getByTestId('preview-parent').textContent()).resolves.toContain(parent)
    await expect(dialog.getByTestId('preview-safe-tx-hash').textContent()).resolves.toContain(
      safeTxHash,
    )
    const submit = dialog.getByTestId('sign-as-parent-submit')
    await expect.poll(() => submit.isEnabled(), { timeout: 30_000 }).toBe(true)
    await shot(b, '01-sign-as-parent')
    await submit.click()
    await dialog.waitFor({ state: 'detached', timeout: 30_000 })

    // The parent's confirmation is listed and proven on chain as a contract signature.
    await b.goto(`${stack.web}${detailsPath(child, safeTxHash)}&safe=devnet:${child}`)
    const confirmation = b.getByTestId('confirmation').filter({ hasText: 'Contract signature' })
    await confirmation.waitFor({ timeout: 30_000 })
    await expect
      .poll(() => confirmation.getAttribute('data-status'), { timeout: 30_000 })
      .toBe('verified')
    await expect(confirmation.getByTestId('confirmation-kind').textContent()).resolves.toBe(
      'Contract signature (EIP-1271)',
    )
    await expect(b.getByTestId('details-confirmations').textContent()).resolves.toBe(
      '2 of 2 verified',
    )
    await shot(b, '02-contract-confirmation')
    await release(b)

    // A executes with the contract signature and their own approval.
    const a = await openAs(0, '/transactions/queue')
    await executeRow(a, `#${nonce}`)
    await expect
      .poll(() => devnet.publicClient.getBalance({ address: recipient }), { timeout: 30_000 })
      .toBe(before + parseEther('0.125'))
    await a.goto(`${stack.web}/transactions/history?safe=devnet:${child}`)
    const historyRow = a
      .getByTestId('tx-row')
      .filter({ hasText: `${nonce}` })
      .first()
    await historyRow.waitFor({ timeout: 30_000 })
    await expect(historyRow.getAttribute('data-status')).resolves.toBe('SUCCESS')
    await shot(a, '03-history')
    await release(a)
  })

  it('shows confirmations of contract owners that answer wrongly or revert as invalid, and blocks', async () => {
    const wrongMagic = await deployBadEip1271Owner(devnet, 'wrong-magic')
    const reverting = await deployBadEip1271Owner(devnet, 'revert')
    const safe = await deployTestSafe(devnet, {
      owners: [0, 1, wrongMagic, reverting],
      threshold: 2,
    })
    const { nonce, safeTxHash } = await proposeAsOwner(stack, {
      safe,
      ownerIndex: 0,
      tx: { to: account(8), value: 0n, data: '0x', operation: 0 },
    })
    // A gateway lists a contract signature for each bad owner contract (the gateway's own check
    // would refuse them, so they are put in front of the page the way a lying gateway would).
    const listBadConfirmations = async (page: Page) => {
      await page.route(`${stack.gateway}/v1/chains/${CHAIN_ID}/transactions/**`, async (route) => {
        if (route.request().method() !== 'GET') return route.continue()
        const response = await route.fetch()
        const details = (await response.json()) as {
          detailedExecutionInfo?: {
            safeTxHash: string
            confirmations: { signer: { value: string }; signature: Hex; submittedAt: number }[]
          }
        }
        const execution = details.detailedExecutionInfo
        if (execution?.safeTxHash.toLowerCase() === safeTxHash.toLowerCase()) {
          for (const owner of [wrongMagic, reverting]) {
            execution.confirmations.push({
              signer: { value: owner },
              signature: buildSignatureBytes([{ signer: owner, data: '0x1234', dynamic: true }]),
              submittedAt: Date.now(),
            })
          }
        }
        await route.fulfill({ response, json: details })
      })
    }
    current = safe

    // Owner 1 may not confirm: the alert names both owner contracts.
    const b = await openAs(1, '/transactions/queue', { prepare: listBadConfirmations })
    await queueRow(b, `#${nonce}`).getByRole('button', { name: 'Confirm' }).click()
    const alert = b.getByTestId('verification-alert')
    await alert.waitFor({ timeout: 30_000 })
    for (const owner of [wrongMagic, reverting]) {
      await expect(alert.textContent()).resolves.toContain(owner)
    }
    await expect(alert.textContent()).resolves.toContain('EIP-1271')
    await expect(b.getByTestId('confirm-transaction').isDisabled()).resolves.toBe(true)
    await shot(b, '04-bad-contract-confirm-blocked')
    await release(b)

    // Nor execute (with their own approval, 2 of 2), and the details list each bad one as an
    // invalid contract signature, with the reason.
    const a = await openAs(1, '/transactions/queue', { prepare: listBadConfirmations })
    await queueRow(a, `#${nonce}`).getByRole('button', { name: 'Execute' }).click()
    await a.getByTestId('verification-alert').waitFor({ timeout: 30_000 })
    await expect(a.getByTestId('execute-transaction').isDisabled()).resolves.toBe(true)
    await shot(a, '05-bad-contract-execute-blocked')
    await a.goto(`${stack.web}${detailsPath(safe, safeTxHash)}&safe=devnet:${safe}`)
    for (const [owner, answered] of [
      [wrongMagic, 'answered 0xdeadbeef, not 0x20c13b0b'],
      [reverting, 'reverted: BadEip1271Owner: refused'],
    ] as const) {
      const row = a.getByTestId('confirmation').filter({ has: a.locator(`[title="${owner}"]`) })
      await expect.poll(() => row.getAttribute('data-status'), { timeout: 30_000 }).toBe('invalid')
      await expect(row.getByTestId('confirmation-kind').textContent()).resolves.toBe(
        'Contract signature (EIP-1271)',
      )
      await expect(row.getByTestId('confirmation-reason').textContent()).resolves.toContain(
        'does not accept this signature',
      )
      // What the owner contract really answered, asked through the wallet's RPC.
      await expect(
        row.getByTestId('contract-refusal').textContent({ timeout: 30_000 }),
      ).resolves.toContain(answered)
    }
    await shot(a, '06-bad-contract-details')
    await release(a)
  })
})
