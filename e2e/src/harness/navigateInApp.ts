import type { Page } from 'playwright-core'

/**
 * Moves a page where the wallet app already runs to `url` the way a click on one of its links
 * does: through the router's history (TanStack Router follows `history.pushState`), without
 * loading the app again. A `page.goto` per screen re-parses the bundle, re-reads the boot data
 * and reconnects the wallet: eight pages of the demo Safe took 4.8 CPU-s of Chromium that way
 * and 1.4 CPU-s in the app. Use `page.goto` where the test is about a fresh load (deep links,
 * reloads).
 */
export async function navigateInApp(page: Page, url: string): Promise<void> {
  const current = new URL(page.url())
  const target = new URL(url, current)
  if (target.origin !== current.origin) {
    throw new Error(`navigateInApp stays inside the app at ${current.origin}, not ${target.origin}`)
  }
  const path = `${target.pathname}${target.search}${target.hash}`
  // The caller waits for what the new screen shows, as after a click.
  await page.evaluate((href) => window.history.pushState(null, '', href), path)
}
