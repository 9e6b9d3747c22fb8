import type { Browser, Page } from 'playwright-core'
import type { Address, Hex } from 'viem'
import type { Stack } from '../../../scripts/lib/startStack'
import { trackContext } from '../harness/openContexts'
import type { WalletBuild } from '../harness/serveWalletBuild'

/** What the test device showed, as its build records it (testing/openTestLedgerTransport.ts). */
export type DeviceScreen =
  | { kind: 'address'; path: string; address: Address; shown: boolean }
  | { kind: 'eip712'; path: string; domainHash: Hex; messageHash: Hex }
  | { kind: 'personalMessage'; path: string; message: Hex }
  | { kind: 'transaction'; path: string; transaction: Hex }

/**
 * A page of `path` for `safe` in a fresh context served by the Ledger test build, connected
 * through the wallet list's Hardware group: Ledger, then account `accountNumber` (1-based,
 * as the chooser numbers them) of Ledger Live's path. The devnet's RPC is pinned in the
 * settings: a Ledger has no RPC of its own to check the gateway with.
 */
export async function openLedgerPage(
  browser: Browser,
  stack: Stack['urls'],
  build: WalletBuild,
  {
    path,
    safe,
    accountNumber,
    address,
    whileChoosing,
  }: {
    path: string
    safe: Address
    accountNumber: number
    address: Address
    /** Runs once the chooser lists the account (a screenshot, say). */
    whileChoosing?: (page: Page) => Promise<void>
  },
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  trackContext(context)
  await build.routeWalletOrigin(context)
  await context.addInitScript((rpc) => {
    localStorage.setItem('assent.verificationRpc.v1', JSON.stringify({ '31337': rpc }))
  }, stack.rpc)
  const page = await context.newPage()
  page.on('pageerror', (error) => console.error('[ledger page]', error.message))
  // A failed read (a blocked RPC, a refused call) shows here rather than as a bare timeout.
  page.on('console', (message) => {
    if (message.type() === 'error') console.error('[ledger page console]', message.text())
  })
  await page.goto(`${stack.web}${path}${path.includes('?') ? '&' : '?'}safe=devnet:${safe}`)
  // The wallet stack loads lazily after the first render; on a busy machine that takes a while.
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click({ timeout: 90_000 })
  await page.getByText('Ledger', { exact: true }).first().click()
  const chooser = page.getByRole('dialog', { name: 'Choose a Ledger account' })
  const row = chooser.getByTestId('ledger-account-option').nth(accountNumber - 1)
  await row.getByText(address).waitFor({ timeout: 60_000 })
  await whileChoosing?.(page)
  await row.getByRole('radio').check()
  await chooser.getByRole('button', { name: 'Use this account' }).click()
  await chooser.waitFor({ state: 'detached' })
  await page.getByTestId('header-wallet').getByText(address.slice(0, 4)).first().waitFor()
  return page
}

/** Every screen the test device of `page` has shown so far. */
export function deviceScreens(page: Page): Promise<DeviceScreen[]> {
  return page.evaluate(
    () =>
      ((globalThis as Record<string, unknown>).__assentTestLedgerScreens ?? []) as DeviceScreen[],
  )
}
