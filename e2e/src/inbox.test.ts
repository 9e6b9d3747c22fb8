import { join } from 'node:path'
import { createDevnetClients } from '@assent/devnet'
import { addConfirmation, createGatewayClient } from '@assent/gateway-client'
import { launchChromium, TEST_ACCOUNTS, type TestChromium } from '@assent/test'
import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, inject, it } from 'vitest'
import { deployFundedSafe } from './harness/fundedSafe'
import { DEVNET_CHAIN_ID, proposeAsOwner, safeOwners, testAccount } from './harness/safeOwners'

// Issue #33, the inbox, in Chromium against the whole stack: owner 8 of a 3-of-3 Safe (owners
// 8, 6, 7: no other suite's) has /inbox open; owner 6 proposes through the gateway API, and
// the row awaiting owner 8's signature appears without a reload (the event stream); once owner
// 8 has signed, it awaits only owner 7 and leaves owner 8's inbox.

const stack = inject('stack')
const artifacts = join(import.meta.dirname, '../artifacts')
const devnet = createDevnetClients(stack.rpc)
const gateway = createGatewayClient({ baseUrl: stack.gateway })
const ME = 8
/** Ceiling of one live update on a busy machine; the stream itself polls every 200 ms. */
const LIVE_MS = 30_000

let chromium: TestChromium
let safe: Address
const { openAs, shot } = safeOwners({
  browser: () => chromium.browser,
  stack,
  safe: () => safe,
  artifacts,
  prefix: 'inbox',
})

beforeAll(async () => {
  safe = await deployFundedSafe(stack, devnet, { owners: [ME, 6, 7], threshold: 3, eth: '0.1' })
  chromium = await launchChromium()
})
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
})
