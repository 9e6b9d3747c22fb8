import type { Browser, Page } from 'playwright-core'

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

/** How long a visited page may keep the network busy after it was timed. */
const SETTLE_WITHIN_MS = 20_000

/**
 * Waits until the page's requests have ended (none for 500 ms). A page keeps working after its
 * rows show (Assent loads the full app and reads the Safe's info, which costs the gateway ~200 ms
 * of CPU); closing it then left that work running on the servers into the next page's visit,
 * whichever page that was.
 */
export async function settle(page: Page): Promise<void> {
  try {
    await page.waitForLoadState('networkidle', { timeout: SETTLE_WITHIN_MS })
  } catch (cause) {
    throw new Error(
      `${page.url()} still had requests under way ${SETTLE_WITHIN_MS / 1000} s after it was timed: a page that never goes idle cannot be compared`,
      { cause },
    )
  }
}

/**
 * When (ms since navigation start) the page's entry script — index.html's module script — had
 * arrived whole: where a cold load's time goes before the page's own code runs.
 */
export async function entryScriptArrival(page: Page): Promise<number> {
  const arrival = await page.evaluate(() => {
    const src = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src
    const entry = src ? performance.getEntriesByName(src)[0] : undefined
    return entry instanceof PerformanceResourceTiming ? entry.responseEnd : null
  })
  if (arrival === null) throw new Error(`${page.url()} has no module script with a timing entry`)
  return arrival
}

/** A timed first visit: `selector`'s first frame and the entry script's arrival (ms). */
export type ColdVisit = { visibleMs: number; entryScriptMs: number }

/**
 * A first visit: a fresh context (empty cache and storage), timed to `selector`'s first frame,
 * then left to settle. `latencyMs` delays every request by that much (Chromium's network
 * emulation).
 */
export async function coldVisit(
  browser: Browser,
  url: string,
  selector: string,
  { latencyMs = 0 }: { latencyMs?: number } = {},
): Promise<ColdVisit> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    if (latencyMs > 0) {
      const devtools = await context.newCDPSession(page)
      await devtools.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: latencyMs,
        downloadThroughput: -1,
        uploadThroughput: -1,
      })
    }
    await markWhenVisible(page, selector)
    const visibleMs = await timeToVisible(page, url, selector)
    const entryScriptMs = await entryScriptArrival(page)
    await settle(page)
    return { visibleMs, entryScriptMs }
  } finally {
    await context.close()
  }
}

/**
 * Visits each page `rounds` times, alternately, after one unmeasured visit of each (the first
 * visits after a browser starts or a build is served pay one-time costs of the browser and the
 * servers). The order is reversed every round (A B, B A, A B…), so no page is always the one
 * right after another's work or a quiet moment of the machine.
 */
export async function alternately<App>(
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
