import { join, resolve } from 'node:path'
import { createDevnetClients, SECOND_DEVNET_CHAIN_ID } from '@assent/devnet'
import { deployTestSafe, launchChromium, TEST_ACCOUNTS, type TestChromium } from '@assent/test'
import type { Address } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  addGnosisToChainList,
  buildContains,
  goBack,
  qrCode,
  shot,
  walletDialog,
} from './connect/connectPages'
import { crashBuildName, serveCrashBuild } from './connect/serveCrashBuild'
import { e2eBuildDir, e2eBuildRoot } from './harness/buildRoot'
import { type OpenedPage, type OpenPageOptions, reusablePages } from './harness/openPage'
import { proposeAsOwner, queueRow } from './harness/safeOwners'
import type { WalletBuild } from './harness/serveWalletBuild'
import {
  connectBrowserWallet,
  openConnectModal,
  safePath,
  waitForConnected,
} from './shell/shellPages'

// Issue #30, part 1: every way a signer connects, in Chromium against the whole stack — the
// connect modal's steps (SPEC §4) with a QR code drawn, no browser wallet (SPEC §8 "Connector
// not found"), a dialog that throws, and the wallet errors SPEC §8 names, from a real wallet.

const stack = inject('stack')
const CHAIN_ID = 31337
const account = (index: number) => TEST_ACCOUNTS[index]?.address as Address
const repoRoot = resolve(import.meta.dirname, '../..')
/** What WalletDialogCrashProbe throws; only a test build may contain it. */
const CRASH_TEXT = 'Wallet dialog crash test: the connect modal threw while rendering'

let chromium: TestChromium
const opened: OpenedPage[] = []

// Pages go back to the file's pool when a test closes them, for later tests to reuse.
const openReusable = reusablePages(() => chromium.browser, stack)

async function open(options: OpenPageOptions = {}) {
  const page = await openReusable(options)
  opened.push(page)
  return page
}

beforeAll(async () => {
  chromium = await launchChromium()
})
afterEach(async () => {
  for (const page of opened.splice(0)) await page.close()
})
afterAll(async () => {
  await chromium?.close()
})

describe('the connect modal’s steps (SPEC §4)', () => {
  it('walks GET → DOWNLOAD with a QR code → INSTRUCTIONS_MOBILE, and back with the Back arrow', async () => {
    const { page, problems } = await open()
    await page.goto(`${stack.web}/`)
    await openConnectModal(page)
    const dialog = walletDialog(page)
    await dialog.getByText('What is a Wallet?').waitFor()

    await dialog.getByRole('button', { name: 'Get a Wallet' }).click()
    await dialog.getByRole('button', { name: 'GET', exact: true }).first().click()
    await dialog.getByText('Get Rainbow').waitFor()
    // DOWNLOAD: the QR code that threw "invalid border=0" with qr 0.7 and blanked the page.
    await dialog.getByRole('button', { name: 'Get the app' }).click()
    await dialog.getByText('Install Rainbow').waitFor()
    await dialog.getByText('Scan with your phone to download on iOS or Android').waitFor()
    const qr = qrCode(page)
    await qr.waitFor()
    const drawn = await qr.evaluate((svg) => ({
      finders: svg.querySelectorAll('rect').length,
      cells: svg.querySelector('path')?.getAttribute('d')?.length ?? 0,
      width: svg.getBoundingClientRect().width,
    }))
    expect(drawn.finders).toBe(6)
    expect(drawn.cells).toBeGreaterThan(1000)
    expect(drawn.width).toBeGreaterThan(150)
    await expect(page.getByTestId('welcome-page').isVisible()).resolves.toBe(true)
    await shot(page, '01-download-qr')

    await dialog.getByRole('button', { name: 'Continue' }).click()
    await dialog.getByText('Get started with Rainbow').waitFor()
    await dialog.getByText('Open the Rainbow app').waitFor()
    await shot(page, '02-instructions-mobile')

    // The back arrow, by its accessible name, step by step to the start.
    await goBack(page)
    await dialog.getByText('Install Rainbow').waitFor()
    await goBack(page)
    await dialog.getByText('Get Rainbow').waitFor()
    await goBack(page)
    await dialog.getByRole('button', { name: 'GET', exact: true }).first().waitFor()
    await goBack(page)
    await dialog.getByText('What is a Wallet?').waitFor()
    await expect(dialog.getByRole('button', { name: 'Back', exact: true }).count()).resolves.toBe(0)
    expect(problems).toEqual([])
  })

  it('shows "New to Ethereum wallets? Learn More" in the compact modal, and LEARN_COMPACT behind it', async () => {
    const { page, problems } = await open({ context: { viewport: { width: 390, height: 844 } } })
    await page.goto(`${stack.web}/`)
    await openConnectModal(page)
    const dialog = walletDialog(page)
    await dialog.getByText('New to Ethereum wallets?').waitFor()
    // The WalletConnect note of a build without a project id would take this footer's place.
    await expect(page.getByTestId('walletconnect-not-configured').count()).resolves.toBe(0)
    await shot(page, '03-compact')

    // RainbowKit's footer link is a clickable box around the text (no button role).
    await dialog.getByText('Learn More', { exact: true }).locator('xpath=..').click()
    await dialog.getByText('What is a Wallet?').waitFor()
    await dialog.getByText('A Home for your Digital Assets').waitFor()
    await shot(page, '04-learn-compact')
    await dialog.getByRole('button', { name: 'Get a Wallet' }).click()
    await dialog.getByRole('button', { name: 'GET', exact: true }).first().waitFor()
    // In the compact modal GET leads back to LEARN_COMPACT, and that back to the list.
    await goBack(page)
    await dialog.getByText('A Home for your Digital Assets').waitFor()
    await goBack(page)
    await dialog.getByTestId('rk-wallet-option-devnetTestAccounts').waitFor()
    await dialog.getByText('New to Ethereum wallets?').waitFor()
    expect(problems).toEqual([])
  })

  it('keeps the WalletConnect note in the wide modal of a build without a project id', async () => {
    const { page, problems } = await open()
    await page.goto(`${stack.web}/`)
    await openConnectModal(page)
    await page.getByTestId('walletconnect-not-configured').waitFor()
    expect(problems).toEqual([])
  })
})

describe('no browser wallet (SPEC §8 "Connector not found")', () => {
  it('says so at once, offers the other ways and connects through one', async () => {
    const { page, problems } = await open()
    await page.goto(`${stack.web}/`)
    await openConnectModal(page)
    await page.getByTestId('rk-wallet-option-injected').click()
    const missing = page.getByTestId('missing-browser-wallet')
    await missing.waitFor()
    await expect(missing.getByRole('alert').textContent()).resolves.toBe(
      'Connector not found. No wallet was found in this browser. Install a wallet extension or pick another option.',
    )
    // RainbowKit never started its "Opening Browser Wallet… Confirm connection" wait.
    await expect(page.getByText('Opening Browser Wallet').count()).resolves.toBe(0)
    await expect(missing.getByRole('list').getByRole('button').allTextContents()).resolves.toEqual([
      'Rainbow',
      'Coinbase Wallet',
      'MetaMask',
      'WalletConnect',
      'Ledger',
      'QR signer (air-gapped)',
      'Devnet test account (TEST KEYS)',
    ])
    await shot(page, '05-no-browser-wallet')

    // Escape closes this dialog only; the wallet list stays.
    await page.keyboard.press('Escape')
    await missing.waitFor({ state: 'detached' })
    await page.getByTestId('rk-connect-header-label').waitFor()
    await page.getByTestId('rk-wallet-option-injected').click()
    await missing.getByRole('button', { name: 'Back to the wallet list' }).click()
    await missing.waitFor({ state: 'detached' })

    await page.getByTestId('rk-wallet-option-injected').click()
    await missing.getByRole('button', { name: 'Devnet test account (TEST KEYS)' }).click()
    await waitForConnected(page, account(0))
    await expect(page.getByText('Opening Browser Wallet').count()).resolves.toBe(0)
    expect(problems).toEqual([])
  })
})

describe('a wallet dialog that throws (VITE_WALLET_DIALOG_CRASH_TEST=1 build)', () => {
  let crash: WalletBuild

  beforeAll(async () => {
    crash = await serveCrashBuild(stack)
  }, 300_000)
  afterAll(async () => {
    await crash?.stop()
  })

  it('keeps the app, says what failed, and mounts the wallet again on Retry', async () => {
    const { page, problems } = await open({
      prepare: (context) => crash.routeWalletOrigin(context),
    })
    await page.goto(`${stack.web}/`)
    await page.getByTestId('welcome-page').waitFor()
    const connect = page
      .locator('header')
      .getByRole('button', { name: 'Connect Wallet' })
      .and(page.locator(':enabled'))
    await connect.click()

    const alert = page.locator('header').getByRole('alert')
    await alert.waitFor()
    await expect(alert.textContent()).resolves.toContain(
      `A wallet dialog failed and was closed (${CRASH_TEXT}).`,
    )
    await expect(page.getByTestId('welcome-page').isVisible()).resolves.toBe(true)
    await shot(page, '06-dialog-crashed')

    await alert.getByRole('button', { name: 'Retry' }).click()
    await connect.waitFor()
    await expect(alert.count()).resolves.toBe(0)
    // React reports the error it caught; nothing went uncaught.
    expect(problems.filter((problem) => problem.kind === 'pageerror')).toEqual([])
    expect(problems.length).toBeGreaterThan(0)
    expect(problems.filter((problem) => !problem.text.includes(CRASH_TEXT))).toEqual([])
  })

  it('ships the switch only in that build', () => {
    const webDist = process.env.E2E_WEB_DIST ?? join(e2eBuildRoot(repoRoot), 'web')
    expect(buildContains(e2eBuildDir(repoRoot, `web-${crashBuildName(stack)}`), CRASH_TEXT)).toBe(
      true,
    )
    expect(buildContains(webDist, CRASH_TEXT)).toBe(false)
  })
})

describe('the wallet’s names and networks', () => {
  it('calls the app Assent where RainbowKit names it', async () => {
    const { page, problems } = await open()
    await page.goto(`${stack.web}/`)
    await openConnectModal(page)
    await page.getByTestId('rk-wallet-option-devnetTestAccounts').click()
    await waitForConnected(page, account(0))
    await page.getByTestId('header-wallet').getByTestId('rk-account-button').click()
    await page.getByText('Assent transactions will appear here...').waitFor()
    await expect(page.getByText('My RainbowKit App').count()).resolves.toBe(0)
    expect(problems).toEqual([])
  })

  it('offers the gateway’s networks and mainnet, never the shut-down Goerli', async () => {
    const { page, problems } = await open({
      prepare: (context) => addGnosisToChainList(context, stack.gateway),
    })
    await page.goto(`${stack.web}/`)
    await openConnectModal(page)
    await page.getByTestId('rk-wallet-option-devnetTestAccounts').click()
    await waitForConnected(page, account(0))
    await page.getByTestId('rk-chain-button').click()
    const options = page.locator('button[data-testid^="rk-chain-option-"]')
    await page.getByTestId('rk-chain-option-1').waitFor()
    await expect(
      options.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-testid'))),
    ).resolves.toEqual([
      `rk-chain-option-${CHAIN_ID}`,
      `rk-chain-option-${SECOND_DEVNET_CHAIN_ID}`,
      'rk-chain-option-100',
      'rk-chain-option-1',
    ])
    await expect(page.getByText('Goerli').count()).resolves.toBe(0)
    // This machine is offline (mainnet's ENS lookups fail) and the stack's gateway does not
    // serve the added chain 100: only those requests may fail.
    const offlineOrChain100 = (text: string) =>
      /\/v1\/chains\/100\//.test(text) || /\(https:\/\/(?!127\.0\.0\.1)/.test(text)
    expect(problems.filter((problem) => !offlineOrChain100(problem.text))).toEqual([])
  })
})

describe('wallet errors in the spec’s words, from a real wallet', () => {
  it('reports a wallet that cannot add the Safe’s network as "Error adding chain", not a refusal', async () => {
    const reason = 'Internal error: this wallet cannot add networks'
    const { page, wallet, problems } = await open({
      wallet: {
        account: account(0),
        chainId: CHAIN_ID,
        addChainError: { code: -32603, message: reason },
      },
    })
    if (!wallet) throw new Error('no wallet')
    await page.goto(`${stack.web}${safePath('/home')}`)
    await connectBrowserWallet(page, account(0))
    // The user moved to mainnet and removed the devnet from the wallet.
    await wallet.setChainId(1)
    wallet.forgetChain(CHAIN_ID)
    const notice = page.getByTestId('chain-mismatch-notice')
    await notice.getByRole('button', { name: 'Switch to Assent Devnet' }).click()

    const toast = page.getByTestId('toast').filter({ hasText: 'Error adding chain' })
    await toast.waitFor()
    await expect(toast.textContent()).resolves.toContain(
      `Error adding chain. Your wallet could not add this network (it said: ${reason}).`,
    )
    await expect(page.getByText('You rejected the network change').count()).resolves.toBe(0)
    expect(wallet.calls).toContain('wallet_addEthereumChain')
    await shot(page, '07-error-adding-chain')
    expect(problems).toEqual([])
  })

  it('says "Chain mismatch: Expected …, received …." when the wallet changed network unannounced', async () => {
    const devnet = createDevnetClients(stack.rpc)
    const safe = await deployTestSafe(devnet, { owners: [0, 1], threshold: 2 })
    await proposeAsOwner(stack, {
      safe,
      ownerIndex: 0,
      tx: { to: account(7), data: '0x', operation: 0, nonce: 0n },
    })
    const { page, wallet, problems } = await open({
      wallet: { account: account(1), chainId: CHAIN_ID },
    })
    if (!wallet) throw new Error('no wallet')
    await page.goto(`${stack.web}/transactions/queue?safe=devnet:${safe}`)
    await connectBrowserWallet(page, account(1))
    await queueRow(page, /./).getByRole('button', { name: 'Confirm' }).click()
    await page.getByTestId('verification-ok').waitFor()

    await wallet.setChainId(1, { announce: false })
    await page.getByTestId('confirm-transaction').click()
    const dialog = page.getByTestId('tx-flow-dialog')
    await dialog
      .getByText(`Chain mismatch: Expected chain ${CHAIN_ID}, received chain 1.`)
      .waitFor()
    expect(wallet.calls).not.toContain('eth_signTypedData_v4')
    await shot(page, '08-chain-mismatch')
    expect(problems).toEqual([])
  })
})
