import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { launchChromium, type TestChromium } from '@assent/test'
import type { Page } from 'playwright-core'
import { build, type PreviewServer, preview } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const appRoot = resolve(import.meta.dirname, '..')
const outRoot = mkdtempSync(join(tmpdir(), 'assent-demo-iframe-'))
let appServer: PreviewServer
let hostServer: PreviewServer
let chromium: TestChromium
let page: Page
let hostOrigin: string
let appOrigin: string

/**
 * Builds a page and serves the build. Not Vite's dev server: its dependency optimizer re-bundles
 * on first load and answers 504 "Outdated Optimize Dep" until the page reloads, which on a busy
 * CI machine went on for minutes. A build is served the same way every time.
 */
async function buildAndServe(
  name: string,
  options: { root: string; configFile: string | false },
): Promise<{ server: PreviewServer; origin: string }> {
  const outDir = join(outRoot, name)
  await build({
    configFile: options.configFile,
    root: options.root,
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
  })
  const server = await preview({
    configFile: options.configFile,
    root: options.root,
    logLevel: 'error',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
  })
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error(`vite preview did not report the ${name} URL`)
  return { server, origin: new URL(url).origin }
}

beforeAll(async () => {
  const host = await buildAndServe('host', {
    root: resolve(appRoot, 'src/test-host'),
    configFile: false,
  })
  hostServer = host.server
  hostOrigin = host.origin
  // The app must accept answers from this host only (read at build time).
  process.env.VITE_ALLOWED_PARENT_ORIGINS = hostOrigin
  const app = await buildAndServe('app', {
    root: appRoot,
    configFile: resolve(appRoot, 'vite.config.ts'),
  })
  appServer = app.server
  appOrigin = app.origin
  chromium = await launchChromium()
  page = await chromium.newPage()
  await page.goto(`${hostOrigin}/?appUrl=${encodeURIComponent(`${appOrigin}/`)}`)
}, 180_000)

afterAll(async () => {
  delete process.env.VITE_ALLOWED_PARENT_ORIGINS
  await chromium?.close()
  await appServer?.close()
  await hostServer?.close()
  rmSync(outRoot, { recursive: true, force: true })
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
    const other = await chromium.newPage()
    const foreignHost = hostOrigin.replace('127.0.0.1', 'localhost')
    await other.goto(`${foreignHost}/?appUrl=${encodeURIComponent(`${appOrigin}/`)}`)
    const app = other.frameLocator('#app')
    await expect
      .poll(() => app.getByTestId('connection').getAttribute('data-status'), { timeout: 30_000 })
      .toBe('standalone')
    await other.close()
  })
})
