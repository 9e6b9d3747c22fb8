import {
  buildSafeTransaction,
  getSafeTxTypedData,
  type SafeTransactionData,
  safeTxHash,
} from '@assent/core'
import {
  addConfirmation,
  createGatewayClient,
  proposeTransaction,
  toProposeTransactionBody,
} from '@assent/gateway-client'
import { TEST_ACCOUNTS } from '@assent/test'
import type { Page } from 'playwright-core'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { fundedSafeSuite } from './harness/fundedSafe'
import {
  testAccount as account,
  DEVNET_CHAIN_ID as CHAIN_ID,
  newTransaction,
  queueRow,
  signAndPropose,
} from './harness/safeOwners'

// Issue #31, items 1 and 6 in Chromium against the whole stack: a proposer's note written in
// Assent (and one written in Safe{Wallet}'s format) shown in the queue and the details, and a
// proposal deleted by its proposer with the Transaction Service's signed DeleteRequest — and
// refused, with the reason and no request sent, once another owner confirmed or to anyone but
// the proposer. The suite deploys its own 2-of-3 Safe (owners = test accounts 0, 1, 2).

const { stack, safe, openAs, release, shot } = fundedSafeSuite('queue-delete-notes', {
  owners: [0, 1, 2],
  threshold: 2,
  eth: '5',
})
const gateway = createGatewayClient({ baseUrl: stack.gateway })

const ownerKey = (index: number) => {
  const key = TEST_ACCOUNTS[index]?.privateKey
  if (!key) throw new Error(`no test account ${index}`)
  return privateKeyToAccount(key as Hex)
}
const paramsOf = (tx: SafeTransactionData) => ({
  chainId: CHAIN_ID,
  safeAddress: safe(),
  safeVersion: '1.4.1',
  tx,
})
const idOf = (hash: Hex) => `multisig_${safe()}_${hash}`

/** Proposes as another wallet would (owner `index`'s real signature), with an optional origin. */
async function proposeAs(index: number, nonce: bigint, value: bigint, origin?: string) {
  const tx = buildSafeTransaction({ to: account(7), value, nonce })
  const hash = safeTxHash(paramsOf(tx))
  await proposeTransaction(gateway, {
    chainId: String(CHAIN_ID),
    address: safe(),
    body: toProposeTransactionBody(tx, {
      safeTxHash: hash,
      sender: ownerKey(index).address,
      signature: await ownerKey(index).signTypedData(getSafeTxTypedData(paramsOf(tx))),
      origin,
    }),
  })
  return { tx, hash }
}

/** Owner `index` confirms `tx` through the gateway, outside the browser. */
async function confirmAs(index: number, tx: SafeTransactionData) {
  await addConfirmation(gateway, {
    chainId: String(CHAIN_ID),
    safeTxHash: safeTxHash(paramsOf(tx)),
    body: { signature: await ownerKey(index).signTypedData(getSafeTxTypedData(paramsOf(tx))) },
  })
}

/** The Transaction Service's view of a proposal (what api-kit and Safe{Wallet} read), or 404. */
async function serviceTransaction(hash: Hex) {
  const response = await fetch(
    `${stack.gateway}/txs/${CHAIN_ID}/api/v1/multisig-transactions/${hash}/`,
  )
  if (response.status === 404) return null
  if (!response.ok) throw new Error(`tx service: ${response.status}`)
  return (await response.json()) as { origin: string | null; confirmations: unknown[] }
}

/** Counts the DELETE requests a page sends to the gateway. */
function countDeletes(page: Page) {
  const counter = { sent: 0 }
  page.on('request', (request) => {
    if (request.method() === 'DELETE') counter.sent += 1
  })
  return counter
}

const openDetails = (index: number, hash: Hex) =>
  openAs(index, `/transactions/tx?id=${encodeURIComponent(idOf(hash))}`)

describe('notes and deleting proposals', () => {
  it('proposes with a note; the queue and the details show it as the proposer’s words', async () => {
    const a = await openAs(0, '/transactions/queue')
    await newTransaction(a, 'Send tokens')
    await a.getByTestId('recipient-input').fill(account(6))
    await a.getByTestId('amount-input').fill('0.25')
    await a.getByTestId('build-next').click()
    await a.getByTestId('typed-data').waitFor()
    // Too long a note blocks signing with the reason; a short one is stored.
    await a.getByTestId('tx-note-input').fill('n'.repeat(61))
    await a.getByTestId('tx-note-error').getByText('A note is at most 60 characters').waitFor()
    await a.getByText('Shorten the note to 60 characters.').waitFor()
    await a.getByTestId('tx-note-input').fill('Rent for March\u202E')
    await shot(a, '01-note-in-review')
    await signAndPropose(a)
    const row = queueRow(a, '0.25 ETH')
    await row.getByTestId('tx-note').getByText('Rent for March').waitFor()
    // Cleaned of the override the proposer typed, before it was stored.
    await expect(row.getByTestId('tx-note').textContent()).resolves.toBe(
      "Proposer's note: Rent for March",
    )
    await shot(a, '02-note-in-queue')

    // Stored in the origin as Safe{Wallet} writes it, so it reads there too.
    const id = await row.getAttribute('data-tx-id')
    const hash = id?.split('_')[2] as Hex
    expect((await serviceTransaction(hash))?.origin).toBe('{"note":"Rent for March"}')

    await row.getByRole('link').click()
    const box = a.getByTestId('tx-note-details')
    await box.getByText('Rent for March').waitFor()
    await box.getByText('their words, not verified and not part of what is signed').waitFor()
    await release(a)
  })

  it('shows a note Safe{Wallet} wrote, in the queue and the details', async () => {
    const { hash } = await proposeAs(1, 1n, 2n, JSON.stringify({ note: 'Written in Safe{Wallet}' }))
    const b = await openAs(2, '/transactions/queue')
    await b
      .getByTestId('tx-row')
      .filter({ has: b.getByText('Written in Safe{Wallet}') })
      .first()
      .waitFor()
    await b.goto(`${stack.web}/transactions/tx?id=${idOf(hash)}&safe=devnet:${safe()}`)
    await b.getByTestId('tx-note-details').getByText('Written in Safe{Wallet}').waitFor()
    await release(b)
  })

  it('deletes the proposer’s own unconfirmed proposal after saying what it does to the queue', async () => {
    // Nonces 2 and 3 by owner 0: deleting 2 would leave a gap that blocks 3.
    const second = await proposeAs(0, 2n, 3n)
    const third = await proposeAs(0, 3n, 4n)
    const a = await openDetails(0, second.hash)
    await a.getByTestId('verification-ok').waitFor()
    await a.getByTestId('delete-proposal').click()
    const dialog = a.getByTestId('delete-proposal-dialog')
    await dialog.getByTestId('delete-consequence').waitFor()
    await expect(
      dialog.getByTestId('delete-consequence').getAttribute('data-effect'),
    ).resolves.toBe('gap')
    await dialog
      .getByText('the transactions queued at nonce 3 cannot be executed until a new transaction')
      .waitFor()
    await dialog.getByTestId('delete-offer-rejection').waitFor()
    await shot(a, '03-delete-gap')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'detached' })
    // A full-page screenshot can leave the injected test wallet's connection half reset, so the
    // signing below starts on a page of its own.
    await release(a)

    // The last one leaves no gap: the proposer deletes it.
    const last = await openDetails(0, third.hash)
    const lastDialog = last.getByTestId('delete-proposal-dialog')
    await last.getByTestId('verification-ok').waitFor()
    await last.getByTestId('delete-proposal').click()
    await expect(
      lastDialog.getByTestId('delete-consequence').getAttribute('data-effect'),
    ).resolves.toBe('last')
    await expect(lastDialog.getByTestId('delete-safe-tx-hash').textContent()).resolves.toBe(
      third.hash,
    )
    await expect(lastDialog.getByTestId('delete-request-hash').textContent()).resolves.toMatch(
      /^0x[0-9a-f]{64}$/,
    )
    await lastDialog.getByTestId('sign-and-delete').click()
    await lastDialog.waitFor({ state: 'detached', timeout: 30_000 })
    await last.waitForURL(/\/transactions\/queue/)
    await queueRow(last, '#2').waitFor()
    await expect(last.locator(`[data-tx-id="${idOf(third.hash)}"]`).count()).resolves.toBe(0)
    expect(await serviceTransaction(third.hash)).toBeNull()
    expect(await serviceTransaction(second.hash)).not.toBeNull()
    await shot(last, '04-queue-after-delete')
    await release(last)
  })

  it('refuses, with the reason and nothing sent, once another owner confirmed', async () => {
    const confirmed = await proposeAs(0, 3n, 5n)
    await confirmAs(1, confirmed.tx)
    const a = await openDetails(0, confirmed.hash)
    const deletes = countDeletes(a)
    await a.getByTestId('verification-ok').waitFor()
    await expect(a.getByTestId('delete-proposal').isDisabled()).resolves.toBe(true)
    await a
      .getByTestId('delete-refusal')
      .getByText(
        `${account(1)} has confirmed it as well: a proposal another owner confirmed cannot be deleted. Replace it with a rejection instead.`,
      )
      .waitFor()
    await shot(a, '05-refused-confirmed')
    expect(deletes.sent).toBe(0)
    expect((await serviceTransaction(confirmed.hash))?.confirmations).toHaveLength(2)
    await release(a)
  })

  it('refuses anyone but the proposer, with the reason and nothing sent', async () => {
    const mine = await proposeAs(0, 4n, 6n)
    const b = await openDetails(1, mine.hash)
    const deletes = countDeletes(b)
    await b.getByTestId('verification-ok').waitFor()
    await expect(b.getByTestId('delete-proposal').isDisabled()).resolves.toBe(true)
    await b
      .getByTestId('delete-refusal')
      .getByText(`Only its proposer (${account(0)}) or the delegate who proposed it can delete it.`)
      .waitFor()
    await shot(b, '06-refused-not-proposer')
    expect(deletes.sent).toBe(0)
    expect(await serviceTransaction(mine.hash)).not.toBeNull()
    await release(b)
  })
})
