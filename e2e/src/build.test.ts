import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { launchChromium, type TestChromium } from '@assent/test'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { checkSri } from '../../apps/web/build/checkSri'
import { walletSecurityHeaders } from '../../scripts/lib/securityHeaders'
import { type StaticServer, startStaticServer } from '../../scripts/lib/staticServer'
import { e2eBuildRoot } from './harness/buildRoot'
import { routeOriginTo } from './harness/serveWalletBuild'

// Issue #8, "a build users can verify": the served wallet's headers, its policy holding with
// the real app running, and Subresource Integrity refusing a tampered lazily loaded chunk.

const stack = inject('stack')
const repoRoot = resolve(import.meta.dirname, '../..')
// The folder the harness serves the wallet from (globalSetup's outDirs.web).
const webDist = process.env.E2E_WEB_DIST ?? join(e2eBuildRoot(repoRoot), 'web')
const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

let chromium: TestChromium
let safe: string
const temps: string[] = []
const servers: StaticServer[] = []

/** Records CSP violations and "integrity" console errors of a page. */
async function watch(page: Page) {
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] }
    w.__violations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__violations.push(
        `${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  const violations = () =>
    page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)
  return { consoleErrors, violations }
}

/** A copy of the e2e web build with `window.__tampered` prepended to one chunk, served. */
async function serveTamperedCopy(chunk: string, opts: { dropImportMap?: boolean } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'assent-tampered-'))
  temps.push(dir)
  cpSync(webDist, dir, { recursive: true })
  const file = join(dir, 'assets', chunk)
  writeFileSync(file, `window.__tampered=(window.__tampered||0)+1;\n${readFileSync(file, 'utf8')}`)
  if (opts.dropImportMap) {
    const html = readFileSync(join(dir, 'index.html'), 'utf8')
      .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '')
      .replace(/<script type="importmap">[\s\S]*?<\/script>/, '')
    writeFileSync(join(dir, 'index.html'), html)
  }
  const server = await startStaticServer({
    root: dir,
    port: 0,
    spaFallback: true,
    headers: walletSecurityHeaders({ gatewayUrl: stack.gateway, rpcUrls: [stack.rpc] }),
  })
  servers.push(server)
  return { dir, server }
}

/**
 * Opens `url`, waits for the tampered `chunk` to have been fetched and run (or not). With
 * `servedBy`, the stack's wallet origin answers from that server (so the gateway, which answers
 * only that origin, serves the page's reads).
 */
async function tamperedRuns(
  url: string,
  chunk: string,
  servedBy?: StaticServer,
): Promise<{ ran: boolean; refused: boolean }> {
  const page = await chromium.newPage()
  if (servedBy) await routeOriginTo(page.context(), stack.web, servedBy.url)
  const { consoleErrors } = await watch(page)
  const fetched = page.waitForResponse((r) => r.url().endsWith(`/assets/${chunk}`))
  await page.goto(url)
  await fetched
  await page.waitForTimeout(1500)
  const ran = await page.evaluate(() => Boolean((window as { __tampered?: number }).__tampered))
  const refused = consoleErrors.some((e) => e.includes("valid digest in the 'integrity'"))
  await page.context().close()
  return { ran, refused }
}

/** The scripts index.html loads up front (module scripts and modulepreloads). */
function initialScripts(): string[] {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8')
  return [...html.matchAll(/<(?:script|link)\b[^>]*\s(?:src|href)="([^"]+\.js)"/g)].map(
    (m) => m[1] ?? '',
  )
}

/** The file of the chunk named `name` (e.g. WalletRuntime) in a build. */
function chunkFile(name: string, dir = webDist): string {
  const file = readdirSync(join(dir, 'assets')).find(
    (f) => f.startsWith(`${name}-`) && f.endsWith('.js'),
  )
  if (!file) throw new Error(`no ${name} chunk in the build`)
  return file
}

function walletRuntimeChunk(dir = webDist): string {
  return chunkFile('WalletRuntime', dir)
}

beforeAll(async () => {
  // The gateway indexes the demo world after start-up: wait for the Safes of account 0.
  const deadline = Date.now() + 120_000
  while (!safe && Date.now() < deadline) {
    const response = await fetch(`${stack.gateway}/v1/chains/31337/owners/${OWNER}/safes`)
    if (response.ok) safe = ((await response.json()) as { safes: string[] }).safes[0] ?? ''
    if (!safe) await new Promise((resolve) => setTimeout(resolve, 500))
  }
  if (!safe) throw new Error('the demo world has no Safe of account 0')
  chromium = await launchChromium()
})

afterAll(async () => {
  for (const server of servers) await server.stop()
  await chromium?.close()
  for (const dir of temps) rmSync(dir, { recursive: true, force: true })
})

describe('verifiable build', () => {
  it('every script of the served build carries integrity; the only inline script is the import map', () => {
    expect(checkSri(webDist)).toEqual([])
    const html = readFileSync(join(webDist, 'index.html'), 'utf8')
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      (m) => !/\ssrc=/.test(m[1] ?? ''),
    )
    expect(inline.map((m) => m[1])).toEqual([' type="importmap"'])
    // The policy that travels with the files (no server header) still limits frames to Safe Apps.
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]
    const frameSrc = meta
      ?.split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('frame-src'))
    expect(frameSrc).toBe('frame-src https: http://127.0.0.1:* http://localhost:*')
    const map = JSON.parse(inline[0]?.[2] ?? '{}') as { integrity: Record<string, string> }
    expect(map.integrity[`/assets/${walletRuntimeChunk()}`]).toMatch(/^sha384-/)
  })

  it('the serving layer sends a strict policy and limits framing to the Safe wallets', async () => {
    for (const path of ['/', `/balances?safe=devnet:${safe}`]) {
      const response = await fetch(`${stack.web}${path}`)
      const csp = response.headers.get('content-security-policy') ?? ''
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? ''
      expect(scriptSrc).toMatch(/^\s*script-src 'self' 'sha256-[A-Za-z0-9+/=]+'$/)
      expect(csp).not.toMatch(/unsafe-eval/)
      // Framed only by itself and the Safe wallets that open it as a Safe App.
      expect(csp).toContain("frame-ancestors 'self' https://app.safe.global http://localhost:")
      expect(csp).toContain('frame-src https: http://127.0.0.1:* http://localhost:*;')
      expect(csp).toContain("object-src 'none'")
      // X-Frame-Options cannot name those wallets (frame-ancestors supersedes it).
      expect(response.headers.get('x-frame-options')).toBeNull()
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    }
  })

  it('the app runs under the policy with zero violations, and an injected inline script is blocked', async () => {
    const page = await chromium.newPage()
    const { consoleErrors, violations } = await watch(page)
    await page.goto(`${stack.web}/`)
    await page.getByRole('heading', { name: 'Welcome to Assent' }).waitFor()
    await page.goto(`${stack.web}/balances?safe=devnet:${safe}`)
    await page.getByText('ETH').first().waitFor({ timeout: 30_000 })
    // The wallet stack (RainbowKit, wagmi) loads after first paint: wait for it too.
    await page.getByRole('button', { name: 'Connect Wallet' }).first().waitFor()
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    await page.getByText('Browser Wallet').first().waitFor()
    expect(await violations()).toEqual([])
    expect(consoleErrors.filter((e) => /Content Security Policy|integrity/i.test(e))).toEqual([])

    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__inlineRan = true'
      document.head.append(script)
    })
    await page.waitForTimeout(200)
    expect(await page.evaluate(() => (window as { __inlineRan?: boolean }).__inlineRan)).toBe(
      undefined,
    )
    expect((await violations()).some((v) => v.startsWith('script-src-elem inline'))).toBe(true)
    await page.context().close()
  })

  it('another origin cannot frame the wallet', async () => {
    const page = await chromium.newPage()
    await page.route('http://framer.test/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<iframe id="w" src="${stack.web}/"></iframe>`,
      }),
    )
    await page.goto('http://framer.test/')
    await page.waitForTimeout(2000)
    const frame = page.frames().find((f) => f !== page.mainFrame())
    const title = await frame?.evaluate(() => document.title).catch(() => '')
    expect(title).not.toBe('Assent')
    // Control: the same page from the wallet's own origin may frame it.
    const own = await chromium.newPage()
    await own.goto(`${stack.web}/`)
    await own.evaluate((src) => {
      const frame = document.createElement('iframe')
      frame.src = src
      document.body.append(frame)
    }, `${stack.web}/`)
    await own.waitForTimeout(2000)
    const ownFrame = own.frames().find((f) => f !== own.mainFrame())
    expect(await ownFrame?.evaluate(() => document.title)).toBe('Assent')
    await own.context().close()
    await page.context().close()
  })

  it('a tampered lazily loaded chunk is refused by the browser (and runs without the import map)', async () => {
    const chunk = walletRuntimeChunk()
    // The wallet stack is never in index.html: only import() and the preload helper fetch it.
    expect(initialScripts()).not.toContain(`/assets/${chunk}`)

    const tampered = await serveTamperedCopy(chunk)
    expect(checkSri(tampered.dir)).toContain(`/assets/${chunk} does not match its integrity`)
    expect(await tamperedRuns(`${tampered.server.url}/`, chunk)).toEqual({
      ran: false,
      refused: true,
    })

    // Control: the same tampering with the import map removed runs — the map is what stops it.
    const unprotected = await serveTamperedCopy(chunk, { dropImportMap: true })
    expect(await tamperedRuns(`${unprotected.server.url}/`, chunk)).toEqual({
      ran: true,
      refused: false,
    })
  })

  it('a tampered chunk imported only by a lazily loaded chunk is refused too', async () => {
    // The queue page's chunk (loaded with import() when the route opens) imports chunks it
    // shares with other pages and dialogs; the full app and the wallet stack import none since
    // they are one file each (vite.config.ts), so the queue page is where such a chunk loads.
    const layers = [initialScripts(), chunkFile('fullApp'), walletRuntimeChunk()].flat()
    const queuePage = readFileSync(join(webDist, 'assets', chunkFile('QueuePage')), 'utf8')
    const deep = [...queuePage.matchAll(/from\s*["']\.\/([^"']+\.js)["']/g)]
      .map((m) => m[1] ?? '')
      .find((name) => name && !layers.some((file) => file.endsWith(name)))
    if (!deep) throw new Error('the queue page imports no chunk of its own')
    const tampered = await serveTamperedCopy(deep)
    const queue = `${stack.web}/transactions/queue?safe=devnet:${safe}`
    expect(await tamperedRuns(queue, deep, tampered.server)).toEqual({ ran: false, refused: true })
  })
})
