import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Page,
  ViewportSize,
} from 'playwright-core'
import { beforeEach } from 'vitest'
import type { Stack } from '../../../scripts/lib/startStack'
import { type InjectedWallet, type InjectedWalletOptions, injectWallet } from './injectedWallet'
import { trackContext } from './openContexts'
import { ReusablePages, VIEWPORT } from './reusablePages'

export type OpenPageOptions = {
  /** Gives the page the injected "Browser Wallet" for this anvil account (rpc from the stack). */
  wallet?: Omit<InjectedWalletOptions, 'rpcUrl'> & { rpcUrl?: string }
  /** Context options (viewport, colorScheme, locale…); default 1280×900, en-US, downloads on. */
  context?: BrowserContextOptions
  /** Runs on the fresh context before the first page loads, e.g. to add routes. */
  prepare?: (context: BrowserContext) => Promise<void>
}

/**
 * Errors that only say this machine has no internet: WalletConnect's SDK may open its relay
 * socket (wss://relay.walletconnect.org) while the connect modal is up. Everything else counts.
 */
function offlineOnly(text: string): boolean {
  return /^WebSocket connection to 'wss:\/\/relay\.walletconnect\.(org|com)\//.test(text)
}

/**
 * The header's network switcher asks each served chain whether the open Safe's address is a
 * Safe there (GET /v1/chains/{id}/safes/{address}); a 404 is its answer "not on that chain",
 * which Chromium logs as a failed resource all the same.
 */
function notASafeOnOtherChain(text: string): boolean {
  return /^Failed to load resource: the server responded with a status of 404 \(Not Found\) \(http:\/\/127\.0\.0\.1:\d+\/v1\/chains\/\d+\/safes\/0x[0-9a-fA-F]{40}\)$/.test(
    text,
  )
}

export type ConsoleProblem = { kind: 'console' | 'pageerror'; text: string; url: string }

export type OpenedPage = {
  page: Page
  context: BrowserContext
  wallet: InjectedWallet | undefined
  /** Console errors and uncaught exceptions of every page of the context, in order. */
  problems: ConsoleProblem[]
  close(): Promise<void>
}

/** Where a context's pages report console errors and uncaught exceptions: `problems` is replaced
 * when a reused page starts a new test, so each test sees only its own. */
type ProblemSink = { problems: ConsoleProblem[]; watch(page: Page): void }

function problemSink(): ProblemSink {
  const sink: ProblemSink = {
    problems: [],
    watch(page) {
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        // "Failed to load resource" names no resource in its text; its location does.
        const source = message.location().url
        const text =
          source && source !== page.url() ? `${message.text()} (${source})` : message.text()
        if (offlineOnly(text) || notASafeOnOtherChain(text)) return
        sink.problems.push({ kind: 'console', text, url: page.url() })
      })
      page.on('pageerror', (error) =>
        sink.problems.push({ kind: 'pageerror', text: error.message, url: page.url() }),
      )
    },
  }
  return sink
}

const DEFAULT_CONTEXT: BrowserContextOptions = {
  viewport: VIEWPORT,
  locale: 'en-US',
  acceptDownloads: true,
}

/**
 * A page in a new browser context (own storage, own cookies) that records console errors and
 * uncaught exceptions, optionally with the injected Browser Wallet. Navigate it yourself.
 */
export async function openPage(
  browser: Browser,
  stack: Stack['urls'],
  options: OpenPageOptions = {},
): Promise<OpenedPage> {
  return (await openNewPage(browser, stack, options)).opened
}

async function openNewPage(browser: Browser, stack: Stack['urls'], options: OpenPageOptions) {
  const context = await browser.newContext({ ...DEFAULT_CONTEXT, ...options.context })
  trackContext(context)
  await options.prepare?.(context)
  const sink = problemSink()
  context.on('page', sink.watch)
  const page = await context.newPage()
  const wallet = options.wallet
    ? await injectWallet(page, { rpcUrl: stack.rpc, ...options.wallet })
    : undefined
  const close = async () => {
    // Route handlers still answering (the full app keeps loading chunks after the first rows)
    // would fail once the context and the servers behind them are gone: drop them first.
    await context.unrouteAll({ behavior: 'ignoreErrors' })
    await context.close()
  }
  const opened: OpenedPage = { page, context, wallet, problems: sink.problems, close }
  return { opened, sink }
}

type Reusable = { page: Page; opened: OpenedPage; sink: ProblemSink }

/**
 * openPage for a test file whose tests may share pages (call at the file's top level): a page
 * closed by its test, or left open when the test ended, is emptied and handed to a later
 * `open` with the same wallet and context options (see ReusablePages: a reused page costs the
 * browser about half a new context's CPU). Pages opened with `prepare` (init scripts, routes of
 * their own) are never reused; nor may a test add init scripts to a reusable page.
 */
export function reusablePages(browser: () => Browser, stack: Stack['urls']) {
  // The size each page opened with, restored when it is reused (a test may resize it).
  const viewports = new Map<Page, ViewportSize>()
  const pool = new ReusablePages<Reusable>(stack, ({ page }) => viewports.get(page) ?? VIEWPORT)
  beforeEach(() => pool.startTest())

  return async function open(options: OpenPageOptions = {}): Promise<OpenedPage> {
    if (options.prepare) return openPage(browser(), stack, options)
    const { reject, ...wallet } = options.wallet ?? {}
    const key = JSON.stringify({ wallet, context: options.context ?? {} })
    const reused = await pool.take(key)
    const entry = reused ?? (await openNewPage(browser(), stack, options))
    const { page } = entry.opened
    if (reused) {
      reused.sink.problems = []
      reused.sink.watch(page) // emptying dropped the page's listeners
      reused.opened.wallet?.reset({ reject })
    } else {
      viewports.set(page, page.viewportSize() ?? VIEWPORT)
      pool.add(key, { page, opened: entry.opened, sink: entry.sink })
    }
    const close = async () => {
      if (!(await pool.release(page))) await entry.opened.close()
    }
    return { ...entry.opened, problems: entry.sink.problems, close }
  }
}
