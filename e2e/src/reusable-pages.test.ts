import { launchChromium, type TestChromium } from '@assent/test'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type OpenedPage, reusablePages } from './harness/openPage'
import { ReusablePages, VIEWPORT } from './harness/reusablePages'
import { DEVNET_CHAIN_ID, testAccount } from './harness/safeOwners'

// The harness that lets suites reuse a page between tests must hand back a page with nothing
// a new context would not have; a leak here would let one test's state decide another's.

const stack = inject('stack')
let chromium: TestChromium

beforeAll(async () => {
  chromium = await launchChromium()
})
afterAll(async () => {
  await chromium?.close()
})

async function newEntry() {
  const context = await chromium.browser.newContext({ viewport: VIEWPORT })
  return { page: await context.newPage() }
}

/** Leaves on the wallet's origin what a test could: every kind of storage, a cookie, a grant. */
async function dirty(page: Page) {
  await page.goto(`${stack.web}/settings/appearance`)
  await page.evaluate(async () => {
    localStorage.setItem('left-behind', '1')
    sessionStorage.setItem('left-behind', '1')
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('left-behind', 1)
      open.onupgradeneeded = () => open.result.createObjectStore('things')
      open.onsuccess = () => {
        open.result.close()
        resolve()
      }
      open.onerror = () => reject(open.error)
    })
  })
  await page.context().addCookies([{ name: 'left-behind', value: '1', url: stack.web }])
  await page.context().grantPermissions(['notifications'], { origin: stack.web })
  await page.context().setOffline(true)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.route('**/v1/chains', (route) => route.abort())
  page.on('request', () => {
    throw new Error('a listener of the earlier test ran')
  })
}

async function whatIsLeft(page: Page) {
  await page.goto(`${stack.web}/settings/appearance`)
  return page.evaluate(async () => ({
    local: localStorage.getItem('left-behind'),
    session: sessionStorage.getItem('left-behind'),
    cookie: document.cookie.includes('left-behind'),
    databases: (await indexedDB.databases()).map((database) => database.name),
    notifications: (await navigator.permissions.query({ name: 'notifications' })).state,
  }))
}

describe('ReusablePages', () => {
  it('hands a released page back with nothing of the test that used it', async () => {
    const pages = new ReusablePages<{ page: Page }>(stack)
    const entry = await newEntry()
    pages.add('owner 0', entry)
    await dirty(entry.page)
    expect(await pages.take('owner 0')).toBeUndefined() // still held by this test

    expect(await pages.release(entry.page)).toBe(true)
    const reused = await pages.take('owner 0')
    expect(reused?.page).toBe(entry.page)
    const chains = entry.page.waitForResponse('**/v1/chains')
    const fresh = await newEntry()
    const left = await whatIsLeft(entry.page)
    expect(left).toEqual(await whatIsLeft(fresh.page))
    expect(left).toMatchObject({ local: null, session: null, cookie: false, databases: [] })
    expect((await chains).ok()).toBe(true) // online, no route left
    await fresh.page.context().close()
    expect(entry.page.viewportSize()).toEqual(VIEWPORT)
    await entry.page.context().close()
  })

  it('frees the pages of an ended test, and only under their own key', async () => {
    const pages = new ReusablePages<{ page: Page }>(stack)
    pages.startTest()
    const entry = await newEntry()
    pages.add('owner 1', entry)
    expect(await pages.take('owner 1')).toBeUndefined()
    pages.startTest()
    expect(await pages.take('owner 2')).toBeUndefined()
    expect((await pages.take('owner 1'))?.page).toBe(entry.page)
    // A page whose context a test closed is not handed out again.
    await entry.page.context().close()
    pages.startTest()
    expect(await pages.take('owner 1')).toBeUndefined()
    const stranger = await newEntry()
    expect(await pages.release(stranger.page)).toBe(false)
    await stranger.page.context().close()
  })
})

describe('reusablePages (openPage for a whole file)', () => {
  const open = reusablePages(() => chromium.browser, stack)
  const wallet = { account: testAccount(2), chainId: DEVNET_CHAIN_ID }
  let first: OpenedPage

  /** An uncaught exception in the page, which its OpenedPage records as a problem. */
  const throwInPage = (page: Page, message: string) =>
    page.evaluate((text) => {
      setTimeout(() => {
        throw new Error(text)
      })
    }, message)

  it('records the problems of a page its test leaves open', async () => {
    first = await open({ wallet: { ...wallet, reject: ['eth_requestAccounts'] } })
    await first.page.goto(`${stack.web}/settings/appearance`)
    await throwInPage(first.page, 'left by the first test')
    await expect.poll(() => first.problems.length).toBe(1)
  })

  it('hands it to the next test with the same wallet: own problems, the wallet reset', async () => {
    const again = await open({ wallet })
    expect(again.page).toBe(first.page)
    expect(again.problems).toEqual([])
    expect(again.wallet?.calls).toEqual([])
    await again.page.goto(`${stack.web}/settings/appearance`)
    // The earlier test's refusal is gone: the wallet answers with its account.
    const accounts = await again.page.evaluate(() =>
      (
        window as unknown as { ethereum: { request(a: { method: string }): Promise<string[]> } }
      ).ethereum.request({ method: 'eth_requestAccounts' }),
    )
    expect(accounts.map((a) => a.toLowerCase())).toEqual([wallet.account.toLowerCase()])
    await throwInPage(again.page, 'this test’s own')
    await expect
      .poll(() => again.problems.map((problem) => problem.text))
      .toEqual([expect.stringContaining('this test’s own')])
    expect(first.problems).toHaveLength(1)

    // Other context options, another wallet or `prepare` never get this page.
    const phone = await open({ wallet, context: { viewport: { width: 390, height: 844 } } })
    const otherWallet = await open({ wallet: { ...wallet, account: testAccount(3) } })
    await again.close()
    const prepared = await open({ wallet, prepare: async () => {} })
    for (const other of [phone, otherWallet, prepared]) expect(other.page).not.toBe(first.page)
    // Closed by its test, the page is free at once, for this test too.
    expect((await open({ wallet })).page).toBe(first.page)
    for (const other of [phone, otherWallet, prepared]) await other.context.close()
    await first.context.close()
  })
})
