import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { createDevnetClients, SECOND_DEVNET_CHAIN_ID } from '@assent/devnet'
import { addConfirmation, createGatewayClient } from '@assent/gateway-client'
import { launchChromium, TEST_ACCOUNTS, type TestChromium } from '@assent/test'
import type { Response } from 'playwright-core'
import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { deployFundedSafe } from './harness/fundedSafe'
import { type NotificationsForTest, recordNotifications } from './harness/recordNotifications'
import {
  DEVNET_CHAIN_ID,
  proposeAsOwner,
  safeOwners,
  secondDevnetRpc,
  testAccount,
  until,
} from './harness/safeOwners'

// Issue #33, the inbox, in Chromium against the whole stack: owner 8 of a 3-of-3 Safe (owners
// 8, 6, 7: no other suite's) has /inbox open; owner 6 proposes through the gateway API, and
// the row awaiting owner 8's signature appears without a reload (the event stream); once owner
// 8 has signed, it awaits only owner 7 and leaves owner 8's inbox. The same Safe (same owners
// and salt, so the same address) on the second devnet chain: a proposal there shows within 2 s
// in the inbox opened on the first chain's Safe, and signing it from its review drops it.

const stack = inject('stack')
const artifacts = join(import.meta.dirname, '../artifacts')
const devnet = createDevnetClients(stack.rpc)
const secondDevnet = createDevnetClients(secondDevnetRpc(stack), SECOND_DEVNET_CHAIN_ID)
const gateway = createGatewayClient({ baseUrl: stack.gateway })
const ME = 8
/** Ceiling of one live update on a busy machine; the stream itself polls every 200 ms. */
const LIVE_MS = 30_000
/** Issue #33: a proposal for me on another chain is in the inbox within this. */
const OTHER_CHAIN_ROW_MS = 2_000
/** Ceiling of the page load: the app, the wallet, each chain's Safes and their streams. */
const PAGE_LOAD_MS = 120_000

let chromium: TestChromium
let safe: Address
const { openAs, release, shot } = safeOwners({
  browser: () => chromium.browser,
  stack,
  safe: () => safe,
  artifacts,
  prefix: 'inbox',
})

beforeAll(async () => {
  const setup = {
    owners: [ME, 6, 7],
    threshold: 3,
    eth: '0.1',
    saltNonce: BigInt(`0x${randomBytes(8).toString('hex')}`),
  }
  safe = await deployFundedSafe(stack, devnet, setup)
  const onSecond = await deployFundedSafe(stack, secondDevnet, setup)
  if (onSecond !== safe) throw new Error(`the Safe is at ${onSecond} on the second chain`)
  chromium = await launchChromium()
}, 300_000)
afterAll(async () => {
  await chromium?.close()
})

describe('the inbox', () => {
  it('shows a co-owner’s proposal without a reload and drops it once I signed', async () => {
    const page = await openAs(ME, '/inbox')
    await page.getByTestId('inbox-page').waitFor()
    await page.getByTestId('inbox-badge').waitFor()

    const { safeTxHash } = await proposeAsOwner(stack, {
      safe,
      ownerIndex: 6,
      tx: { to: testAccount(5), value: 1n, data: '0x', operation: 0 },
    })
    const row = page.locator(`[data-testid="inbox-row"][data-kind="sign"]`, {
      has: page.locator(`a[href*="${safeTxHash}"]`),
    })
    await row.waitFor({ timeout: LIVE_MS })
    await shot(page, 'awaiting-me')

    const me = privateKeyToAccount(TEST_ACCOUNTS[ME]!.privateKey as Hex)
    await addConfirmation(gateway, {
      chainId: String(DEVNET_CHAIN_ID),
      safeTxHash,
      body: { signature: await me.sign({ hash: safeTxHash }) },
    })
    await row.waitFor({ state: 'detached', timeout: LIVE_MS })
  })

  it('shows a proposal on the other chain within 2 s and drops it once signed from its review', async () => {
    let secondStream: Promise<Response> | undefined
    const page = await openAs(ME, '/inbox', {
      prepare: async (opening) => {
        // The inbox follows each chain's Safes on a stream of its own; the 2 s start once the
        // second chain's is open (the page load is not part of them).
        secondStream = opening.waitForResponse(
          (response) =>
            response.url().includes(`/v1/chains/${SECOND_DEVNET_CHAIN_ID}/events?`) &&
            response.url().includes(safe) &&
            response.ok(),
          { timeout: PAGE_LOAD_MS },
        )
      },
    })
    await secondStream
    await page.getByTestId('inbox-empty').waitFor({ timeout: PAGE_LOAD_MS })

    const { safeTxHash } = await proposeAsOwner(stack, {
      chainId: SECOND_DEVNET_CHAIN_ID,
      safe,
      ownerIndex: 6,
      tx: { to: testAccount(5), value: 2n, data: '0x', operation: 0 },
    })
    const answered = performance.now()
    const row = page.locator(`[data-testid="inbox-row"][data-kind="sign"]`, {
      has: page.locator(`a[href*="${safeTxHash}"]`),
    })
    await row.waitFor({ timeout: LIVE_MS })
    const shownAfterMs = Math.round(performance.now() - answered)
    console.info(`inbox: the other chain's proposal showed ${shownAfterMs} ms after its answer`)
    expect(shownAfterMs).toBeLessThanOrEqual(OTHER_CHAIN_ROW_MS)
    expect(await row.getByRole('link').getAttribute('href')).toContain('devnet2')
    await shot(page, 'other-chain-awaiting-me')

    await row.getByRole('link').click()
    await page.getByTestId('tx-details').waitFor({ timeout: LIVE_MS })
    // The wallet is on the first chain: switch as the page asks, then confirm.
    const notice = page.getByTestId('chain-mismatch-notice')
    await notice.getByRole('button', { name: /^Switch to / }).click({ timeout: LIVE_MS })
    await notice.waitFor({ state: 'detached', timeout: LIVE_MS })
    await page.getByTestId('details-actions').getByRole('button', { name: 'Confirm' }).click()
    await page.getByTestId('verification-ok').waitFor({ timeout: LIVE_MS })
    await page.getByTestId('confirm-transaction').click()
    await page.getByTestId('tx-flow-dialog').waitFor({ state: 'detached', timeout: LIVE_MS })

    await page.getByTestId('inbox-badge').click()
    await page.getByTestId('inbox-empty').waitFor({ timeout: LIVE_MS })
    await release(page)
  })
  it('notifies me of a proposal while the tab is in the background; its click opens the review', async () => {
    const page = await openAs(ME, '/settings/appearance', {
      prepare: async (opening) => {
        await opening.context().grantPermissions(['notifications'], { origin: stack.web })
        await opening.addInitScript(recordNotifications)
      },
    })
    const toggle = page.getByTestId('inbox-notifications-toggle')
    await toggle.click()
    await page.locator('[data-testid="inbox-notifications-toggle"][aria-pressed="true"]').waitFor()
    await page.getByTestId('inbox-badge').waitFor()
    await page.evaluate(() =>
      (window as unknown as NotificationsForTest).notificationsForTest.setHidden(true),
    )

    const { safeTxHash } = await proposeAsOwner(stack, {
      safe,
      ownerIndex: 7,
      tx: { to: testAccount(5), value: 3n, data: '0x', operation: 0 },
    })
    const shown = await until(
      'a notification',
      async () => {
        const all = await page.evaluate(() =>
          (window as unknown as NotificationsForTest).notificationsForTest.shown.map((n) => ({
            title: n.title,
            body: n.body,
          })),
        )
        return all.length > 0 ? all : undefined
      },
      LIVE_MS,
    )
    expect(shown).toHaveLength(1)
    expect(shown[0]?.body).toBe('Awaits your signature on Assent Devnet')

    await page.evaluate(() =>
      (window as unknown as NotificationsForTest).notificationsForTest.shown[0]?.onclick?.(),
    )
    await page.waitForURL(
      (url) => url.pathname === '/transactions/tx' && url.href.includes(safeTxHash),
      {
        timeout: LIVE_MS,
      },
    )
    await page.getByTestId('tx-details').waitFor({ timeout: LIVE_MS })
    await release(page)
  })
})
