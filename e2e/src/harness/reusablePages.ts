import type { Page, ViewportSize } from 'playwright-core'
import type { Stack } from '../../../scripts/lib/startStack'

/** The window owner pages open with (the desktop layout). */
export const VIEWPORT = { width: 1280, height: 900 }

/** Events a test may listen to on a page; a reused page starts without those listeners. */
const TEST_EVENTS = [
  'console',
  'dialog',
  'download',
  'filechooser',
  'frameattached',
  'framedetached',
  'framenavigated',
  'domcontentloaded',
  'load',
  'pageerror',
  'popup',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'websocket',
  'worker',
] as const

type Held<T> = {
  key: string
  entry: T
  /** The test holding the page; undefined once released, -1 once dropped. */
  heldBy: number | undefined
}

/**
 * Pages of one test file kept for reuse by its later tests. A new context and page cost the
 * browser ~3.5 CPU-s for the queue page on the 2-core machine; the same page emptied and opened
 * again ~1.6 (its renderer process and compiled scripts stay warm). Emptied, a page has nothing
 * a new context would not have: the stack's origins hold no storage or cookies, no permission is
 * granted, no route or test listener is left, the viewport is the one it opened with.
 *
 * A page is free once its test released it or (after `startTest`) once its test has ended; it is
 * emptied when taken again, so a failed test's pages still show what they showed when the
 * failure is reported. Pages differing in what cannot be undone (context options, the wallet's
 * account) go under different keys.
 */
export class ReusablePages<T extends { page: Page }> {
  private readonly held: Held<T>[] = []
  private test = 0

  constructor(
    private readonly stack: Stack['urls'],
    private readonly viewport: (entry: T) => ViewportSize = () => VIEWPORT,
  ) {}

  /** Call before each test: pages held by earlier tests become free. */
  startTest() {
    this.test += 1
  }

  /** Holds `entry` for later tests; with E2E_FRESH_PAGES=1 it is not held (its context closes). */
  add(key: string, entry: T) {
    // A new context for every page: to measure what reuse saves, or to rule it out in a failure.
    if (process.env.E2E_FRESH_PAGES === '1') return
    this.held.push({ key, entry, heldBy: this.test })
  }

  /** A free page under `key`, emptied, or undefined when there is none. */
  async take(key: string): Promise<T | undefined> {
    for (const candidate of this.held) {
      if (candidate.key !== key || candidate.heldBy === this.test || candidate.heldBy === -1) {
        continue
      }
      if (candidate.entry.page.isClosed()) {
        candidate.heldBy = -1
        continue
      }
      candidate.heldBy = this.test
      try {
        await this.empty(candidate.entry)
        return candidate.entry
      } catch {
        // A page that cannot be emptied (its context closed meanwhile) is dropped.
        candidate.heldBy = -1
      }
    }
    return undefined
  }

  /** Frees `page` if it is one of these; false otherwise. */
  async release(page: Page): Promise<boolean> {
    const candidate = this.held.find(({ entry }) => entry.page === page)
    if (!candidate || candidate.heldBy === -1) return false
    candidate.heldBy = undefined
    // Leave the app now so it stops polling the gateway while the page waits.
    await detach(page)
      .then(() => leave(page))
      .catch(() => {})
    return true
  }

  private async empty(entry: T) {
    const { page } = entry
    const context = page.context()
    await detach(page)
    await leave(page)
    const cdp = await context.newCDPSession(page)
    try {
      for (const url of [this.stack.web, this.stack.gateway, this.stack.demoApp]) {
        // Every kind of site data; the HTTP cache is not among them.
        await cdp.send('Storage.clearDataForOrigin', {
          origin: new URL(url).origin,
          storageTypes: 'all',
        })
      }
    } finally {
      await cdp.detach()
    }
    await context.clearCookies()
    await context.clearPermissions()
    await context.setOffline(false)
    await page.setViewportSize(this.viewport(entry))
  }
}

/** Drops what the test hooked into the page first, so none of it runs while the page leaves. */
async function detach(page: Page) {
  for (const event of TEST_EVENTS) page.removeAllListeners(event)
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  await page.context().unrouteAll({ behavior: 'ignoreErrors' })
}

/** Empties the tab's session storage (no other call reaches it) and leaves for a blank page. */
async function leave(page: Page) {
  for (const frame of page.frames()) {
    await frame.evaluate(() => sessionStorage.clear()).catch(() => {})
  }
  await page.goto('about:blank')
}
