import { type Browser, chromium, type Page } from 'playwright-core'

/** The flags every Assent browser test uses: headless, no sandbox, no background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const

export type TestChromium = {
  /** Open isolated sessions with `browser.newContext()` (e.g. one per Safe owner). */
  browser: Browser
  /** A page in a new context of its own. */
  newPage: () => Promise<Page>
  /** Closes the browser; Playwright deletes its temporary profile. */
  close: () => Promise<void>
}

/**
 * Launches Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) headless through
 * playwright-core. Playwright gives every launch a fresh temporary user-data folder and
 * removes it on close, so no test sees another's state.
 */
export async function launchChromium(options: { args?: string[] } = {}): Promise<TestChromium> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
  })
  const newPage = async () => (await browser.newContext()).newPage()
  return { browser, newPage, close: () => browser.close() }
}
