import { existsSync } from 'node:fs'
import { type Browser, type BrowserServer, chromium, type Page } from 'playwright-core'

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
 * The environment variable through which one Chromium serves many test files: the browser
 * suites' global setup starts it (`launchChromiumServer`) and names its endpoint here.
 */
export const SHARED_CHROMIUM_ENV = 'ASSENT_CHROMIUM_WS_ENDPOINT'

/** Debian's headless-only build of Chromium (package chromium-headless-shell). */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell'
/** Debian's full Chromium (package chromium). */
export const FULL_CHROMIUM_PATH = '/usr/bin/chromium'

/**
 * Which Chromium the tests drive: CHROMIUM_PATH when set, else Debian's headless shell when
 * installed, else its full Chromium. The shell is the same Chromium release (Blink, V8, the
 * network stack) without the desktop browser around it, and what Playwright itself runs for
 * headless tests: on the browser suites it used ~30 % less CPU (shell + connect suites: 102 →
 * 70 CPU-s of Chromium), which two cores shared with the unit suites feel directly.
 */
export function chromiumExecutable(): string {
  const chosen = process.env.CHROMIUM_PATH
  if (chosen) return chosen
  return existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : FULL_CHROMIUM_PATH
}

const launchOptions = (args: readonly string[]) => ({
  executablePath: chromiumExecutable(),
  headless: true,
  args: [...CHROMIUM_ARGS, ...args],
})

/**
 * Launches Debian's Chromium ({@link chromiumExecutable}) headless through
 * playwright-core. Playwright gives every launch a fresh temporary user-data folder and
 * removes it on close, so no test sees another's state.
 *
 * When SHARED_CHROMIUM_ENV names a running browser and no extra flags are asked for, it
 * connects to that one instead: its contexts are as isolated as a new browser's (own storage,
 * cookies, cache), `close()` closes the contexts this connection opened and leaves the browser
 * to its owner. A launch per test file cost the browser suites ~1 CPU-s and ~0.7 s each.
 */
export async function launchChromium(options: { args?: string[] } = {}): Promise<TestChromium> {
  const shared = process.env[SHARED_CHROMIUM_ENV]
  const browser =
    shared && !options.args?.length
      ? await chromium.connect(shared)
      : await chromium.launch(launchOptions(options.args ?? []))
  const newPage = async () => (await browser.newContext()).newPage()
  return { browser, newPage, close: () => browser.close() }
}

/**
 * A Chromium that test processes connect to through `launchChromium` once its endpoint is in
 * SHARED_CHROMIUM_ENV. The caller closes it (`server.close()`), which ends every context.
 */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions([]))
}
