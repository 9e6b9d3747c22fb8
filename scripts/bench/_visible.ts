import type { Page } from 'playwright-core'

/**
 * Records, from inside the page, the moment (ms since navigation start) of the first frame in
 * which an element matching `selector` is in the DOM — no polling delay from the test side.
 */
export async function markWhenVisible(page: Page, selector: string) {
  // A string, not a function: tsx would wrap named functions in a `__name` helper the page
  // does not have. Checked once per frame: the time of the first frame that can show it.
  await page.addInitScript(`(() => {
    const tick = () => {
      if (document.querySelector(${JSON.stringify(selector)})) window.__visibleAt = performance.now()
      else requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  })()`)
}

/** Opens `url` and returns when (ms since navigation start) `selector` was first in a frame. */
export async function timeToVisible(page: Page, url: string, selector: string): Promise<number> {
  await page.goto(url)
  await page.waitForSelector(selector, { timeout: 30_000 })
  await page.waitForFunction(() => (window as { __visibleAt?: number }).__visibleAt !== undefined)
  return page.evaluate(() => Number(Reflect.get(window, '__visibleAt')))
}

/**
 * Visits each page `rounds` times, alternately, after one unmeasured visit of each (the first
 * visits after a browser starts or a build is served pay one-time costs of the browser and the
 * servers). The order is reversed every round (A B, B A, A B…), so no page is always the one
 * right after another's work or a quiet moment of the machine.
 */
export async function alternately<App extends string>(
  apps: readonly App[],
  rounds: number,
  visit: (app: App, measured: boolean) => Promise<void>,
) {
  for (const app of apps) await visit(app, false)
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? apps : [...apps].reverse()
    for (const app of order) await visit(app, true)
  }
}
