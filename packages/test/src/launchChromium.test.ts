import { describe, expect, it } from 'vitest'
import { launchChromium } from './launchChromium'

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
