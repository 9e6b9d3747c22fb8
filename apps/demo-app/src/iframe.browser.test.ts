import { resolve } from 'node:path'
import { type Browser, chromium, type Page } from 'playwright-core'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const appRoot = resolve(import.meta.dirname, '..')
let appServer: ViteDevServer
let hostServer: ViteDevServer
let browser: Browser
let page: Page
let hostOrigin: string
let appOrigin: string

const listen = async (server: ViteDevServer) => {
  await server.listen()
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error('vite did not report its URL')
  return new URL(url).origin
}

beforeAll(async () => {
  hostServer = await createServer({
    configFile: false,
    root: resolve(appRoot, 'src/test-host'),
    logLevel: 'error',
    server: { host: '127.0.0.1', port: 0 },
  })
  hostOrigin = await listen(hostServer)
  // The app must accept answers from this host only.
  process.env.VITE_ALLOWED_PARENT_ORIGINS = hostOrigin
  appServer = await createServer({
    configFile: resolve(appRoot, 'vite.config.ts'),
    root: appRoot,
    logLevel: 'error',
    server: { port: 0, strictPort: false },
  })
  appOrigin = await listen(appServer)
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  // A fresh checkout has no dependency pre-bundle yet: Vite builds it on the first page load
  // (and may reload the page when it finds more), which takes long on a busy machine. Let that
  // happen on a throwaway page, not inside the tests' time budget.
  // One fresh-clone CI run waited the whole 150 s here with no clue why: the page gets three
  // tries of 45 s (a reload covers a reload message from Vite's optimizer that never arrived),
  // and a failure quotes what the page logged.
  const warmUp = await browser.newPage()
  const logged: string[] = []
  warmUp.on('console', (message) => logged.push(`${message.type()}: ${message.text()}`))
  warmUp.on('pageerror', (error) => logged.push(`pageerror: ${error.message}`))
  for (let attempt = 1; ; attempt++) {
    try {
      await (attempt === 1 ? warmUp.goto(`${appOrigin}/`) : warmUp.reload())
      await warmUp.getByTestId('connection').waitFor({ timeout: 45_000 })
      break
    } catch (error) {
      if (attempt === 3) {
        throw new Error(
          `the demo app did not render in 3 × 45 s; it logged:\n${logged.slice(-20).join('\n')}`,
          {
            cause: error,
          },
        )
      }
    }
  }
  await warmUp.close()
  page = await browser.newPage()
  await page.goto(`${hostOrigin}/?appUrl=${encodeURIComponent(`${appOrigin}/`)}`)
}, 180_000)

afterAll(async () => {
  delete process.env.VITE_ALLOWED_PARENT_ORIGINS
  await browser?.close()
  await appServer?.close()
  await hostServer?.close()
})

describe('the demo app in a real cross-origin iframe', () => {
  it('calls the host across origins and shows its answers', async () => {
    const app = page.frameLocator('#app')
    await expect
      .poll(() => app.getByTestId('connection').getAttribute('data-status'), { timeout: 30_000 })
      .toBe('connected')

    await app.getByTestId('call-getEnvironmentInfo').click()
    await expect
      .poll(() => app.getByTestId('result-getEnvironmentInfo').textContent())
      .toContain(hostOrigin)

    await app.getByTestId('call-sendTransactions-self').click()
    await expect
      .poll(() => app.getByTestId('result-sendTransactions').textContent())
      .toContain('abab')

    await app.getByTestId('call-rpcCall-eth_getBalance').click()
    await expect
      .poll(() => app.getByTestId('result-rpcCall-eth_getBalance').textContent())
      .toContain('0x2a')

    await app.getByTestId('call-rpcCall-eth_blockNumber').click()
    await expect
      .poll(() => app.getByTestId('result-rpcCall-eth_blockNumber').textContent())
      .toContain('is not allowed')

    await app.getByTestId('call-wallet_getPermissions').click()
    await expect
      .poll(() => app.getByTestId('result-wallet_getPermissions').textContent())
      .toContain('not supported by this wallet')

    const handled = await page.evaluate(() => (window as unknown as { handled: unknown[] }).handled)
    expect(handled).toEqual([
      { txs: [{ to: '0x5FbDB2315678afecb367f032d93F642f64180aa3', value: '0', data: '0x' }] },
      'eth_getBalance',
    ])
  })

  it('ignores a wallet page on an origin it was not configured for', async () => {
    // Same server, other origin: the app will not post to a parent it was not configured for.
    const other = await browser.newPage()
    const foreignHost = hostOrigin.replace('127.0.0.1', 'localhost')
    await other.goto(`${foreignHost}/?appUrl=${encodeURIComponent(`${appOrigin}/`)}`)
    const app = other.frameLocator('#app')
    await expect
      .poll(() => app.getByTestId('connection').getAttribute('data-status'), { timeout: 30_000 })
      .toBe('standalone')
    await other.close()
  })
})
