import { launchChromium, type TestChromium } from '@assent/test'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  type DemoSafes,
  findDemoSafes,
  OWNERS,
  openWalletSession,
  screenshot,
} from './sdk-compat/walletSession'
import { openConnectModal, waitForConnected } from './shell/shellPages'

// Assent as a Safe App: the wallet opens itself as a custom app and the framed copy connects
// to the host's Safe through the Safe connector. Both are on the same origin: a framing wallet
// on another site (localhost vs 127.0.0.1) gets a third-party frame, whose localStorage
// Chromium denies in these (incognito-like) contexts — the framed app then fails to start.
const stack = inject('stack')
const appOrigin = new URL(stack.web).origin
const localAlias = stack.web.replace('127.0.0.1', 'localhost')
let chromium: TestChromium
let safes: DemoSafes

beforeAll(async () => {
  chromium = await launchChromium()
  safes = await findDemoSafes(stack.gateway)
})
afterAll(() => chromium?.close())

describe('Assent as a Safe App', () => {
  it('may be framed by itself and the configured Safe wallets only', async () => {
    const response = await fetch(`${stack.web}/`)
    const csp = response.headers.get('content-security-policy') ?? ''
    const ancestors = csp
      .split(';')
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith('frame-ancestors'))
    // The default list: the official Safe{Wallet} and the local wallet (here under localhost).
    expect(ancestors).toBe(
      `frame-ancestors 'self' https://app.safe.global ${new URL(localAlias).origin}`,
    )
    // X-Frame-Options cannot name them; browsers that know frame-ancestors ignore it anyway.
    expect(response.headers.get('x-frame-options')).toBeNull()
  })

  it('opens inside Assent as a custom app and connects to the host’s Safe with the Safe connector', async () => {
    const session = await openWalletSession(chromium.browser, stack, {
      account: OWNERS[0],
      safe: safes.single,
      path: '/apps/open',
      search: { appUrl: `${stack.web}/` },
    })
    try {
      const { page } = session
      // Not in the catalogue: the host warns first.
      await page.getByTestId('unknown-app-accept').check({ timeout: 30_000 })
      await page.getByTestId('unknown-app-continue').click({ timeout: 30_000 })
      const frameElement = await page.waitForSelector('[data-testid="safe-app-frame"]', {
        timeout: 30_000,
      })
      const frame = await frameElement.contentFrame()
      if (!frame) throw new Error('the app frame has no document')
      await frame.waitForURL((url) => url.origin === appOrigin)

      // Same origin, same storage: the framed copy reconnects the host's Browser Wallet.
      // Disconnect it there first.
      const framedAccount = frame.getByTestId('header-wallet').getByTestId('rk-account-button')
      await framedAccount.waitFor({ timeout: 30_000 })
      await framedAccount.click()
      await frame.getByTestId('rk-disconnect-button').click()

      // Inside a frame the Safe wallet is offered as usable, and it connects to the Safe the
      // host has open: its account is the Safe itself.
      await openConnectModal(frame)
      const option = frame.getByTestId('rk-wallet-option-safe')
      expect(await option.innerText()).toBe('Safe')
      expect(await option.isEnabled()).toBe(true)
      await option.click()
      await waitForConnected(frame, safes.single)
      await screenshot(page, 'assent-as-safe-app-connected')
      const accountButton = frame.getByTestId('header-wallet').getByTestId('rk-account-button')
      expect(await accountButton.innerText()).toContain(safes.single.slice(-4))
    } finally {
      await session.close()
    }
  })
})
