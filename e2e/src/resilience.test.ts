import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { launchChromium, type TestChromium } from '@assent/test'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

// Issue #8, web resilience: the gateway or the RPC down or slow → a clear error or loading
// state (never a fake 0), and recovery without reloading the page.

const stack = inject('stack')
const artifacts = join(import.meta.dirname, '../artifacts')
const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let chromium: TestChromium
let safe: string

type Watched = { page: Page; gatewayRequests: () => number; navigations: () => number }

/** A page that counts its gateway requests and main-frame navigations (a reload is one). */
async function watchedPage(): Promise<Watched> {
  const page = await chromium.newPage()
  let requests = 0
  let navigations = 0
  page.on('request', (request) => {
    if (request.url().startsWith(stack.gateway)) requests++
  })
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations++
  })
  return { page, gatewayRequests: () => requests, navigations: () => navigations }
}

const gatewayDown = (page: Page) =>
  page.route(`${stack.gateway}/**`, (route) => route.abort('connectionrefused'))
const gatewayBack = (page: Page) => page.unroute(`${stack.gateway}/**`)

beforeAll(async () => {
  const deadline = Date.now() + 120_000
  while (!safe && Date.now() < deadline) {
    const response = await fetch(`${stack.gateway}/v1/chains/31337/owners/${OWNER}/safes`)
    if (response.ok) safe = ((await response.json()) as { safes: string[] }).safes[0] ?? ''
    if (!safe) await new Promise((resolve) => setTimeout(resolve, 500))
  }
  if (!safe) throw new Error('the demo world has no Safe of account 0')
  chromium = await launchChromium()
  mkdirSync(artifacts, { recursive: true })
})

afterAll(async () => {
  await chromium?.close()
})

describe('web resilience', () => {
  it('gateway down on first load: an error with Retry, no request storm, recovery without reload', async () => {
    const { page, gatewayRequests, navigations } = await watchedPage()
    await gatewayDown(page)
    await page.goto(`${stack.web}/balances?safe=devnet:${safe}`)
    const alert = page.getByRole('alert').first()
    await alert.waitFor({ timeout: 15_000 }).catch(async (error) => {
      await page.screenshot({ path: join(artifacts, 'resilience-gateway-down.png') })
      throw new Error(`no error state; the page says: ${await page.locator('body').innerText()}`, {
        cause: error,
      })
    })
    expect(await alert.textContent()).toMatch(/gateway|could not|failed|load/i)
    // The header's wallet area says so too, with its own Retry, instead of "loading wallet…".
    const walletArea = page.locator('header').getByRole('alert')
    await walletArea.waitFor({ timeout: 15_000 })
    expect(await walletArea.textContent()).toContain('The gateway did not answer')
    expect(await walletArea.getByRole('button', { name: 'Retry' }).count()).toBe(1)
    expect(await page.getByTestId('connect-wallet-placeholder').count()).toBe(0)
    // An unreachable gateway must not be hammered: count requests over 3 s of waiting.
    const before = gatewayRequests()
    await page.waitForTimeout(3000)
    expect(gatewayRequests() - before).toBeLessThanOrEqual(3)

    await gatewayBack(page)
    const navigated = navigations()
    await page.getByRole('button', { name: 'Retry' }).first().click()
    await page.getByTestId('balance-row').first().waitFor({ timeout: 20_000 })
    expect(navigations()).toBe(navigated)
    await page.context().close()
  })

  it('gateway lost after load: the next page shows an error, Retry recovers in place', async () => {
    const { page, navigations } = await watchedPage()
    await page.goto(`${stack.web}/balances?safe=devnet:${safe}`)
    await page.getByTestId('balance-row').first().waitFor({ timeout: 30_000 })
    await gatewayDown(page)
    // Client-side navigation (no reload) to a page whose data is not cached yet.
    await page
      .getByRole('navigation', { name: 'Safe pages' })
      .getByRole('link', { name: 'NFTs' })
      .click()
    const alert = page.getByRole('alert').first()
    await alert.waitFor({ timeout: 15_000 })
    await gatewayBack(page)
    const navigated = navigations()
    await page.getByRole('button', { name: 'Retry' }).first().click()
    await alert.waitFor({ state: 'detached', timeout: 20_000 })
    expect(navigations()).toBe(navigated)
    await page.context().close()
  })

  it('slow gateway: loading skeletons (never a fake 0), then the data', async () => {
    const { page } = await watchedPage()
    await page.route(`${stack.gateway}/**/balances/**`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500))
      await route.continue()
    })
    await page.goto(`${stack.web}/balances?safe=devnet:${safe}`)
    const tokens = page.locator('section[aria-label="Tokens"]')
    await tokens.waitFor()
    expect(await tokens.getAttribute('aria-busy')).toBe('true')
    expect(await page.getByTestId('balances-total').textContent()).not.toMatch(/\d/)
    await page.getByTestId('balance-row').first().waitFor({ timeout: 20_000 })
    expect(await tokens.getAttribute('aria-busy')).toBe('false')
    expect(await page.getByTestId('balances-total').textContent()).toMatch(/\d/)
    await page.context().close()
  })

  it('RPC down: the Safe still reads from the gateway, without page errors', async () => {
    const { page } = await watchedPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.route(`${stack.rpc}/**`, (route) => route.abort('connectionrefused'))
    await page.route(stack.rpc, (route) => route.abort('connectionrefused'))
    await page.goto(`${stack.web}/balances?safe=devnet:${safe}`)
    await page.getByTestId('balance-row').first().waitFor({ timeout: 30_000 })
    await page.goto(`${stack.web}/transactions/history?safe=devnet:${safe}`)
    await page.getByTestId('tx-row').first().waitFor({ timeout: 30_000 })
    expect(errors).toEqual([])
    await page.context().close()
  })
})
