import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import type { Stack } from '../../../scripts/lib/startStack'
import { type InjectedWallet, type InjectedWalletOptions, injectWallet } from './injectedWallet'
import { trackContext } from './pageStateOnFailure'

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

/**
 * A page in a new browser context (own storage, own cookies) that records console errors and
 * uncaught exceptions, optionally with the injected Browser Wallet. Navigate it yourself.
 */
export async function openPage(
  browser: Browser,
  stack: Stack['urls'],
  options: OpenPageOptions = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    acceptDownloads: true,
    ...options.context,
  })
  trackContext(context)
  await options.prepare?.(context)
  const problems: ConsoleProblem[] = []
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      // "Failed to load resource" names no resource in its text; its location does.
      const source = message.location().url
      const text =
        source && source !== page.url() ? `${message.text()} (${source})` : message.text()
      if (offlineOnly(text) || notASafeOnOtherChain(text)) return
      problems.push({ kind: 'console', text, url: page.url() })
    })
    page.on('pageerror', (error) =>
      problems.push({ kind: 'pageerror', text: error.message, url: page.url() }),
    )
  }
  context.on('page', watch)
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
  return { page, context, wallet, problems, close }
}
