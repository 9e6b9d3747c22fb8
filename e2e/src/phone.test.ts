import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { launchChromium, TEST_ACCOUNTS, type TestChromium } from '@assent/test'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { navigateInApp } from './harness/navigateInApp'
import { openPage } from './harness/openPage'
import { secondDevnetRpc } from './harness/safeOwners'
import { inspectPhone, PHONE_SCREENSHOTS, type PhoneFindings } from './phone/inspectPhone'
import { DEMO_SAFE, openConnectModal, safePath, waitForConnected } from './shell/shellPages'

// Issue #18: every page and dialog at phone size (390 × 844), light and dark, with the Browser
// Wallet connected as an owner of the demo 2-of-3 Safe: no sideways scrolling, every button
// inside the viewport, tap targets of 44 × 44 px, no serious or critical axe violation.
// Screenshots land in e2e/screenshots/phone/ (README, "Test"). Nothing here changes the chain:
// the flows are reviewed and closed, never signed.

const stack = inject('stack')
const OWNER = TEST_ACCOUNTS[0]?.address as `0x${string}`
const RECIPIENT = TEST_ACCOUNTS[5]?.address as `0x${string}`
const PHONE = { width: 390, height: 844 }

let chromium: TestChromium
let historyTxId = ''
let queuedTxId = ''

async function gateway<T>(path: string): Promise<T> {
  const response = await fetch(`${stack.gateway}${path}`)
  if (!response.ok) throw new Error(`${path}: ${response.status}`)
  return (await response.json()) as T
}

type TxPage = { results: { type: string; transaction?: { id: string } }[] }

beforeAll(async () => {
  const base = `/v1/chains/31337/safes/${DEMO_SAFE}/transactions`
  const firstTx = (page: TxPage) => page.results.find((item) => item.transaction)?.transaction?.id
  historyTxId = firstTx(await gateway<TxPage>(`${base}/history`)) ?? ''
  queuedTxId = firstTx(await gateway<TxPage>(`${base}/queued`)) ?? ''
  chromium = await launchChromium()
})

afterAll(async () => {
  await chromium?.close()
})

/** Pages of the demo Safe: path, and a test id that is there once the page has its data. */
function safePages(): [name: string, path: string, ready: string][] {
  return [
    ['dashboard', '/home', 'dashboard-page'],
    ['tokens', '/balances', 'balance-row'],
    ['nfts', '/balances/nfts', 'nfts-page'],
    ['queue', '/transactions/queue', 'tx-row'],
    ['history', '/transactions/history', 'tx-row'],
    ['tx-details-executed', `/transactions/tx?id=${encodeURIComponent(historyTxId)}`, 'tx-details'],
    ['tx-details-queued', `/transactions/tx?id=${encodeURIComponent(queuedTxId)}`, 'tx-details'],
    ['messages', '/transactions/messages', 'message-item'],
    ['apps', '/apps', 'safe-app-card'],
    ['address-book', '/address-book', 'address-book-page'],
    ['settings-setup', '/settings/setup', 'settings-owners'],
    ['settings-modules', '/settings/modules', 'settings-page'],
    ['settings-appearance', '/settings/appearance', 'theme-dark'],
    ['settings-verification-rpc', '/settings/verification-rpc', 'verification-rpc-settings'],
    ['settings-data', '/settings/data', 'data-settings'],
    ['settings-safe-apps', '/settings/safe-apps', 'settings-page'],
  ]
}

/** 390 × 844 in both themes, and the narrowest phone the issue names (320 px) in light. */
const runs = [
  { label: 'light', scheme: 'light', viewport: PHONE },
  { label: 'dark', scheme: 'dark', viewport: PHONE },
  { label: 'narrow', scheme: 'light', viewport: { width: 320, height: 640 } },
] as const

/** Dialogs a page opens from a button (name → its test id), checked after the page. */
const pageDialogs: Record<string, { button: string; testId: string }> = {
  messages: { button: 'Sign message', testId: 'sign-new-message' },
  apps: { button: 'Add custom app', testId: 'add-custom-app' },
}

describe('phone size', () => {
  for (const { label: run, scheme, viewport } of runs) {
    it(`every page and dialog fits, ${run} (${viewport.width} × ${viewport.height})`, {
      timeout: 600_000,
    }, async () => {
      const { page, problems, close } = await openPage(chromium.browser, stack, {
        wallet: { account: OWNER, chainId: 31337 },
        context: { viewport, isMobile: true, hasTouch: true, colorScheme: scheme },
      })
      const report: Record<string, PhoneFindings> = {}
      let step = 0
      const check = async (name: string) => {
        step += 1
        const label = `${run}-${String(step).padStart(2, '0')}-${name}`
        const findings = await inspectPhone(page, label)
        if (Object.keys(findings).length > 0) report[label] = findings
      }
      try {
        await page.goto(`${stack.web}/`)
        await page.getByTestId('welcome-page').waitFor()
        await openConnectModal(page)
        await check('connect-modal')
        await page.getByTestId('rk-wallet-option-injected').click()
        await waitForConnected(page, OWNER)
        await page.getByTestId('my-safes').getByTestId('safe-row').first().waitFor()
        await check('welcome')

        await page.getByTestId('header-wallet').getByTestId('rk-account-button').click()
        await page.getByTestId('rk-disconnect-button').waitFor()
        await check('account-modal')
        await page.keyboard.press('Escape')
        await page.getByTestId('rk-disconnect-button').waitFor({ state: 'detached' })

        await navigateInApp(page, `${stack.web}/new-safe`)
        await page.getByTestId('create-safe-page').waitFor()
        await waitForConnected(page, OWNER)
        await check('create-safe')

        for (const [name, path, ready] of safePages()) {
          await navigateInApp(page, `${stack.web}${safePath(path)}`)
          await page.getByTestId(ready).first().waitFor({ timeout: 30_000 })
          await waitForConnected(page, OWNER)
          if (name === 'address-book') await addAddressBookEntry(page)
          await check(name)
          const dialog = pageDialogs[name]
          if (dialog) {
            await page.getByRole('button', { name: dialog.button, exact: true }).first().click()
            const opened = page.getByTestId(dialog.testId)
            await opened.waitFor()
            await check(`${name}-dialog`)
            await opened.getByRole('button', { name: 'Close' }).first().click()
            await opened.waitFor({ state: 'detached' })
          }
        }

        await openDrawer(page)
        await check('drawer')
        await page.keyboard.press('Escape')

        await transactionFlow(page, check)
        await safeApp(page, check)
      } finally {
        writeFileSync(
          join(PHONE_SCREENSHOTS, `${run}-report.json`),
          `${JSON.stringify(report, null, 2)}\n`,
        )
        await close()
      }
      expect(report).toEqual({})
      expect(problems.filter((problem) => !expectedNotFound(problem.text))).toEqual([])
    })
  }
})

describe('phone header', () => {
  it("keeps the Development wallet's picker and balance in the account modal", async () => {
    const { page, problems, close } = await openPage(chromium.browser, stack, {
      context: { viewport: PHONE, isMobile: true, hasTouch: true },
    })
    try {
      await connectOnDashboard(page, 'rk-wallet-option-devnetTestAccounts')
      // The header keeps menu, logo, the Safe and the account button; the picker is hidden.
      await page.getByTestId('header-safe').waitFor()
      await expect(page.getByTestId('devnet-account-picker').isVisible()).resolves.toBe(false)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)

      await page.getByTestId('header-wallet').getByTestId('rk-account-button').click()
      const modal = page.getByRole('dialog', { name: 'Account' })
      const picker = modal.getByTestId('devnet-account-picker-modal')
      await picker.getByText('TEST KEYS').waitFor()
      await modal.getByText(/ETH$/).first().waitFor()
      const findings = await inspectPhone(page, 'devnet-account-modal')
      expect(findings).toEqual({})
      await picker.getByRole('combobox').selectOption(TEST_ACCOUNTS[1]?.address as string)
      await waitForConnected(page, TEST_ACCOUNTS[1]?.address as string)
      await page.keyboard.press('Escape')
      await picker.waitFor({ state: 'detached' })
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })
  it("fits a saved batch's link beside the Safe, the inbox and the account at 320 px", async () => {
    // The most the header holds: menu, logo, the Safe, "Batch 12", the inbox and the account.
    const batch = Array.from({ length: 12 }, (_, index) => ({
      id: `phone-${index}`,
      title: `Send ${index + 1} wei to the recipient`,
      to: RECIPIENT,
      value: String(index + 1),
      data: '0x',
    }))
    const { page, problems, close } = await openPage(chromium.browser, stack, {
      wallet: { account: OWNER, chainId: 31337 },
      context: { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true },
      // The app's own key for the demo Safe's batch (savedBatchStore), before it first loads.
      prepare: async (context) => {
        // Init scripts run in every document, about:blank too, where storage is refused.
        await context.addInitScript(
          ({ origin, key, value }) => {
            if (location.origin === origin) localStorage.setItem(key, value)
          },
          {
            origin: new URL(stack.web).origin,
            key: `assent-batch-v1:31337:${DEMO_SAFE.toLowerCase()}`,
            value: JSON.stringify(batch),
          },
        )
      },
    })
    try {
      await connectOnDashboard(page, 'rk-wallet-option-injected')
      await page.getByTestId('header-batch').getByText('12').waitFor()
      await page.getByTestId('inbox-badge').waitFor()
      const findings = await inspectPhone(page, 'batch-header')
      expect(findings).toEqual({})
      // Each of the header's parts keeps to its own box, and what it shows stays inside it:
      // a link squeezed narrower than its words would spill them over its neighbours.
      const spills = await page.locator('.app-header').evaluate((header) => {
        const shown = (el: Element) => {
          const box = el.getBoundingClientRect()
          return box.width > 1 && box.height > 1 && el.checkVisibility({ checkOpacity: true })
        }
        const parts = [...header.children].filter(shown)
        const found: string[] = []
        parts.forEach((part, index) => {
          const box = part.getBoundingClientRect()
          const next = parts[index + 1]?.getBoundingClientRect()
          if (next && next.left < box.right - 0.5) found.push(`${part.className} overlaps the next`)
          for (const inner of part.querySelectorAll('*')) {
            const r = inner.getBoundingClientRect()
            if (!shown(inner)) continue
            if (r.left < box.left - 0.5 || r.right > box.right + 0.5) {
              found.push(`${inner.textContent?.trim() || inner.tagName} leaves ${part.className}`)
            }
          }
        })
        return found
      })
      expect(spills).toEqual([])
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })
})

describe('phone header with two networks', () => {
  it('cuts short the chain button of a network RainbowKit has no icon for, at 320 px', async () => {
    // Chain 31338 has no logo: RainbowKit's chain button shows its name, which must not widen
    // the welcome page.
    const { page, problems, close } = await openPage(chromium.browser, stack, {
      wallet: { account: OWNER, chainId: 31338, rpcUrl: secondDevnetRpc(stack) },
      context: { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true },
    })
    try {
      await page.goto(`${stack.web}/`)
      await page.getByTestId('welcome-page').waitFor()
      await openConnectModal(page)
      await page.getByTestId('rk-wallet-option-injected').click()
      await waitForConnected(page, OWNER)
      const chainButton = page.getByTestId('header-wallet').getByTestId('rk-chain-button')
      await chainButton.getByText('Assent Devnet 2').waitFor()
      await page.getByTestId('my-safes').getByTestId('safe-row').first().waitFor()
      const findings = await inspectPhone(page, 'welcome-second-chain')
      expect(findings).toEqual({})
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })

  it('switches the network from the Safe in the header at 320 px', async () => {
    const { page, problems, close } = await openPage(chromium.browser, stack, {
      wallet: { account: OWNER, chainId: 31337 },
      context: { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true },
    })
    try {
      // The demo Safe is at the same address on both devnet chains.
      await page.goto(`${stack.web}${safePath('/home')}`)
      await page.getByTestId('dashboard-page').waitFor()
      const switcher = page.getByTestId('safe-chain-switcher')
      await switcher.waitFor({ state: 'attached' })
      // A tap on the header's Safe lands on the switcher lying over it: a 44 px target inside
      // the screen.
      const area = await page.getByTestId('header-safe').evaluate((safe) => {
        const box = safe.getBoundingClientRect()
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
        const target = hit?.getBoundingClientRect()
        return { hit: hit?.getAttribute('data-testid'), target: target?.toJSON() as DOMRect }
      })
      expect(area.hit).toBe('safe-chain-switcher')
      expect(area.target.width).toBeGreaterThanOrEqual(44)
      expect(area.target.height).toBeGreaterThanOrEqual(44)
      expect(area.target.right).toBeLessThanOrEqual(320)
      const findings = await inspectPhone(page, 'two-networks-header')
      expect(findings).toEqual({})
      await switcher.selectOption({ label: 'Assent Devnet 2' })
      await page.waitForURL(/\/home\?safe=devnet2(%3A|:)0x/)
      await page.getByTestId('header-safe').getByText('devnet2:').waitFor({ state: 'attached' })
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })
})

/**
 * The signature prompt asks the gateway whether the message is already there; for a new one it
 * answers 404, which Chromium logs as a failed resource.
 */
function expectedNotFound(text: string): boolean {
  return /status of 404 .*\/v1\/chains\/\d+\/messages\/0x[0-9a-f]{64}\)$/.test(text)
}

/** Opens the demo Safe's dashboard and connects as OWNER through the connect modal's `option`. */
async function connectOnDashboard(page: Page, option: string) {
  await page.goto(`${stack.web}${safePath('/home')}`)
  await page.getByTestId('dashboard-page').waitFor()
  await openConnectModal(page)
  await page.getByTestId(option).click()
  await waitForConnected(page, OWNER)
}

/** Names an address (stored in this browser only), so the book has a row to lay out. */
async function addAddressBookEntry(page: Page) {
  const form = page.getByRole('form', { name: 'Add entry' })
  await form.getByLabel('Name').fill('Treasury multisig of the operations team')
  await form.getByLabel('Address').fill(RECIPIENT)
  await form.getByRole('button', { name: 'Add' }).click()
  await page.getByTestId('address-book-row').first().waitFor()
}

/** Opens the Safe's sidebar drawer from the header's menu button. */
async function openDrawer(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.locator('#safe-sidebar').getByRole('link', { name: 'Tokens' }).waitFor()
  await page.waitForFunction(
    () => getComputedStyle(document.getElementById('safe-sidebar') as Element).transform === 'none',
  )
}

/** New transaction → Send tokens → review, then closed without signing. */
async function transactionFlow(page: Page, check: (name: string) => Promise<void>) {
  await navigateInApp(page, `${stack.web}${safePath('/transactions/queue')}`)
  await page.getByTestId('tx-row').first().waitFor()
  await waitForConnected(page, OWNER)
  const newTx = page.getByRole('button', { name: 'New transaction' }).and(page.locator(':enabled'))
  await newTx.click()
  await page.getByRole('menuitem', { name: 'Send tokens' }).waitFor()
  await check('new-transaction-menu')
  await page.getByRole('menuitem', { name: 'Send tokens' }).click()
  const dialog = page.getByTestId('tx-flow-dialog')
  await dialog.waitFor()
  await page.getByTestId('recipient-input').fill(RECIPIENT)
  await page.getByTestId('amount-input').fill('0.01')
  await check('send-tokens-form')
  await page.getByTestId('build-next').click()
  await page.getByTestId('transaction-review').waitFor()
  await page.getByTestId('typed-data').waitFor({ timeout: 30_000 })
  await check('send-tokens-review')
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await dialog.waitFor({ state: 'detached' })

  // A queued transaction opened for confirmation or execution: verification, then the button.
  const action = page
    .getByTestId('tx-row')
    .getByRole('button', { name: /^(Confirm|Execute)$/ })
    .first()
  if ((await action.count()) > 0) {
    await action.click()
    await dialog.waitFor()
    await page.getByTestId('verification-ok').waitFor({ timeout: 30_000 })
    await check('queued-transaction-dialog')
    await dialog.getByRole('button', { name: 'Close' }).first().click()
    await dialog.waitFor({ state: 'detached' })
  }
}

/** The demo Safe App: the unknown-app notice, the open app, its signature and send prompts. */
async function safeApp(page: Page, check: (name: string) => Promise<void>) {
  const search = `appUrl=${encodeURIComponent(stack.demoApp)}`
  await navigateInApp(page, `${stack.web}${safePath(`/apps/open?${search}`)}`)
  await waitForConnected(page, OWNER)
  const unknown = page.getByTestId('unknown-app')
  const frameShown = page.getByTestId('safe-app-frame')
  await unknown.or(frameShown).first().waitFor({ timeout: 30_000 })
  if ((await unknown.count()) > 0) {
    await check('app-unknown-notice')
    await page.getByTestId('unknown-app-accept').check()
    await page.getByTestId('unknown-app-continue').click()
  }
  const frame = page.frameLocator('[data-testid="safe-app-frame"]')
  await frame.locator('[data-testid="connection"][data-status="connected"]').waitFor({
    timeout: 30_000,
  })
  await check('app-open')

  await frame.locator('[data-testid="input-message"]').fill('Phone-size prompt check')
  await frame.locator('[data-testid="call-signMessage"]').click()
  const prompt = page.getByRole('dialog', { name: 'Sign message' })
  await prompt.waitFor({ timeout: 30_000 })
  await check('app-sign-message-prompt')
  await prompt.getByRole('button', { name: 'Close' }).first().click()
  await prompt.waitFor({ state: 'detached' })

  await frame.locator('[data-testid="call-sendTransactions-self"]').click()
  const dialog = page.getByTestId('tx-flow-dialog')
  await page.getByTestId('flow-origin').waitFor({ timeout: 30_000 })
  await page.getByTestId('transaction-review').waitFor({ timeout: 30_000 })
  await check('app-send-transactions-review')
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await dialog.waitFor({ state: 'detached' })
}
