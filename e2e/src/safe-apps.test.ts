import { launchChromium, type TestChromium } from '@assent/test'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  type AppUnderTest,
  openApp,
  permissionsScenario,
  readsScenario,
  sendConfirmExecuteScenario,
  signOffChainScenario,
} from './sdk-compat/appScenarios'
import {
  callInApp,
  type DemoSafes,
  findDemoSafes,
  OWNERS,
  openWalletSession,
  screenshot,
} from './sdk-compat/walletSession'

// The demo app (our SDK) in the wallet's real iframe, end to end on the devnet.
const stack = inject('stack')
const demo: AppUnderTest = {
  label: 'demo',
  url: stack.demoApp,
  origin: new URL(stack.demoApp).origin,
  name: 'Assent Demo App',
}
let chromium: TestChromium
let safes: DemoSafes

beforeAll(async () => {
  chromium = await launchChromium()
  safes = await findDemoSafes(stack.gateway)
})
afterAll(() => chromium?.close())

describe('Safe Apps in the wallet', () => {
  it('lists the catalogue, honours the access policy and opens the demo app from it', async () => {
    const session = await openWalletSession(chromium.browser, stack, {
      account: OWNERS[0],
      safe: safes.single,
      path: '/apps',
    })
    try {
      const { page } = session
      const builder = page.getByRole('article', { name: 'Transaction Builder' })
      await builder.waitFor({ timeout: 30_000 })
      expect(await builder.getByTestId('app-access-denied').textContent()).toContain(
        'https://app.safe.global',
      )
      await page.getByRole('searchbox', { name: 'Search apps' }).fill('demo')
      await builder.waitFor({ state: 'detached' })
      await screenshot(page, 'safe-apps-catalogue')
      await page.getByRole('link', { name: 'Open Assent Demo App' }).click()
      await page
        .frameLocator('[data-testid="safe-app-frame"]')
        .locator('[data-testid="connection"][data-status="connected"]')
        .waitFor({ timeout: 30_000 })
      expect(await page.getByTestId('safe-app-frame').getAttribute('sandbox')).toBe(
        'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads',
      )
      await screenshot(page, 'safe-apps-demo-open')
    } finally {
      await session.close()
    }
  })

  it('refuses non-http app URLs with an error page', async () => {
    const session = await openWalletSession(chromium.browser, stack, {
      account: OWNERS[0],
      safe: safes.single,
      path: '/apps/open',
      search: { appUrl: 'javascript:alert(1)' },
    })
    try {
      const error = session.page.getByTestId('safe-app-error')
      await error.waitFor({ timeout: 30_000 })
      expect(await error.textContent()).toContain('Only http(s) apps can be opened')
      expect(await session.page.getByTestId('safe-app-frame').count()).toBe(0)
    } finally {
      await session.close()
    }
  })

  it('answers reads, forwards allowlisted RPC and refuses the rest', async () => {
    const app = await openApp(chromium.browser, stack, demo, OWNERS[0], safes.single)
    try {
      await readsScenario(app.frame, stack, safes.single)
    } finally {
      await app.close()
    }
  })

  it('sendTransactions → confirm → execute → getTxBySafeTxHash shows the on-chain hash', async () => {
    await sendConfirmExecuteScenario(chromium.browser, stack, demo, 'safe-apps-demo')
  })

  it('signs a message off-chain to CONFIRMED and the Safe accepts it (EIP-1271)', async () => {
    const app = await openApp(chromium.browser, stack, demo, OWNERS[0], safes.single)
    try {
      const text = `demo off-chain ${Date.now()}`
      await signOffChainScenario(app.page, app.frame, text, 'safe-apps-demo')
      // The demo app checks EIP-1271 on the Safe with the signature it got.
      expect(await callInApp(app.frame, 'isMessageSigned')).toBe(true)
    } finally {
      await app.close()
    }
  })

  it('asks for the address book permission: denied, then granted, then revoked', async () => {
    const app = await openApp(chromium.browser, stack, demo, OWNERS[0], safes.single)
    try {
      await permissionsScenario(app.page, app.frame, stack, demo, 'safe-apps-demo')
    } finally {
      await app.close()
    }
  })
})
