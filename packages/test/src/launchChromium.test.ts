import { existsSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  chromiumExecutable,
  FULL_CHROMIUM_PATH,
  HEADLESS_SHELL_PATH,
  launchChromium,
  launchChromiumServer,
  SHARED_CHROMIUM_ENV,
} from './launchChromium'

describe('chromiumExecutable', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })
  it('takes CHROMIUM_PATH when set, else the headless shell when installed, else full Chromium', () => {
    vi.stubEnv('CHROMIUM_PATH', '/opt/other/chrome')
    expect(chromiumExecutable()).toBe('/opt/other/chrome')
    vi.stubEnv('CHROMIUM_PATH', '')
    const expected = existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : FULL_CHROMIUM_PATH
    expect(chromiumExecutable()).toBe(expected)
    // Whichever it picks is there: the suites below launch it.
    expect(existsSync(chromiumExecutable())).toBe(true)
  })
})

describe('launchChromium', () => {
  it('opens a data: page in headless Chromium with isolated contexts, then closes', async () => {
    const chromium = await launchChromium()
    try {
      const page = await chromium.newPage()
      await page.goto('data:text/html,<title>Assent</title><p id="x">2 of 3</p>')
      expect(await page.title()).toBe('Assent')
      expect(await page.textContent('#x')).toBe('2 of 3')
      // A second context shares no storage with the first.
      await page.context().addCookies([{ name: 'a', value: '1', url: 'http://127.0.0.1/' }])
      const other = await chromium.newPage()
      expect(await other.context().cookies()).toEqual([])
    } finally {
      await chromium.close()
    }
    expect(chromium.browser.isConnected()).toBe(false)
  })
})

describe('launchChromium with a shared browser', () => {
  it('connects to the running one, isolates its contexts and leaves it running on close', async () => {
    const server = await launchChromiumServer()
    const before = process.env[SHARED_CHROMIUM_ENV]
    process.env[SHARED_CHROMIUM_ENV] = server.wsEndpoint()
    try {
      const first = await launchChromium()
      const second = await launchChromium()
      const page = await first.newPage()
      await page.goto('data:text/html,<title>shared</title>')
      expect(await page.title()).toBe('shared')
      await page.context().addCookies([{ name: 'a', value: '1', url: 'http://127.0.0.1/' }])
      const other = await second.newPage()
      expect(await other.context().cookies()).toEqual([])
      await first.close()
      expect(first.browser.isConnected()).toBe(false)
      // The browser itself still serves the other connection.
      await other.goto('data:text/html,<title>still here</title>')
      expect(await other.title()).toBe('still here')
      await second.close()
      // Extra flags need a browser of their own: that one is launched, not shared.
      const own = await launchChromium({ args: ['--user-agent=assent-own-browser'] })
      const ownPage = await own.newPage()
      expect(await ownPage.evaluate(() => navigator.userAgent)).toBe('assent-own-browser')
      await own.close()
      // It is the server's browser: stopping the server ends the connection.
      const third = await launchChromium()
      const disconnected = new Promise<void>((resolve) =>
        third.browser.once('disconnected', () => resolve()),
      )
      await server.close()
      await disconnected
      expect(third.browser.isConnected()).toBe(false)
    } finally {
      if (before === undefined) delete process.env[SHARED_CHROMIUM_ENV]
      else process.env[SHARED_CHROMIUM_ENV] = before
      await server.close()
    }
  })
})
