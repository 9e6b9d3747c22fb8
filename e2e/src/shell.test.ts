import { launchChromium, TEST_ACCOUNTS, type TestChromium } from '@assent/test'
import type { Page } from 'playwright-core'
import type { Address } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { type OpenedPage, type OpenPageOptions, reusablePages } from './harness/openPage'
import { readDownload } from './harness/readDownload'
import type { WalletBuild } from './harness/serveWalletBuild'
import { settle } from './harness/settle'
import { serveSiweBuild } from './shell/serveSiweBuild'
import {
  artifactPath,
  connectBrowserWallet,
  DEMO_SAFE,
  DEMO_SAFE_1OF1,
  openConnectModal,
  readWalletGroups,
  safePath,
  shot,
  waitForConnected,
} from './shell/shellPages'

// Issue #5 end to end: the wallet connection as SPEC §1/§2 says, the Safe's pages on the demo
// world (read-only for this suite: nothing here changes the chain), local settings, and the
// compact layout — in Chromium against the whole stack.

const stack = inject('stack')
const CHAIN_ID = 31337
const SECOND_CHAIN_ID = 31338
const account = (index: number) => TEST_ACCOUNTS[index]?.address as Address

/** The Popular group outside a frame, in a browser that is not Brave (SPEC §1, §2). */
const popularOutsideFrame = [
  { label: 'Browser Wallet', enabled: true },
  { label: 'Safe (unsupported)', enabled: false },
  { label: 'Rainbow', enabled: true },
  { label: 'Coinbase Wallet', enabled: true },
  { label: 'MetaMask', enabled: true },
  { label: 'WalletConnect', enabled: true },
  { label: 'Brave Wallet (unsupported)', enabled: false },
]
/** Issue #30's group: Chromium has WebHID, so the Ledger is offered; the QR signer everywhere. */
const hardwareWallets = [
  { label: 'Ledger', enabled: true },
  { label: 'QR signer (air-gapped)', enabled: true },
]

let chromium: TestChromium
const opened: OpenedPage[] = []

// Pages go back to the file's pool when a test closes them, for later tests to reuse.
const openReusable = reusablePages(() => chromium.browser, stack)

async function open(options: OpenPageOptions = {}) {
  const page = await openReusable(options)
  opened.push(page)
  return page
}

/** Opens a page with the Browser Wallet of `index` connected, on `path`. */
async function openConnected(index: number, path: string, options: OpenPageOptions = {}) {
  const o = await open({ ...options, wallet: { account: account(index), chainId: CHAIN_ID } })
  await o.page.goto(`${stack.web}${path}`)
  await connectBrowserWallet(o.page, account(index))
  return o
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

describe('wallet connection', () => {
  it('lists the Popular wallets in the spec order, Safe and Brave Wallet "(unsupported)" and disabled', async () => {
    const { page, problems } = await open({ wallet: { account: account(0), chainId: CHAIN_ID } })
    await page.goto(`${stack.web}/`)
    await openConnectModal(page)
    // SPEC §2: outside a frame Safe, and Brave Wallet outside Brave, keep their place in the
    // list, marked "(unsupported)" and disabled (RainbowKit alone would hide both).
    expect(await readWalletGroups(page)).toEqual([
      { name: 'Popular', wallets: popularOutsideFrame },
      { name: 'Hardware', wallets: hardwareWallets },
      {
        name: 'Development',
        wallets: [{ label: 'Devnet test account (TEST KEYS)', enabled: true }],
      },
    ])
    const safe = page.getByTestId('rk-wallet-option-safe')
    await expect(safe.getAttribute('title')).resolves.toBe(
      'Safe can be used only when this page is open inside a Safe (in a frame).',
    )
    await expect(safe.getAttribute('aria-disabled')).resolves.toBe('true')
    // Even a forced click does nothing: no "Opening Safe…" step, nothing connected.
    await safe.click({ force: true })
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))))
    await expect(
      page
        .getByRole('dialog')
        .getByText(/Opening Safe/)
        .count(),
    ).resolves.toBe(0)
    await expect(page.getByTestId('rk-account-button').count()).resolves.toBe(0)
    // Not asserted: that the modal stays on the list. Under CI load RainbowKit re-renders the
    // option between our disabling it and the forced click, and may open Safe's info step (the
    // connector still refuses, checked above). Noted on issue #5.
    await shot(page, '01-connect-modal')
    expect(problems).toEqual([])
  })

  it('offers all seven Popular wallets in order inside a frame, in a Brave-like browser', async () => {
    const { page, problems } = await open({
      wallet: { account: account(0), chainId: CHAIN_ID, providerFlags: { isBraveWallet: true } },
    })
    await page.goto(`${stack.web}/`)
    // The wallet may only be framed by itself (frame-ancestors 'self').
    await page.evaluate((src) => {
      const frame = document.createElement('iframe')
      frame.src = src
      frame.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;border:0;z-index:9999'
      document.body.append(frame)
    }, `${stack.web}/`)
    const frame = await (await page.waitForSelector('iframe')).contentFrame()
    if (!frame) throw new Error('no frame')
    await openConnectModal(frame)
    const [popular] = await readWalletGroups(frame)
    // In a frame Safe is usable, and Brave Wallet in Brave: both plain and enabled.
    expect(popular?.wallets).toEqual(
      [
        'Browser Wallet',
        'Safe',
        'Rainbow',
        'Coinbase Wallet',
        'MetaMask',
        'WalletConnect',
        'Brave Wallet',
      ].map((label) => ({ label, enabled: true })),
    )
    await expect(
      frame.getByTestId('rk-wallet-option-safe').getAttribute('aria-disabled'),
    ).resolves.toBeNull()
    expect(problems).toEqual([])
  })

  it('connects the Browser Wallet: owned Safes, then the demo Safe as an owner', async () => {
    const { page, problems } = await openConnected(0, '/')
    const mySafes = page.getByTestId('my-safes')
    // The demo Safe is at the same address on both devnet chains: one row for both.
    await mySafes
      .getByTestId('safe-group-row')
      .filter({ hasText: DEMO_SAFE.slice(0, 6) })
      .getByText('on 2 networks')
      .waitFor()
    await expect(mySafes.getByTestId('safe-row').count()).resolves.toBeGreaterThanOrEqual(1)
    await expect(mySafes.textContent()).resolves.toContain(DEMO_SAFE_1OF1.slice(0, 6))
    await shot(page, '02-welcome-connected')

    await page.goto(`${stack.web}${safePath('/home')}`)
    await waitForConnected(page, account(0))
    const summary = page.getByTestId('safe-summary')
    await expect(summary.getByTestId('safe-threshold').textContent()).resolves.toBe('2/3')
    await summary.getByTestId('safe-fiat-total').getByText('$79,725.00').waitFor()
    await page.getByTestId('dashboard-page').waitFor()
    await page.getByTestId('pending-preview').waitFor()
    await expect(summary.getByTestId('read-only-badge').count()).resolves.toBe(0)
    await shot(page, '03-home')
    expect(problems).toEqual([])
  })

  it('marks a non-owner read-only, and nobody without a wallet', async () => {
    const { page, problems } = await openConnected(5, safePath('/home'))
    await page.getByTestId('read-only-badge').waitFor()

    const visitor = await open()
    await visitor.page.goto(`${stack.web}${safePath('/home')}`)
    await visitor.page.getByTestId('safe-summary').getByTestId('safe-nonce').waitFor()
    // The wallet stack is loaded (the button is enabled) and no wallet is connected.
    await visitor.page
      .locator('header')
      .getByRole('button', { name: 'Connect Wallet' })
      .and(visitor.page.locator(':enabled'))
      .waitFor()
    await expect(visitor.page.getByTestId('read-only-badge').count()).resolves.toBe(0)
    expect([...problems, ...visitor.problems]).toEqual([])
  })

  it('clears the recent transactions of an address when it disconnects', async () => {
    const { page, problems } = await open({ wallet: { account: account(0), chainId: CHAIN_ID } })
    await page.goto(`${stack.web}/`)
    const recent = (description: string) => ({
      hash: `0x${'ab'.repeat(32)}`,
      description,
      status: 'confirmed',
    })
    const seeded = {
      [account(0)]: { [CHAIN_ID]: [recent('Seeded transfer of account 0')] },
      [account(1)]: { [CHAIN_ID]: [recent('Seeded transfer of account 1')] },
    }
    await page.evaluate(
      (value) => localStorage.setItem('rk-transactions', value),
      JSON.stringify(seeded),
    )
    await page.reload()
    await connectBrowserWallet(page, account(0))

    const accountModal = async () => {
      await page.getByTestId('header-wallet').getByTestId('rk-account-button').click()
      await page.getByTestId('rk-disconnect-button').waitFor()
      return page.getByRole('dialog')
    }
    const before = await accountModal()
    await before.getByText('Seeded transfer of account 0').waitFor()
    // The viewport only: the full-page capture's resize was seen to leave the injected wallet
    // disconnected here (harness/safeOwners.ts, shot).
    await page.screenshot({ path: artifactPath('24-account-recent-transactions') })
    // On a busy machine the modal opened right after connecting was once closed again by
    // RainbowKit's own connect handling before this click: open it again if so.
    if ((await page.getByTestId('rk-disconnect-button').count()) === 0) await accountModal()
    await page.getByTestId('rk-disconnect-button').click()
    await page.locator('header').getByRole('button', { name: 'Connect Wallet' }).waitFor()
    const stored = await page.evaluate(() => localStorage.getItem('rk-transactions'))
    expect(JSON.parse(stored ?? '{}')).toEqual({ [account(1)]: seeded[account(1)] })

    // Reconnecting in the same tab shows none: RainbowKit's in-memory list was reloaded too.
    await connectBrowserWallet(page, account(0))
    const after = await accountModal()
    await after.getByText('transactions will appear here').waitFor()
    await expect(after.getByText('Seeded transfer of account 0').count()).resolves.toBe(0)
    expect(problems).toEqual([])
  })

  it('shows "Wrong network" on another chain, reports a refused switch, and switches back', async () => {
    const { page, wallet, problems } = await openConnected(0, safePath('/home'))
    if (!wallet) throw new Error('no wallet')
    // With the devnet as the only chain RainbowKit shows no chain button until it is wrong.
    const wrong = page.getByTestId('rk-wrong-network-button')
    await expect(wrong.count()).resolves.toBe(0)

    await wallet.setChainId(1)
    await expect(wrong.textContent()).resolves.toContain('Wrong network')
    const notice = page.getByTestId('chain-mismatch-notice')
    await notice.waitFor()
    await shot(page, '04-wrong-network')

    // Through RainbowKit's network modal.
    await wrong.click()
    await page.getByTestId(`rk-chain-option-${CHAIN_ID}`).click()
    await wrong.waitFor({ state: 'detached' })
    await notice.waitFor({ state: 'detached' })
    expect(wallet.calls).toContain('wallet_switchEthereumChain')

    // Through the Safe's notice, first refused in the wallet, then accepted.
    wallet.setReject(['wallet_switchEthereumChain'])
    await wallet.setChainId(1)
    // This step is about the refused switch; the first wrong-network step above already checked
    // that one chainChanged event is seen. A change announced a moment after the previous switch
    // can land before wagmi stores that switch's result and be overwritten (seen under load),
    // before or even while the button is clicked (a CI run saw the notice go away under the
    // click): the test wallet announces the change again, as a wallet polling its chain would,
    // and the button is clicked again, until the page reports the refusal. A screenshot says
    // what the page showed if it never does.
    const switchButton = notice.getByRole('button', { name: 'Switch to Assent Devnet' })
    const refusal = page.getByText('Error switching chain')
    await expect
      .poll(
        async () => {
          if (await refusal.isVisible()) return true
          if (!(await switchButton.isVisible())) {
            await wallet.setChainId(1)
            return false
          }
          // A click that misses a button gone meanwhile is retried on the next round.
          await switchButton.click({ timeout: 5000 }).catch(() => {})
          return refusal.isVisible()
        },
        { timeout: 90_000, interval: 2000 },
      )
      .toBe(true)
      .catch(async (error: unknown) => {
        await shot(page, '04b-wrong-network-again')
        throw error
      })
    wallet.setReject([])
    await notice.getByRole('button', { name: 'Switch to Assent Devnet' }).click()
    await notice.waitFor({ state: 'detached' })
    await wrong.waitFor({ state: 'detached' })
    expect(problems).toEqual([])
  })

  it('keeps the wallet dialogs in English in a German browser', async () => {
    const { page, problems } = await open({ context: { locale: 'de-DE' } })
    await page.goto(`${stack.web}/`)
    expect(await page.evaluate(() => navigator.language)).toBe('de-DE')
    await openConnectModal(page)
    const modal = page.getByRole('dialog')
    await expect(modal.getByTestId('rk-connect-header-label').textContent()).resolves.toBe(
      'Connect a Wallet',
    )
    await expect(modal.textContent()).resolves.not.toContain('Wallet verbinden')
    expect(problems).toEqual([])
  })

  it('connects the Development wallet without an extension, marked TEST KEYS', async () => {
    const { page, problems } = await open()
    await page.goto(`${stack.web}${safePath('/home')}`)
    await openConnectModal(page)
    await page.getByTestId('rk-wallet-option-devnetTestAccounts').click()
    const picker = page.getByTestId('devnet-account-picker')
    await picker.getByText('TEST KEYS').waitFor()
    await waitForConnected(page, account(0))
    await expect(page.getByTestId('read-only-badge').count()).resolves.toBe(0)
    // The picker offers the three owner keys; switching changes the connected account.
    const options = picker.getByRole('combobox').locator('option')
    await expect(options.count()).resolves.toBe(3)
    await picker.getByRole('combobox').selectOption(account(1))
    await waitForConnected(page, account(1))
    await shot(page, '05-devnet-wallet')
    expect(problems).toEqual([])
  })
})

describe('sign-in with Ethereum (VITE_SIWE=1 build)', () => {
  let siwe: WalletBuild

  beforeAll(async () => {
    siwe = await serveSiweBuild(stack)
  }, 300_000)
  afterAll(async () => {
    await siwe?.stop()
  })

  it('asks for the sign-in message after connecting, then is signed in, also after a reload', async () => {
    const { page, wallet, problems } = await open({
      wallet: { account: account(0), chainId: CHAIN_ID },
      prepare: (context) => siwe.routeWalletOrigin(context),
    })
    if (!wallet) throw new Error('no wallet')
    await page.goto(`${stack.web}${safePath('/home')}`)
    await openConnectModal(page)
    await page.getByTestId('rk-wallet-option-injected').click()
    // RainbowKit's sign-in step replaces the wallet list while unauthenticated.
    const signIn = page.getByTestId('rk-auth-message-button')
    await signIn.waitFor()
    await shot(page, '06-siwe-sign-in')
    await signIn.click()
    await waitForConnected(page, account(0))
    await signIn.waitFor({ state: 'detached' })
    expect(wallet.calls).toContain('personal_sign')

    // The gateway's session cookie says who signed in.
    const me = await page.evaluate(async (url) => {
      const response = await fetch(url, { credentials: 'include' })
      return { status: response.status, body: await response.json() }
    }, `${stack.gateway}/v1/auth/me`)
    expect(me.status).toBe(200)
    expect(me.body.address).toBe(account(0))

    const signs = wallet.calls.filter((call) => call === 'personal_sign').length
    await page.reload()
    await page.getByTestId('dashboard-page').waitFor()
    await waitForConnected(page, account(0))
    await expect(signIn.count()).resolves.toBe(0)
    expect(wallet.calls.filter((call) => call === 'personal_sign')).toHaveLength(signs)

    // Disconnecting signs out: the gateway clears its httpOnly session cookie.
    const session = async () =>
      (await page.context().cookies(stack.gateway)).find((c) => c.name === 'assent_session')
    expect((await session())?.value).toBeTruthy()
    const logout = page.waitForResponse(
      (response) =>
        response.url() === `${stack.gateway}/v1/auth/logout` &&
        response.request().method() === 'POST',
    )
    await page.getByTestId('header-wallet').getByTestId('rk-account-button').click()
    await page.getByTestId('rk-disconnect-button').click()
    expect((await logout).status()).toBe(204)
    await expect(session()).resolves.toBeUndefined()
    expect(problems).toEqual([])
  })
})

describe('Safe pages', () => {
  it('lists balances with fiat values and switches the currency', async () => {
    const { page, problems } = await open()
    await page.goto(`${stack.web}${safePath('/balances')}`)
    const rows = page.getByTestId('balance-row')
    await rows.first().waitFor()
    const table = async () =>
      (await rows.allInnerTexts()).map((row) => row.replace(/\s+/g, ' ').trim())
    // On a busy machine a read can catch rows whose cells are not laid out (the text then runs
    // together, "aUSD$1.00…"; seen once even after a laid-out read): wait until one read of the
    // whole table is laid out.
    await expect
      .poll(table, { timeout: 30_000 })
      .toEqual([
        expect.stringMatching(/aUSD \$1\.00 48,750 aUSD \$48,750\.00/),
        expect.stringMatching(/ETH \$3,000\.00 9\.5 ETH \$28,500\.00/),
        expect.stringMatching(/AST \$2\.50 990 AST \$2,475\.00/),
      ])
    await expect(page.getByTestId('balances-total').textContent()).resolves.toBe('$79,725.00')
    await shot(page, '07-balances-usd')

    const currencies = page.getByTestId('currency-select')
    // Until the gateway's fiat codes are in (and while the boot's first paint is up) the picker
    // is disabled and holds the current currency only.
    await currencies.and(page.locator(':enabled')).waitFor()
    await expect(currencies.locator('option').allInnerTexts()).resolves.toEqual([
      'USD',
      'AUD',
      'CAD',
      'CHF',
      'EUR',
      'GBP',
      'JPY',
    ])
    await currencies.selectOption('eur')
    await page.getByTestId('balances-total').getByText('€73,347.00').waitFor()
    await page.getByTestId('safe-fiat-total').getByText('€73,347.00').waitFor()
    // The choice is kept: a new visit starts in euros.
    await page.reload()
    await page.getByTestId('balances-total').getByText('€73,347.00').waitFor()
    await shot(page, '08-balances-eur')

    // Hiding a token removes it from the list and from the total.
    await page.getByRole('button', { name: 'Hide AST' }).click()
    await expect(rows.count()).resolves.toBe(2)
    await page.getByTestId('show-hidden-tokens').check()
    await expect(rows.count()).resolves.toBe(3)
    expect(problems).toEqual([])
  })

  it('exports the address book as CSV and imports it back', async () => {
    const { page, problems } = await open()
    await page.goto(`${stack.web}${safePath('/address-book')}`)
    const form = page.getByRole('form', { name: 'Add entry' })
    const entries = [
      { name: 'Treasury, "main"', address: account(7) },
      { name: '=cmd', address: account(8) },
    ]
    for (const entry of entries) {
      await form.getByLabel('Name').fill(entry.name)
      await form.getByLabel('Address').fill(entry.address)
      await form.getByRole('button', { name: 'Add' }).click()
    }
    const rows = page.getByTestId('address-book-row')
    await expect(rows.count()).resolves.toBe(2)
    await shot(page, '09-address-book')

    const download = page.waitForEvent('download')
    await page.getByTestId('address-book-export').click()
    const csv = await readDownload(download)
    expect(csv.split('\n')[0]).toBe('address,name,chainId')
    expect(csv).toContain(`${account(7)},"Treasury, ""main""",31337`)
    // A name that a spreadsheet would run as a formula is neutralised.
    expect(csv).toContain(`${account(8)},'=cmd,31337`)

    for (const entry of entries) {
      await page.getByRole('button', { name: `Remove ${entry.name}` }).click()
    }
    await expect(rows.count()).resolves.toBe(0)
    await page.getByTestId('address-book-import').setInputFiles({
      name: (await download).suggestedFilename(),
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    })
    // The import reads the file asynchronously: wait for both rows before counting.
    await rows.nth(1).waitFor()
    await expect(rows.count()).resolves.toBe(2)
    await expect(rows.first().innerText()).resolves.toContain('Treasury, "main"')
    expect(problems).toEqual([])
  })

  it('keeps each entry’s network through a Safe{Wallet} JSON import and a CSV round trip', async () => {
    // Issue #32: one address book across chains, through the Safe{Wallet} file formats.
    // Counts the import controls the page ever had: the app must mount once, inside the wallet
    // providers, or a file picked before they arrive is lost with the remounted page.
    const countImportControls = `(() => {
      const seen = new Set()
      globalThis.__importControls = seen
      new MutationObserver(() => {
        const control = document.querySelector('[data-testid=address-book-import]')
        if (control) seen.add(control)
      }).observe(document, { subtree: true, childList: true })
    })()`
    const { page, problems } = await open({
      prepare: async (context) => {
        await context.addInitScript(countImportControls)
      },
    })
    await page.goto(`${stack.web}${safePath('/address-book')}`)
    const rows = page.getByTestId('address-book-row')
    const upload = (name: string, text: string) =>
      page.getByTestId('address-book-import').setInputFiles({
        name,
        mimeType: name.endsWith('.json') ? 'application/json' : 'text/csv',
        buffer: Buffer.from(text),
      })
    const safeWalletExport = {
      version: '2.0',
      data: {
        addressBook: {
          [CHAIN_ID]: { [account(3)]: 'Payroll' },
          [SECOND_CHAIN_ID]: { [account(4)]: 'Vendor on chain two' },
        },
      },
    }
    await upload('safe-wallet-export.json', JSON.stringify(safeWalletExport))
    await page.getByTestId('toast').getByText('Imported 2 addresses').waitFor()
    await page.getByTestId('header-wallet').waitFor()
    const importControls = () => page.evaluate('globalThis.__importControls.size')
    await expect(importControls()).resolves.toBe(1)
    const form = page.getByRole('form', { name: 'Add entry' })
    await form.getByLabel('Name').fill('Auditor')
    await form.getByLabel('Address').fill(account(5))
    await form.getByLabel('Network').selectOption({ label: 'All networks' })
    await form.getByRole('button', { name: 'Add' }).click()
    await rows.nth(1).waitFor()
    // This chain's view: its own entry and the all-networks one, not the other chain's.
    const view = async (target: Page) =>
      (await target.getByTestId('address-book-row').allInnerTexts()).map((text) =>
        text.replace(/\s+/g, ' ').trim(),
      )
    expect(await view(page)).toEqual([
      expect.stringMatching(/^Payroll .*Assent Devnet/),
      expect.stringMatching(/^Auditor .*All networks/),
    ])
    await shot(page, '09b-address-book-scopes')

    const download = async (testId: string) => {
      const file = page.waitForEvent('download')
      await page.getByTestId(testId).click()
      return readDownload(file)
    }
    // Safe{Wallet}'s JSON has no "all networks": the entry is written under each chain.
    const json: { data: { addressBook: unknown } } = JSON.parse(
      await download('address-book-export-json'),
    )
    expect(json.data.addressBook).toEqual({
      [CHAIN_ID]: { [account(3)]: 'Payroll', [account(5)]: 'Auditor' },
      [SECOND_CHAIN_ID]: { [account(4)]: 'Vendor on chain two', [account(5)]: 'Auditor' },
    })
    // The CSV keeps it as one entry with an empty chainId, and the other chain's entry too.
    const csv = await download('address-book-export')
    expect(csv.trim().split('\n')).toEqual([
      'address,name,chainId',
      `${account(3)},Payroll,${CHAIN_ID}`,
      `${account(4)},Vendor on chain two,${SECOND_CHAIN_ID}`,
      `${account(5)},Auditor,`,
    ])

    // In a fresh browser (no address book yet), that CSV brings back the same book.
    const fresh = await open()
    await fresh.page.goto(`${stack.web}${safePath('/address-book')}`)
    await fresh.page.getByTestId('address-book-import').setInputFiles({
      name: 'address-book.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    })
    await fresh.page.getByTestId('address-book-row').nth(1).waitFor()
    expect(await view(fresh.page)).toEqual(await view(page))
    const again = fresh.page.waitForEvent('download')
    await fresh.page.getByTestId('address-book-export').click()
    expect(await readDownload(again)).toBe(csv)

    // A Safe{Wallet} CSV with a changed checksum: that line is named and left out, the rest kept.
    const bad = account(6).replace(/[a-f]/, (letter) => letter.toUpperCase())
    await upload(
      'safe-wallet.csv',
      ['address,name,chainId', `${account(7)},Keeper,${CHAIN_ID}`, `${bad},Typo,${CHAIN_ID}`].join(
        '\n',
      ),
    )
    await page
      .getByTestId('toast')
      .getByText('1 line(s) skipped: Invalid address checksum on line 3.')
      .waitFor()
    await rows.nth(2).waitFor()
    expect((await view(page)).map((row) => row.split(' ')[0])).toEqual([
      'Payroll',
      'Auditor',
      'Keeper',
    ])
    expect([...problems, ...fresh.problems]).toEqual([])
  })

  it('names an owner on the second chain’s Safe with an all-networks entry', async () => {
    const { page, problems } = await open()
    await page.goto(`${stack.web}${safePath('/address-book')}`)
    const form = page.getByRole('form', { name: 'Add entry' })
    const add = async (name: string, address: Address, network: string) => {
      await form.getByLabel('Name').fill(name)
      await form.getByLabel('Address').fill(address)
      await form.getByLabel('Network').selectOption({ label: network })
      await form.getByRole('button', { name: 'Add' }).click()
    }
    await add('Co-signer everywhere', account(1), 'All networks')
    await add('Co-signer on devnet', account(2), 'Assent Devnet')
    await page.getByTestId('address-book-row').nth(1).waitFor()
    // The demo Safe has the same address and owners on both chains.
    await page.goto(`${stack.web}/settings/setup?safe=devnet2:${DEMO_SAFE}`)
    await page.getByText('Co-signer everywhere').first().waitFor({ timeout: 30_000 })
    await expect(page.getByText('Co-signer on devnet').count()).resolves.toBe(0)
    await shot(page, '09c-address-book-second-chain')
    await page.goto(`${stack.web}${safePath('/settings/setup')}`)
    await page.getByText('Co-signer on devnet').first().waitFor({ timeout: 30_000 })
    await page.getByText('Co-signer everywhere').first().waitFor()
    expect(problems).toEqual([])
  })

  it('follows the system colour scheme and switches to dark in the appearance settings', async () => {
    const background = (page: Page) =>
      page.evaluate(() => ({
        theme: document.documentElement.dataset.theme,
        variable: getComputedStyle(document.documentElement).getPropertyValue('--bg').trim(),
        body: getComputedStyle(document.body).backgroundColor,
      }))
    const system = await open({ context: { colorScheme: 'dark' } })
    await system.page.goto(`${stack.web}${safePath('/home')}`)
    await system.page.getByTestId('dashboard-page').waitFor()
    await expect(background(system.page)).resolves.toMatchObject({ theme: 'dark' })

    const { page, problems } = await open({ context: { colorScheme: 'light' } })
    await page.goto(`${stack.web}${safePath('/settings/appearance')}`)
    await page.getByTestId('theme-dark').waitFor()
    await expect(background(page)).resolves.toEqual({
      theme: 'light',
      variable: '#f4f5f4',
      body: 'rgb(244, 245, 244)',
    })
    await page.getByTestId('theme-dark').click()
    await expect(background(page)).resolves.toEqual({
      theme: 'dark',
      variable: '#121312',
      body: 'rgb(18, 19, 18)',
    })
    await expect(page.getByTestId('theme-dark').getAttribute('aria-pressed')).resolves.toBe('true')
    await shot(page, '10-appearance-dark')
    await page.goto(`${stack.web}${safePath('/balances')}`)
    await page.getByTestId('balance-row').first().waitFor()
    await expect(background(page)).resolves.toMatchObject({ theme: 'dark' })
    await shot(page, '11-balances-dark')
    expect([...system.problems, ...problems]).toEqual([])
  })

  it('keeps the wallet connected when the system or the settings change the theme', async () => {
    // Each theme change re-renders the wallet providers; wagmi's WagmiProvider emptied the
    // connections on every render ("Connect Wallet" beside "Your wallet is on chain undefined").
    const { page, problems } = await openConnected(0, safePath('/settings/appearance'))
    const connected = page.getByTestId('header-wallet').getByText(account(0).slice(0, 4)).first()
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark')
    await page.getByTestId('theme-light').click()
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light')
    await page.getByTestId('theme-dark').click()
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark')
    // The account modal opens from the connected header (its Disconnect button proves it).
    await page.getByTestId('header-wallet').getByTestId('rk-account-button').click()
    await page.getByTestId('rk-disconnect-button').waitFor()
    await page.keyboard.press('Escape')
    await connected.waitFor()
    await expect(page.getByTestId('chain-mismatch-notice').count()).resolves.toBe(0)
    expect(problems).toEqual([])
  })

  it('uses the compact layout under 768 px: the sidebar is a drawer', async () => {
    const { page, problems } = await open({
      wallet: { account: account(0), chainId: CHAIN_ID },
      context: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    })
    await page.goto(`${stack.web}${safePath('/home')}`)
    await page.getByTestId('dashboard-page').waitFor()
    const sidebar = page.locator('#safe-sidebar')
    const menu = page.getByRole('button', { name: 'Open menu' })
    await expect(sidebar.isVisible()).resolves.toBe(false)
    await expect(menu.isVisible()).resolves.toBe(true)
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    await expect(overflow()).resolves.toBeLessThanOrEqual(0)
    await shot(page, '12-compact-home')

    await menu.click()
    await sidebar.getByRole('link', { name: 'Tokens' }).waitFor()
    // Screenshot the drawer once it has slid in (0.2 s), with its backdrop.
    await page.waitForFunction(
      () =>
        getComputedStyle(document.getElementById('safe-sidebar') as Element).transform === 'none',
    )
    await shot(page, '13-compact-menu')
    await sidebar.getByRole('link', { name: 'Tokens' }).click()
    await page.getByTestId('balance-row').first().waitFor()
    // Navigating closes the drawer (it slides out in 0.2 s).
    await sidebar.waitFor({ state: 'hidden' })
    await expect(overflow()).resolves.toBeLessThanOrEqual(0)

    // A click beside the drawer (on its backdrop) closes it, and so does Escape; focus goes
    // back to the menu button each time.
    const backdrop = page.getByTestId('sidebar-backdrop')
    const menuFocused = () =>
      page.evaluate(() => document.activeElement?.classList.contains('menu-button'))
    await menu.click()
    await sidebar.getByRole('link', { name: 'Tokens' }).waitFor()
    await backdrop.click({ position: { x: 340, y: 300 } })
    await sidebar.waitFor({ state: 'hidden' })
    await expect(backdrop.count()).resolves.toBe(0)
    await expect(menuFocused()).resolves.toBe(true)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await sidebar.getByRole('link', { name: 'Tokens' }).focus()
    await page.keyboard.press('Escape')
    await sidebar.waitFor({ state: 'hidden' })
    await expect(menuFocused()).resolves.toBe(true)

    // RainbowKit's compact modal variant, with the same wallets, unsupported ones disabled.
    await openConnectModal(page)
    const groups = await readWalletGroups(page)
    expect(groups.map((group) => group.name)).toEqual(['Popular', 'Hardware', 'Development'])
    expect(groups[0]?.wallets).toEqual(popularOutsideFrame)
    await shot(page, '14-compact-connect')
    await page.getByTestId('rk-wallet-option-injected').click()
    await page.getByTestId('rk-account-button').waitFor()
    expect(problems).toEqual([])
  })

  it('renders every main page without console errors', async () => {
    const { page, problems } = await openConnected(0, safePath('/home'))
    const pages: [path: string, ready: string, name: string][] = [
      ['/balances/nfts', 'nfts-page', '15-nfts'],
      ['/transactions/queue', 'tx-row', '16-queue'],
      ['/transactions/history', 'tx-row', '17-history'],
      ['/transactions/messages', 'messages-page', '18-messages'],
      ['/apps', 'safe-app-card', '19-apps'],
      ['/settings/setup', 'settings-owners', '20-settings-setup'],
      ['/settings/modules', 'settings-page', '21-settings-modules'],
      ['/settings/data', 'data-settings', '22-settings-data'],
    ]
    for (const [path, ready, name] of pages) {
      await page.goto(`${stack.web}${safePath(path)}`)
      await page.getByTestId(ready).first().waitFor()
      // Not 'networkidle': the inbox keeps an event stream open on every page.
      await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0)
      await settle(page)
      await shot(page, name)
    }
    await page.goto(`${stack.web}/new-safe`)
    await page.getByTestId('create-safe-page').waitFor()
    await shot(page, '23-new-safe')
    // Offline too: the devnet's app list has nothing hosted elsewhere.
    expect(problems).toEqual([])
  })
})
