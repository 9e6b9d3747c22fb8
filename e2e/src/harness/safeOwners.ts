import { join } from 'node:path'
import {
  buildSafeTransaction,
  getSafeTxTypedData,
  type SafeTransactionData,
  safeTxHash,
} from '@assent/core'
import { SECOND_DEVNET_CHAIN_ID } from '@assent/devnet'
import {
  createGatewayClient,
  proposeTransaction,
  toProposeTransactionBody,
} from '@assent/gateway-client'
import { TEST_ACCOUNTS } from '@assent/test'
import type { Browser, Page } from 'playwright-core'
import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { beforeEach } from 'vitest'
import type { Stack } from '../../../scripts/lib/startStack'
import { type InjectedWallet, injectWallet } from './injectedWallet'
import { trackContext } from './openContexts'
import { ReusablePages, VIEWPORT } from './reusablePages'

// Helpers of the transaction suites: a Safe's owners in Chromium (each in a context of its own,
// connected through the injected Browser Wallet) and the steps of the transaction flows.

export const DEVNET_CHAIN_ID = 31337

/** The RPC of the stack's second devnet chain (SECOND_DEVNET_CHAIN_ID). */
export function secondDevnetRpc(stack: Stack['urls']): string {
  if (!stack.secondRpc) {
    throw new Error('the stack runs no second devnet chain: restart serveStack.ts (E2E_STACK)')
  }
  return stack.secondRpc
}

/** Address of anvil test account `index`. */
export function testAccount(index: number): Address {
  const address = TEST_ACCOUNTS[index]?.address
  if (!address) throw new Error(`no test account ${index}`)
  return address as Address
}

/** Polls `check` until it returns something other than undefined/false, or fails after `timeoutMs`. */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined | false>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let last: unknown
  while (Date.now() < deadline) {
    try {
      const value = await check()
      if (value !== undefined && value !== false) return value
    } catch (error) {
      last = error
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error(`Timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`)
}

/** GETs a gateway path as JSON, failing on any non-2xx answer. */
export async function gatewayJson<T>(stack: Stack['urls'], path: string): Promise<T> {
  const response = await fetch(`${stack.gateway}${path}`)
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

export type SafeOwners = {
  /**
   * A page of the Safe at `path` as owner `index`, with the Browser Wallet connected. `reject`
   * lists wallet methods the user refuses; `prepare` runs before the first navigation (routes).
   */
  openAs(
    index: number,
    path: string,
    options?: { reject?: string[]; prepare?: (page: Page) => Promise<void> },
  ): Promise<Page>
  /**
   * The test is done with `page`: a page from openAs goes back to its owner's pool (emptied of
   * everything the site stored), any other page's context is closed.
   */
  release(page: Page): Promise<void>
  /**
   * A screenshot in the artifacts folder, named `{prefix}-{name}.png`: the full page unless
   * `fullPage` is false. Take a viewport one just before the wallet is asked: a full-page capture
   * resizes the page for a moment, and the injected test wallet was then seen half-disconnected
   * (header back to "Connect Wallet") on a busy machine.
   */
  shot(page: Page, name: string, options?: { fullPage?: boolean }): Promise<void>
}

/**
 * Opens pages of `safe()` (read when a page opens, so suites can deploy their Safe in
 * beforeAll) as its owners. Connecting goes through RainbowKit's modal like a user would.
 *
 * An owner's page is reused by the file's later openAs calls for that owner once its test has
 * ended or released it (ReusablePages: emptied, it is a first visit again). Pages opened with
 * `prepare` (init scripts, routes, permissions of their own) are never reused.
 */
export function safeOwners({
  browser,
  stack,
  safe,
  artifacts,
  prefix,
}: {
  browser: () => Browser
  stack: Stack['urls']
  safe: () => Address
  artifacts: string
  prefix: string
}): SafeOwners {
  const pool = new ReusablePages<{ page: Page; wallet: InjectedWallet }>(stack)
  beforeEach(() => pool.startTest())

  const shot: SafeOwners['shot'] = async (page, name, { fullPage = true } = {}) => {
    await page.screenshot({ path: join(artifacts, `${prefix}-${name}.png`), fullPage })
  }
  const openAs: SafeOwners['openAs'] = async (index, path, { reject = [], prepare } = {}) => {
    const account = testAccount(index)
    const reused = prepare ? undefined : await pool.take(`owner ${index}`)
    let page: Page
    if (reused) {
      page = reused.page
      reused.wallet.reset({ reject })
    } else {
      const context = await browser().newContext({ viewport: VIEWPORT })
      trackContext(context)
      page = await context.newPage()
      const wallet = await injectWallet(page, {
        rpcUrl: stack.rpc,
        account,
        chainId: DEVNET_CHAIN_ID,
        // Like a real wallet that has both devnet networks added: it can switch to the second.
        otherChains: { [SECOND_DEVNET_CHAIN_ID]: secondDevnetRpc(stack) },
        reject,
      })
      if (prepare) await prepare(page)
      else pool.add(`owner ${index}`, { page, wallet })
    }
    page.on('pageerror', (error) => console.error(`[page ${index}]`, error.message))
    await page.goto(`${stack.web}${path}${path.includes('?') ? '&' : '?'}safe=devnet:${safe()}`)
    try {
      // The wallet stack loads lazily after the first render; on a busy machine that takes a while.
      await page.getByRole('button', { name: 'Connect Wallet' }).first().click({ timeout: 90_000 })
      await page.getByText('Browser Wallet').first().click()
      await page.getByTestId('header-wallet').getByText(account.slice(0, 4)).first().waitFor()
    } catch (error) {
      await shot(page, `connect-failed-${Date.now()}`)
      throw error
    }
    return page
  }
  const release: SafeOwners['release'] = async (page) => {
    if (!(await pool.release(page))) await page.context().close()
  }
  return { openAs, release, shot }
}

/** Opens the "New transaction" menu and starts `flow` (its menu item's name). */
export async function newTransaction(page: Page, flow: string) {
  await page.getByRole('button', { name: 'New transaction' }).click()
  await page.getByRole('menuitem', { name: flow }).click()
  await page.getByTestId('tx-flow-dialog').waitFor()
}

/** Signs the reviewed transaction and waits until the proposal closed the dialog. */
export async function signAndPropose(page: Page) {
  await page.getByTestId('transaction-review').waitFor()
  await page.getByTestId('sign-and-propose').click()
  await page.getByTestId('tx-flow-dialog').waitFor({ state: 'detached', timeout: 30_000 })
}

/** The first queue row whose text contains `text`. */
export function queueRow(page: Page, text: string | RegExp) {
  return page.getByTestId('tx-row').filter({ hasText: text }).first()
}

/** Confirms the queued transaction of the row with `text` once it verified. */
export async function confirmRow(page: Page, text: string | RegExp) {
  await queueRow(page, text).getByRole('button', { name: 'Confirm' }).click()
  await page.getByTestId('verification-ok').waitFor()
  await page.getByTestId('confirm-transaction').click()
  await page.getByTestId('tx-flow-dialog').waitFor({ state: 'detached', timeout: 30_000 })
}

/**
 * Executes the queued transaction of the row with `text` once it verified and gas is estimated,
 * typing each word of `acknowledge` (risk id → word) into its risk box first.
 */
export async function executeRow(
  page: Page,
  text: string | RegExp,
  { acknowledge = {} }: { acknowledge?: Record<string, string> } = {},
) {
  await queueRow(page, text).getByRole('button', { name: 'Execute' }).click()
  await page.getByTestId('verification-ok').waitFor()
  for (const [risk, word] of Object.entries(acknowledge)) {
    await page.getByTestId(`ack-${risk}`).fill(word)
  }
  await page.getByTestId('gas-estimate').getByText('Estimated gas').waitFor({ timeout: 30_000 })
  await page.getByTestId('execute-transaction').click()
  await page.getByTestId('tx-flow-dialog').waitFor({ state: 'detached', timeout: 60_000 })
}

/**
 * Proposes a transaction straight through the gateway client with owner `ownerIndex`'s real
 * EIP-712 signature, as another wallet or a script would (so the web app has no part in it).
 * Fields not given are zero; the nonce defaults to the gateway's recommended one. The Safe is
 * on the first devnet chain unless `chainId` names another the gateway serves.
 */
export async function proposeAsOwner(
  stack: Stack['urls'],
  {
    safe,
    ownerIndex,
    tx,
    chainId = DEVNET_CHAIN_ID,
  }: {
    safe: Address
    ownerIndex: number
    tx: Pick<SafeTransactionData, 'to' | 'data' | 'operation'> & Partial<SafeTransactionData>
    chainId?: number
  },
): Promise<{ safeTxHash: Hex; nonce: bigint }> {
  const client = createGatewayClient({ baseUrl: stack.gateway })
  const nonce =
    tx.nonce ??
    BigInt(
      (
        await gatewayJson<{ recommendedNonce: number }>(
          stack,
          `/v1/chains/${chainId}/safes/${safe}/nonces`,
        )
      ).recommendedNonce,
    )
  const full = buildSafeTransaction({ ...tx, nonce })
  const params = { chainId, safeAddress: safe, safeVersion: '1.4.1', tx: full }
  const key = TEST_ACCOUNTS[ownerIndex]?.privateKey
  if (!key) throw new Error(`no test account ${ownerIndex}`)
  const owner = privateKeyToAccount(key as Hex)
  const signature = await owner.signTypedData(getSafeTxTypedData(params))
  const hash = safeTxHash(params)
  await proposeTransaction(client, {
    chainId: String(chainId),
    address: safe,
    body: toProposeTransactionBody(full, { safeTxHash: hash, sender: owner.address, signature }),
  })
  return { safeTxHash: hash, nonce }
}
