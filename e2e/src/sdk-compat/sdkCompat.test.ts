import { launchChromium, type TestChromium } from '@assent/test'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  type AppUnderTest,
  openApp,
  permissionsScenario,
  readsScenario,
  sendConfirmExecuteScenario,
  signOffChainScenario,
} from './appScenarios'
import { type SdkCompatApp, startSdkCompatApp } from './startSdkCompatApp'
import {
  appFrame,
  callInApp,
  type DemoSafes,
  findDemoSafes,
  OWNERS,
  openWalletSession,
  screenshot,
} from './walletSession'

// The same scenarios as the demo app, from a page built on the published
// @safe-global/safe-apps-sdk and served from its own origin: wire compatibility of our host.
const stack = inject('stack')
let chromium: TestChromium
let safes: DemoSafes
let compat: SdkCompatApp
let app: AppUnderTest

beforeAll(async () => {
  compat = await startSdkCompatApp(new URL(stack.web).origin)
  app = { label: 'sdk-compat', url: compat.url, origin: compat.url }
  chromium = await launchChromium()
  safes = await findDemoSafes(stack.gateway)
})
afterAll(async () => {
  await chromium?.close()
  await compat?.stop()
})

describe('an app on the published @safe-global/safe-apps-sdk', () => {
  it('opens after the unknown-app warning and gets every read', async () => {
    const opened = await openApp(chromium.browser, stack, app, OWNERS[0], safes.single)
    try {
      await screenshot(opened.page, 'sdk-compat-open')
      await readsScenario(opened.frame, stack, safes.single)
    } finally {
      await opened.close()
    }
  })

  it('sendTransactions → confirm → execute → getTxBySafeTxHash shows the on-chain hash', async () => {
    await sendConfirmExecuteScenario(chromium.browser, stack, app, 'sdk-compat')
  })

  it('signs a message off-chain to CONFIRMED and isMessageSigned agrees', async () => {
    const opened = await openApp(chromium.browser, stack, app, OWNERS[0], safes.single)
    try {
      const text = `sdk off-chain ${Date.now()}`
      await signOffChainScenario(opened.page, opened.frame, text, 'sdk-compat')
      expect(await callInApp(opened.frame, 'isMessageSigned')).toBe(true)
    } finally {
      await opened.close()
    }
  })

  it('address book permission: denied with 4001, granted, revoked in settings', async () => {
    const opened = await openApp(chromium.browser, stack, app, OWNERS[0], safes.single)
    try {
      await permissionsScenario(opened.page, opened.frame, stack, app, 'sdk-compat')
    } finally {
      await opened.close()
    }
  })

  it('keeps a page that never talks to the wallet open, with a hint after 10 s', async () => {
    const plain = { ...app, url: `${compat.url}/not-an-app` }
    const session = await openWalletSession(chromium.browser, stack, {
      account: OWNERS[0],
      safe: safes.single,
      path: '/apps/open',
      search: { appUrl: plain.url },
    })
    try {
      const { page } = session
      await page.getByTestId('unknown-app-accept').check({ timeout: 30_000 })
      await page.getByTestId('unknown-app-continue').click()
      await page.getByTestId('safe-app-frame').waitFor()
      expect(await page.getByTestId('app-silent').count()).toBe(0)
      await page.getByTestId('app-silent').waitFor({ timeout: 20_000 })
      expect(await appFrame(page).getByText('Not a Safe App').count()).toBe(1)
      await screenshot(page, 'sdk-compat-silent-app')
    } finally {
      await session.close()
    }
  })
})
