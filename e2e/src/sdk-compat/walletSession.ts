import { connectDevnet } from '@assent/devnet'
import { deployTestSafe } from '@assent/test'
import type { Browser, FrameLocator, Page } from 'playwright-core'
import { expect, onTestFailed } from 'vitest'
import { type InjectedWallet, injectWallet } from '../harness/injectedWallet'
import { trackContext } from '../harness/openContexts'
import { DEMO_SAFE, DEMO_SAFE_1OF1 } from '../shell/shellPages'

/** Anvil test accounts 0, 1, 2: the owners of the demo Safes. */
export const OWNERS = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
] as const

export type StackUrls = { rpc: string; gateway: string; web: string; demoApp: string }
export type DemoSafes = { single: `0x${string}`; multisig: `0x${string}` }

const getJson = async <T>(url: string): Promise<T> => {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
  return (await response.json()) as T
}

/**
 * The seeded 1-of-1 and 2-of-3 Safes of account 0 (the demo world's fixed addresses), checked
 * through the gateway. Not picked by shape among account 0's Safes: suites that ran earlier on
 * the same stack deploy 2-of-3 Safes of accounts 0, 1, 2 too.
 */
export async function findDemoSafes(gateway: string): Promise<DemoSafes> {
  const shapes = { single: [1, 1], multisig: [2, 3] } as const
  const addresses = { single: DEMO_SAFE_1OF1, multisig: DEMO_SAFE } as const
  for (const kind of ['single', 'multisig'] as const) {
    const info = await getJson<{ threshold: number; owners: unknown[] }>(
      `${gateway}/v1/chains/31337/safes/${addresses[kind]}`,
    )
    const [threshold, owners] = shapes[kind]
    if (info.threshold !== threshold || info.owners.length !== owners) {
      throw new Error(
        `Demo Safe ${addresses[kind]} is ${info.threshold}-of-${info.owners.length}, not ${threshold}-of-${owners}`,
      )
    }
  }
  return addresses
}

/**
 * A new Safe (default 2-of-3 of accounts 0, 1, 2) with an empty queue (the seeded one has queued
 * transactions, so a new one would not be next), once the gateway has indexed it.
 */
export async function deployFreshMultisig(
  stack: StackUrls,
  shape: { owners: number[]; threshold: number } = { owners: [0, 1, 2], threshold: 2 },
): Promise<`0x${string}`> {
  const devnet = await connectDevnet(stack.rpc)
  const address = await deployTestSafe(devnet, shape)
  await expect
    .poll(async () => (await fetch(`${stack.gateway}/v1/chains/31337/safes/${address}`)).status, {
      timeout: 30_000,
      interval: 500,
    })
    .toBe(200)
  return address
}

export type WalletSession = { page: Page; wallet: InjectedWallet; close(): Promise<void> }

/** A fresh browser context with the Browser Wallet of `account`, on `path` of the Safe, connected. */
export async function openWalletSession(
  browser: Browser,
  stack: StackUrls,
  p: { account: `0x${string}`; safe: string; path: string; search?: Record<string, string> },
): Promise<WalletSession> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } })
  trackContext(context)
  const page = await context.newPage()
  const wallet = await injectWallet(page, { rpcUrl: stack.rpc, account: p.account, chainId: 31337 })
  const search = new URLSearchParams({ safe: `devnet:${p.safe}`, ...p.search })
  onTestFailed(async () => {
    await screenshot(page, `failed-${p.path.replace(/\W+/g, '_')}-${Date.now()}`).catch(() => {})
  })
  await page.goto(`${stack.web}${p.path}?${search.toString().replace(/%3A/g, ':')}`)
  await connectWallet(page)
  return { page, wallet, close: () => context.close() }
}

/** Connects the injected Browser Wallet through the wallet picker. */
export async function connectWallet(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await page
    .getByRole('button', { name: /Browser Wallet/ })
    .first()
    .click()
  await page.getByRole('button', { name: 'Connect Wallet' }).first().waitFor({ state: 'detached' })
}

/** The Safe App's iframe. */
export function appFrame(page: Page): FrameLocator {
  return page.frameLocator('[data-testid="safe-app-frame"]')
}

/**
 * Clicks `call-<id>` in the app and returns the JSON its `result-<resultId>` box shows once the
 * call has answered (the box shows '—' before, 'pending…' or '…' while the call waits).
 */
export async function callInApp(
  frame: FrameLocator,
  id: string,
  resultId = id,
  options: { before?: () => Promise<void>; timeout?: number } = {},
): Promise<Record<string, unknown>> {
  const box = frame.locator(`[data-testid="result-${resultId}"]`)
  const previous = (await box.textContent()) ?? ''
  await frame.locator(`[data-testid="call-${id}"]`).click()
  await options.before?.()
  const pending = (value: string) => ['…', 'pending…', '—', ''].includes(value.trim())
  let text = previous
  let sawPending = false
  await expect
    .poll(
      async () => {
        text = (await box.textContent()) ?? ''
        if (pending(text)) sawPending = true
        return (sawPending || text !== previous) && !pending(text)
      },
      { timeout: options.timeout ?? 30_000, interval: 50 },
    )
    .toBe(true)
  return JSON.parse(text) as Record<string, unknown>
}

/** Saves a screenshot under e2e/artifacts/. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({
    path: new URL(`../../artifacts/${name}.png`, import.meta.url).pathname,
    fullPage: false,
  })
}
