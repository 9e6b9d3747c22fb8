import { launchChromium, type TestChromium } from '@assent/test'
import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { type OpenedPage, openPage } from './harness/openPage'
import { DEMO_SAFE_PARAM } from './shell/shellPages'

// Issue #17, the lean first paint: a cold load of /balances or /transactions/history shows the
// rows the boot (apps/web/src/boot/) reads and renders before the full app is loaded, then the
// full app takes over in the same React root — and the rows stay on screen throughout: no
// frame between the two without them.

const stack = inject('stack')

let chromium: TestChromium
const opened: OpenedPage[] = []

beforeAll(async () => {
  chromium = await launchChromium()
})
afterEach(async () => {
  for (const page of opened.splice(0)) await page.close()
})
afterAll(async () => {
  await chromium?.close()
})

type Watch = {
  /** Rows seen in the boot's view (`[data-boot-view]`), and their text then. */
  bootRows: string[] | null
  /** Rows seen in the full app's view. */
  appRows: string[] | null
  /** Set when, after rows were shown, a DOM change left none. */
  emptied: boolean
}

/**
 * From the first script on, checks the page after every DOM change (a MutationObserver runs
 * after each batch of changes, so it sees every state the browser could paint).
 */
async function watchRows(page: Page, selector: string) {
  await page.addInitScript(`(() => {
    const watch = { bootRows: null, appRows: null, emptied: false }
    window.__rows = watch
    const texts = (rows) => Array.from(rows, (row) => row.textContent)
    const check = () => {
      const rows = document.querySelectorAll(${JSON.stringify(selector)})
      if (rows.length === 0) {
        if (watch.bootRows || watch.appRows) watch.emptied = true
        return
      }
      if (document.querySelector('[data-boot-view]')) {
        if (!watch.bootRows) watch.bootRows = texts(rows)
      } else if (!watch.appRows) {
        watch.appRows = texts(rows)
      }
    }
    new MutationObserver(check).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    })
  })()`)
  return () => page.evaluate(() => Reflect.get(window, '__rows') as Watch)
}

/** Opens `path` cold (a fresh context) and follows its rows until the full app has taken over. */
async function coldLoad(path: string, selector: string) {
  const o = await openPage(chromium.browser, stack)
  opened.push(o)
  const { page, problems } = o
  const rows = await watchRows(page, selector)
  await page.goto(`${stack.web}${path}`)
  // The full app has taken over: its header's wallet area, and its rows, outside any boot view.
  const app = page.locator('.app:not([data-boot-view])')
  await app
    .locator('[data-testid="connect-wallet-placeholder"], [data-testid="header-wallet"]')
    .first()
    .waitFor()
  await app.locator(selector).first().waitFor()
  // The wallet stack arrives and remounts the app (its connect button): the rows survive that too.
  await app.getByTestId('rk-connect-button').waitFor()
  await page.waitForTimeout(500)
  return { page, problems, watch: await rows() }
}

describe('the boot’s first paint', () => {
  it('shows the balances from the boot, then the full app, never without rows', async () => {
    const { page, problems, watch } = await coldLoad(
      `/balances?safe=${DEMO_SAFE_PARAM}`,
      '[data-testid="balance-row"]',
    )
    expect(watch.bootRows?.length).toBeGreaterThan(0)
    // The same rows, the same text: the full app renders what the boot rendered.
    expect(watch.appRows).toEqual(watch.bootRows)
    expect(watch.emptied).toBe(false)
    expect(await page.locator('[data-boot-view]').count()).toBe(0)
    expect(await page.getByTestId('balance-row').count()).toBe(watch.bootRows?.length)
    expect(problems).toEqual([])
  })

  it('shows the history from the boot, then the full app, never without rows', async () => {
    const { page, problems, watch } = await coldLoad(
      `/transactions/history?safe=${DEMO_SAFE_PARAM}`,
      '[data-testid="tx-row"]',
    )
    expect(watch.bootRows?.length).toBeGreaterThan(0)
    // The full app's list is virtualized: it shows the boot's first rows, in the same order.
    expect(watch.appRows?.slice(0, 3)).toEqual(watch.bootRows?.slice(0, 3))
    expect(watch.emptied).toBe(false)
    expect(await page.locator('[data-boot-view]').count()).toBe(0)
    expect(problems).toEqual([])
  })

  it('leaves other pages to the full app: no boot view, the page as before', async () => {
    const o = await openPage(chromium.browser, stack)
    opened.push(o)
    await o.page.addInitScript(`(() => {
      window.__sawBootView = false
      new MutationObserver(() => {
        if (document.querySelector('[data-boot-view]')) window.__sawBootView = true
      }).observe(document, { childList: true, subtree: true })
    })()`)
    await o.page.goto(`${stack.web}/settings/appearance?safe=${DEMO_SAFE_PARAM}`)
    await o.page.getByRole('heading', { name: 'Settings' }).first().waitFor()
    expect(await o.page.evaluate(() => Reflect.get(window, '__sawBootView'))).toBe(false)
    expect(o.problems).toEqual([])
  })
})
