import { launchChromium, type TestChromium } from '@assent/test'
import type { Page, Response, Route } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { type OpenedPage, openPage } from './harness/openPage'
import { DEMO_SAFE_PARAM } from './shell/shellPages'

// Issue #8, cold load: a first visit must not ask the gateway for anything twice. The app
// remounts once when its lazily loaded wallet stack arrives — before, during or after the
// gateway reads, depending on the machine — and each of those moments once sent every read of
// the page again. The dashboard's fastest poll is the Safe info every 15 s: a URL requested
// again sooner than that, with no change of the Safe's list tags announced in between, is a
// duplicate.

const stack = inject('stack')
const POLL_MS = 15_000
const WALLET_CHUNK = /\/assets\/WalletRuntime-[^/]+\.js$/

let chromium: TestChromium
const opened: OpenedPage[] = []

beforeAll(async () => {
  chromium = await launchChromium()
})
afterEach(async () => {
  for (const page of opened.splice(0)) await page.close()
})
afterAll(async () => {
  await chromium?.close()
})

type Read = { url: string; at: number }
type Logged = { read: Read } | { safeInfo: Response }

/** Every GET the page sends to the gateway, in order, and the Safe info answers among them. */
function recordGatewayReads(page: Page): { reads: Read[]; log: Logged[] } {
  const reads: Read[] = []
  const log: Logged[] = []
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url().startsWith(stack.gateway)) {
      const read = { url: request.url().slice(stack.gateway.length), at: Date.now() }
      reads.push(read)
      log.push({ read })
    }
  })
  page.on('response', (response) => {
    const path = response.url().slice(stack.gateway.length)
    if (response.url().startsWith(stack.gateway) && SAFE_INFO_PATH.test(path)) {
      log.push({ safeInfo: response })
    }
  })
  return { reads, log }
}

const SAFE_INFO_PATH = /^\/v1\/chains\/\d+\/safes\/0x[0-9a-fA-F]{40}$/

/** The Safe's list tags in a Safe info answer ('' when its body is gone, e.g. after a reload). */
async function listTags(response: Response): Promise<string> {
  const body = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined
  if (!body) return ''
  return ['txQueuedTag', 'txHistoryTag', 'collectiblesTag', 'messagesTag', 'nonce']
    .map((key) => String(body[key]))
    .join('|')
}

/**
 * URLs requested again sooner than the fastest poll, with their count — unless a Safe info
 * answer in between said the Safe's lists changed (its tags moved: the indexer caught up with
 * a transaction of an earlier suite meanwhile), which is what those tags are for.
 */
async function duplicates(log: Logged[], from = 0): Promise<Record<string, number>> {
  let tags: string | undefined
  let listsVersion = 0
  const last = new Map<string, { at: number; listsVersion: number }>()
  const repeated: Record<string, number> = {}
  for (const entry of log.slice(from)) {
    if ('safeInfo' in entry) {
      const now = await listTags(entry.safeInfo)
      if (tags !== undefined && now !== '' && now !== tags) listsVersion++
      if (now !== '') tags = now
      continue
    }
    const { url, at } = entry.read
    const previous = last.get(url)
    if (previous && at - previous.at < POLL_MS && previous.listsVersion === listsVersion) {
      repeated[url] = (repeated[url] ?? 1) + 1
    }
    last.set(url, { at, listsVersion })
  }
  return repeated
}

/** The reads in order, ms after the first: printed with a failure, to tell why one repeated. */
function timeline(reads: Read[]): string {
  const start = reads[0]?.at ?? 0
  return reads.map((read) => `+${read.at - start} ms ${read.url}`).join('\n')
}

/** The dashboard shows its total and its queue. */
async function dashboardShown(page: Page) {
  await page.getByTestId('dashboard-fiat-total').filter({ hasText: '$' }).waitFor()
  await page.getByTestId('pending-preview').getByRole('link').first().waitFor()
}

/** The wallet stack has taken over the header, then no gateway read for a while. */
async function settled(page: Page, reads: Read[]) {
  await page
    .locator('header')
    .getByRole('button', { name: 'Connect Wallet' })
    .and(page.locator(':enabled'))
    .waitFor({ timeout: 90_000 })
  for (let count = -1; count !== reads.length; ) {
    count = reads.length
    await page.waitForTimeout(1500)
  }
}

async function openDashboard(options: { holdWallet?: Promise<void>; gatewayDelayMs?: number }) {
  const o = await openPage(chromium.browser, stack)
  opened.push(o)
  const { page } = o
  const { reads, log } = recordGatewayReads(page)
  const { holdWallet, gatewayDelayMs } = options
  if (holdWallet) {
    await page.route(WALLET_CHUNK, async (route: Route) => {
      await holdWallet
      await route.continue()
    })
  }
  if (gatewayDelayMs) {
    await page.route(`${stack.gateway}/**`, async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, gatewayDelayMs))
      await route.continue()
    })
  }
  await page.goto(`${stack.web}/home?safe=${DEMO_SAFE_PARAM}`)
  return { ...o, reads, log }
}

describe('cold load of the dashboard', () => {
  it('reads each gateway URL once', async () => {
    const { page, reads, log, problems } = await openDashboard({})
    await dashboardShown(page)
    await settled(page, reads)
    expect(await duplicates(log), timeline(reads)).toEqual({})
    // What the dashboard needs, each read once: chains, Safe info, balances, queue.
    expect(reads.map((read) => read.url.split('?')[0])).toEqual(
      expect.arrayContaining([
        '/v1/chains',
        expect.stringMatching(/^\/v1\/chains\/31337\/safes\/0x[0-9a-fA-F]{40}$/),
        expect.stringMatching(/\/balances\/usd$/),
        expect.stringMatching(/\/transactions\/queued$/),
      ]),
    )
    expect(problems).toEqual([])
  })

  it('reads each gateway URL once when the wallet stack arrives after the data', async () => {
    let release = () => {}
    const holdWallet = new Promise<void>((resolve) => {
      release = resolve
    })
    const { page, reads, log } = await openDashboard({ holdWallet })
    await dashboardShown(page)
    const beforeWallet = reads.length
    release()
    await settled(page, reads)
    expect(beforeWallet).toBeGreaterThanOrEqual(4)
    expect(await duplicates(log), timeline(reads)).toEqual({})
  })

  it('reads each gateway URL once when the wallet stack arrives while reads are in flight', async () => {
    const { page, reads, log } = await openDashboard({ gatewayDelayMs: 1500 })
    // Under a second of latency per read, the wallet lands in the middle of the chain of reads.
    await dashboardShown(page)
    await settled(page, reads)
    expect(await duplicates(log), timeline(reads)).toEqual({})
  })

  it('reads each gateway URL at most once on a return visit (persisted cache)', async () => {
    const { page, reads, log } = await openDashboard({})
    await dashboardShown(page)
    await settled(page, reads)
    // The persister saves at most once a second.
    await page.waitForTimeout(1500)
    const firstVisit = { reads: reads.length, log: log.length }
    await page.reload()
    await dashboardShown(page)
    await settled(page, reads)
    expect(await duplicates(log, firstVisit.log), timeline(reads.slice(firstVisit.reads))).toEqual(
      {},
    )
  })
})
