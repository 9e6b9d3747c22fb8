import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { launchChromium, stopInOrder, TEST_ACCOUNTS, type TestChromium } from '@assent/test'
import type { BrowserContext, Page } from 'playwright-core'
import { type Address, numberToHex, parseEther } from 'viem'
import { mainnet } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type OpenedPage, openPage } from './harness/openPage'
import { confirmRow, executeRow, queueRow } from './harness/safeOwners'
import type { WalletBuild } from './harness/serveWalletBuild'
import { MULTICALL3 } from './official/deployMulticall3'
import { SPAM_SYMBOLS } from './official/mainnetBalances'
import { ASSETS_ORIGIN, KEYED_RPC_ORIGIN } from './official/mainnetChainConfig'
import { multisigId } from './official/mainnetTransactions'
import { officialGatewayPort, serveOfficialBuild } from './official/serveOfficialBuild'
import { type MainnetWorld, startMainnetChain } from './official/startMainnetChain'
import { type OfficialGateway, startOfficialGateway } from './official/startOfficialGateway'
import { type RecordingRpc, startRecordingRpc } from './official/startRecordingRpc'
import { appFrame, callInApp, connectWallet } from './sdk-compat/walletSession'

// Issue 19: the same wallet against the official gateway's configuration of Ethereum. A stand-in
// for safe-client.safe.global answers in its wire shape for chain 1 (keyed Infura rpcUri, the
// official feature list, the L1 singleton, a token list with spam and logos), and the chain is
// a real anvil under chain id 1 with the real Safe contracts, so the app's checks read a real
// Safe that agrees with the gateway. The wallet is built with VITE_GATEWAY_URL alone, as a
// deployer would build it: no RPC key, no devnet RPC. Nothing leaves the machine: requests to
// other hosts are recorded and answered locally (images) or refused.

const stack = inject('stack')
const artifacts = join(import.meta.dirname, '../artifacts')
const owner = TEST_ACCOUNTS[1]!.address as Address

let world: MainnetWorld
let gateway: OfficialGateway
let build: WalletBuild
let chromium: TestChromium
let session: OpenedPage
/** The node as the injected wallet's provider reaches it, recording each call. */
let walletRpc: RecordingRpc
/** Requests the page made to hosts off this machine, by URL. */
const outside: string[] = []
/** Requests the page made to the local chain 1 node, by JSON-RPC method. */
const nodeCalls: string[] = []

/** A stand-in image for the assets host (token, chain and app logos). */
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" rx="16" fill="#12ff80"/></svg>'

/** Answers the official assets host with a local image and refuses every other outside host. */
async function keepOffline(context: BrowserContext) {
  const isLocal = (url: URL) =>
    url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.protocol === 'data:'
  await context.route(
    (url) => !isLocal(url),
    async (route) => {
      const url = route.request().url()
      outside.push(url)
      if (url.startsWith(`${ASSETS_ORIGIN}/`)) {
        return route.fulfill({ status: 200, contentType: 'image/svg+xml', body: LOGO_SVG })
      }
      return route.abort('internetdisconnected')
    },
  )
}

function recordNodeCalls(page: Page) {
  page.on('request', (request) => {
    if (!request.url().startsWith(world.rpcUrl)) return
    const body = request.postDataJSON() as { method?: string } | { method?: string }[] | null
    for (const call of Array.isArray(body) ? body : [body]) {
      if (call?.method) nodeCalls.push(call.method)
    }
  })
}

const safeParam = () => `eth:${world.safe}`
const goto = (path: string, search: Record<string, string> = {}) =>
  session.page.goto(
    `${stack.web}${path}?${new URLSearchParams({ safe: safeParam(), ...search })
      .toString()
      .replace(/%3A/g, ':')}`,
  )

/** Console errors and uncaught exceptions, except a refused outside request's own error line. */
function problemsThatMatter() {
  return session.problems.filter(
    (problem) =>
      !(
        problem.kind === 'console' &&
        /net::ERR_INTERNET_DISCONNECTED/.test(problem.text) &&
        outside.some((url) => problem.text.includes(new URL(url).host))
      ),
  )
}

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true })
  world = await startMainnetChain()
  gateway = await startOfficialGateway({ port: officialGatewayPort(), world })
  build = await serveOfficialBuild({ gatewayUrl: gateway.url, walletOrigin: stack.web })
  walletRpc = await startRecordingRpc(world.rpcUrl)
  chromium = await launchChromium()
  session = await openPage(chromium.browser, stack, {
    wallet: { rpcUrl: walletRpc.url, account: owner, chainId: 1 },
    prepare: async (context) => {
      await build.routeWalletOrigin(context)
      await keepOffline(context)
    },
  })
  recordNodeCalls(session.page)
}, 300_000)

afterAll(async () => {
  // Bounded per step: one CI run's hook hung for 300 s here after every test had passed.
  await stopInOrder([
    ['the page', session?.close],
    ['Chromium', chromium?.close],
    ['the official build', build?.stop],
    ['the recording RPC', walletRpc?.stop],
    ['the official gateway', gateway?.stop],
    ['the mainnet chain', world?.stop],
  ])
})

describe('against the official gateway configuration of Ethereum (chain 1)', () => {
  it('loads the Safe: dashboard and balances with logos, spam left out', async () => {
    const { page } = session
    await goto('/home')
    await page.getByTestId('dashboard-page').waitFor({ timeout: 60_000 })
    const total = page.getByTestId('dashboard-fiat-total')
    await expect.poll(() => total.textContent(), { timeout: 30_000 }).toMatch(/68,640\.44/)
    const preview = page.getByTestId('assets-preview')
    await preview.getByText('12.25 ETH').waitFor({ timeout: 30_000 })
    const top = (await preview.textContent()) ?? ''
    for (const symbol of SPAM_SYMBOLS) expect(top).not.toContain(symbol)

    await goto('/balances')
    const rows = page.getByTestId('balance-row')
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(5)
    const table = (await page.getByTestId('balances-table').textContent()) ?? ''
    for (const symbol of ['ETH', 'USDC', 'SAFE', 'DAI', 'AAVE']) expect(table).toContain(symbol)
    for (const symbol of SPAM_SYMBOLS) expect(table).not.toContain(symbol)
    expect(table).toContain('12.25')
    // The app asked for spam to be left out, as the official gateway's default does anyway.
    const balanceRequests = gateway.requests.filter((r) => /\/safes\/0x\w{40}\/balances\//.test(r))
    expect(balanceRequests.length).toBeGreaterThan(0)
    expect(balanceRequests.filter((r) => !/[?&]exclude_spam=true/.test(r))).toEqual([])
    // Logos come from the official assets host (answered here, never fetched outside) and show;
    // the token without one shows its letters.
    const logos = page.getByTestId('balance-row').locator('img.token-logo')
    await expect
      .poll(
        () =>
          logos.evaluateAll(
            (images) =>
              images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length,
          ),
        { timeout: 10_000 },
      )
      .toBe(4)
    const tokenLogos = new Set(outside.filter((url) => url.startsWith(`${ASSETS_ORIGIN}/tokens/`)))
    expect(tokenLogos.size).toBe(3)
    await page.screenshot({ path: join(artifacts, 'official-gateway-balances.png') })
  })

  it('renders the queue and the history of the official wire shape', async () => {
    const { page } = session
    await goto('/transactions/queue')
    await page.getByTestId('queue-list').waitFor({ timeout: 30_000 })
    const queued = page.getByTestId('tx-row')
    await expect.poll(() => queued.count(), { timeout: 30_000 }).toBe(2)
    const labels = await page.getByTestId('queue-label').allTextContents()
    expect(labels).toEqual([expect.stringMatching(/^Next/), expect.stringMatching(/^Queued/)])
    const next = page.locator(
      `[data-testid="tx-row"][data-tx-id="${multisigId(world, world.queued[0])}"]`,
    )
    await expect(next.textContent()).resolves.toContain('0.1 ETH')
    await expect(next.getAttribute('data-status')).resolves.toBe('AWAITING_CONFIRMATIONS')

    await goto('/transactions/history')
    const history = page.getByTestId('tx-row')
    await expect.poll(() => history.count(), { timeout: 30_000 }).toBe(3)
    const text = (await page.getByTestId('history-scroll').textContent()) ?? ''
    expect(text).toContain('0.25 ETH')
    expect(text).toContain('12.5 ETH')
    const executed = page.locator(
      `[data-testid="tx-row"][data-tx-id="${multisigId(world, world.executed)}"]`,
    )
    await expect(executed.getAttribute('data-status')).resolves.toBe('SUCCESS')
    await page.screenshot({ path: join(artifacts, 'official-gateway-history.png') })
  })

  it('lists the official Safe Apps and honours their access policy', async () => {
    const { page } = session
    await goto('/apps')
    const cards = page.getByTestId('safe-app-card')
    await expect.poll(() => cards.count(), { timeout: 30_000 }).toBe(3)
    for (const name of ['Transaction Builder', 'CoW Swap']) {
      const card = page.getByRole('article', { name })
      await card.getByRole('link', { name: `Open ${name}` }).waitFor()
      expect(await card.getByTestId('app-access-denied').count()).toBe(0)
    }
    // Aave's entry only allows the official Safe{Wallet} to embed it.
    const restricted = page.getByRole('article', { name: 'Aave v3' })
    await expect(restricted.getByTestId('app-access-denied').textContent()).resolves.toContain(
      'https://app.safe.global',
    )
    await expect
      .poll(() => outside.some((url) => url.startsWith(`${ASSETS_ORIGIN}/safe_apps/`)), {
        timeout: 10_000,
      })
      .toBe(true)
  })

  it("a Safe App's rpcCall reaches the chain's public RPC, never the keyed URL without a key", async () => {
    const { page } = session
    const balance = await world.clients.publicClient.getBalance({ address: world.safe })
    nodeCalls.length = 0
    await goto('/apps/open', { appUrl: stack.demoApp })
    const unknown = page.getByTestId('unknown-app')
    const frameShown = page.getByTestId('safe-app-frame')
    await expect
      .poll(async () => (await unknown.count()) + (await frameShown.count()), { timeout: 30_000 })
      .toBeGreaterThan(0)
    if (await unknown.count()) {
      await page.getByTestId('unknown-app-accept').check()
      await page.getByTestId('unknown-app-continue').click()
    }
    const frame = appFrame(page)
    await frame
      .locator('[data-testid="connection"][data-status="connected"]')
      .waitFor({ timeout: 30_000 })
    expect(await callInApp(frame, 'getChainInfo')).toMatchObject({
      chainId: '1',
      shortName: 'eth',
      chainName: 'Ethereum',
    })
    const answer = await callInApp(frame, 'rpcCall-eth_getBalance')
    expect(JSON.stringify(answer)).toContain(numberToHex(balance))
    // No wallet is connected yet: the app's policy sends the read to the chain's public RPC
    // (from the page itself; the injected wallet's calls never show as page requests).
    expect(session.wallet?.calls).not.toContain('eth_requestAccounts')
    expect(nodeCalls).toContain('eth_getBalance')
    expect(outside.filter((url) => url.startsWith(KEYED_RPC_ORIGIN))).toEqual([])
    await page.screenshot({ path: join(artifacts, 'official-gateway-app.png') })
  })

  it('connects the wallet on chain 1, verifies the Safe on chain and shows no ENS name', async () => {
    const { page } = session
    await goto('/transactions/tx', { id: multisigId(world, world.queued[0]) })
    await page.getByRole('button', { name: 'Connect Wallet' }).first().waitFor({ timeout: 90_000 })
    await connectWallet(page)
    // The account button asks Ethereum's ENS universal resolver (viem's mainnet contracts,
    // merged into the gateway's chain), batched through Multicall3, through the wallet; nothing
    // is deployed there on this chain, so there is no name and the button shows the short
    // address, without an error.
    const resolver = mainnet.contracts.ensUniversalResolver.address.toLowerCase()
    const askedResolver = () =>
      walletRpc.calls.some(
        (call) =>
          call.to?.toLowerCase() === resolver ||
          (call.to?.toLowerCase() === MULTICALL3.toLowerCase() &&
            call.data?.toLowerCase().includes(resolver.slice(2))),
      )
    await expect.poll(askedResolver, { timeout: 30_000 }).toBe(true)
    const button = page.getByTestId('header-wallet')
    await expect
      .poll(() => button.textContent(), { timeout: 30_000 })
      .toContain(`${owner.slice(0, 4)}…${owner.slice(-4)}`)

    // Through the wallet's own provider on chain 1: owners, threshold, nonce, singleton… agree.
    const notice = page.getByTestId('onchain-state-verified')
    await notice.waitFor({ timeout: 60_000 })
    expect(await notice.textContent()).toContain("your wallet's RPC")
    const ok = page.getByTestId('verification-ok')
    await ok.waitFor({ timeout: 30_000 })
    await expect(ok.getAttribute('data-all-confirmations')).resolves.toBe('true')
    expect(await page.getByTestId('verification-problem').count()).toBe(0)

    await goto('/transactions/queue')
    const next = page.locator(
      `[data-testid="tx-row"][data-tx-id="${multisigId(world, world.queued[0])}"]`,
    )
    await next.getByText('1 of 2 verified').waitFor({ timeout: 30_000 })
    await page.screenshot({ path: join(artifacts, 'official-gateway-verified.png') })
  })

  it('confirms and executes the next transaction on the L1 singleton; the history shows it', async () => {
    const { page } = session
    const recipient = world.queued[0].tx.to as Address
    const before = await world.clients.publicClient.getBalance({ address: recipient })
    await confirmRow(page, '0.1 ETH')
    const gatewayConfirmations = world.queued[0].confirmations.map((c) => c.signer)
    expect(gatewayConfirmations).toEqual([world.owners[0], owner])
    await queueRow(page, '0.1 ETH').getByText('2 of 2 verified').waitFor({ timeout: 30_000 })
    await executeRow(page, '0.1 ETH')
    const after = await world.clients.publicClient.getBalance({ address: recipient })
    expect(after - before).toBe(parseEther('0.1'))
    // The Safe moved on to nonce 2: the threshold change is next, the transfer is history.
    await expect.poll(() => page.getByTestId('tx-row').count(), { timeout: 30_000 }).toBe(1)
    expect(await page.getByTestId('queue-label').allTextContents()).toEqual([
      expect.stringMatching(/^Next/),
    ])
    await goto('/transactions/history')
    const row = page.locator(
      `[data-testid="tx-row"][data-tx-id="${multisigId(world, world.queued[0])}"]`,
    )
    await row.waitFor({ timeout: 30_000 })
    await expect(row.getAttribute('data-status')).resolves.toBe('SUCCESS')
    await page.screenshot({ path: join(artifacts, 'official-gateway-executed.png') })
  })

  it('stayed offline and error-free', async () => {
    expect(outside.filter((url) => url.startsWith(KEYED_RPC_ORIGIN))).toEqual([])
    const hosts = [...new Set(outside.map((url) => new URL(url).origin))]
    console.log('outside hosts asked (answered locally or refused):', hosts)
    console.log('gateway requests left unanswered (404):', gateway.unanswered)
    expect(problemsThatMatter()).toEqual([])
  })
})
