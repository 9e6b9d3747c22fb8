import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { createDevnetClients } from '@assent/devnet'
import { deployTestSafe, launchChromium, type TestChromium } from '@assent/test'
import type { Page } from 'playwright-core'
import { type Address, getAddress, parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { type OpenedPage, openPage } from './harness/openPage'
import {
  testAccount as account,
  DEVNET_CHAIN_ID as CHAIN_ID,
  gatewayJson,
  newTransaction,
  proposeAsOwner,
  queueRow,
  safeOwners,
  until,
} from './harness/safeOwners'
import { DEMO_SAFE_PARAM } from './shell/shellPages'

// Issue #28, items 7 and 8, in Chromium against the whole stack. A gateway that puts bidi
// controls and zero-width characters in a token symbol must not get them on screen, from the
// boot's first paint to the full app. And a recipient that looks like one of the Safe's past
// counterparties (address poisoning copies them from the history) needs the typed word.

const stack = inject('stack')
const artifacts = join(import.meta.dirname, '../artifacts')
const devnet = createDevnetClients(stack.rpc)

const RLO = '\u202E'
const ZWSP = '\u200B'
const LRI = '\u2066'

/** Who sent the Safe its first coins: a past counterparty that a poisoner would imitate. */
const PAST_SENDER = account(7)
/** The same first and last four hex digits as the past sender: what poisoning tools make. */
const POISON = getAddress(
  `0x${PAST_SENDER.slice(2, 6)}${'0'.repeat(32)}${PAST_SENDER.slice(-4).toLowerCase()}`,
)

let chromium: TestChromium
let safe: Address
const opened: OpenedPage[] = []
const { openAs, release, shot } = safeOwners({
  browser: () => chromium.browser,
  stack,
  safe: () => safe,
  artifacts,
  prefix: 'spoofed-strings',
})

type HistoryPage = {
  results: {
    type: string
    transaction?: { txInfo: { type: string; sender?: { value: string } } }
  }[]
}

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true })
  safe = await deployTestSafe(devnet, { owners: [0, 1, 2], threshold: 2 })
  const hash = await devnet.walletClients[7]!.sendTransaction({ to: safe, value: parseEther('1') })
  await devnet.publicClient.waitForTransactionReceipt({ hash })
  await until('the gateway to list the incoming transfer', async () => {
    const page = await gatewayJson<HistoryPage>(
      stack,
      `/v1/chains/${CHAIN_ID}/safes/${safe}/transactions/history?trusted=true`,
    )
    return page.results.some(
      (item) =>
        item.transaction?.txInfo.type === 'Transfer' &&
        item.transaction.txInfo.sender?.value.toLowerCase() === PAST_SENDER.toLowerCase(),
    )
  })
  chromium = await launchChromium()
}, 300_000)

afterEach(async () => {
  for (const page of opened.splice(0)) await page.close()
})

afterAll(async () => {
  await chromium?.close()
})

type Seen = {
  /** Text (and aria-labels) of the balance rows in the boot's view, when it had rows. */
  boot: string | null
  /** The same in the full app's view. */
  app: string | null
  /** The first row text that held a spoofing character, if any ever did. */
  spoofed: string | null
}

/** From the first script on, reads the balance rows after every DOM change. */
async function watchBalanceRows(page: Page) {
  await page.addInitScript(`(() => {
    const seen = { boot: null, app: null, spoofed: null }
    window.__seen = seen
    const spoofing = /[\\u061C\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u2069\\uFEFF]/
    const check = () => {
      const rows = Array.from(document.querySelectorAll('[data-testid="balance-row"]'))
      if (rows.length === 0) return
      const text = rows
        .map((row) => [row.textContent, ...Array.from(row.querySelectorAll('[aria-label]'), (e) => e.getAttribute('aria-label'))].join(' '))
        .join('\\n')
      if (!seen.spoofed && spoofing.test(text)) seen.spoofed = text
      if (document.querySelector('[data-boot-view]')) seen.boot = text
      else seen.app = text
    }
    new MutationObserver(check).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    })
  })()`)
  return () => page.evaluate(() => Reflect.get(window, '__seen') as Seen)
}

describe('gateway strings with bidi controls and invisible characters', () => {
  it('a token symbol with U+202E is shown cleaned, in the boot and in the full app', async () => {
    const o = await openPage(chromium.browser, stack, {
      // The gateway lies: every token's symbol and name carry spoofing characters.
      prepare: async (context) => {
        await context.route(`${stack.gateway}/v1/chains/*/safes/*/balances/**`, async (route) => {
          const response = await route.fetch()
          const balances = (await response.json()) as {
            items: { tokenInfo: { symbol: string; name: string } }[]
          }
          for (const { tokenInfo } of balances.items) {
            tokenInfo.symbol = `${RLO}CDSU${ZWSP}`
            tokenInfo.name = `${LRI}Spoof${ZWSP} Coin`
          }
          await route.fulfill({ response, json: balances })
        })
      },
    })
    opened.push(o)
    const seen = await watchBalanceRows(o.page)
    await o.page.goto(`${stack.web}/balances?safe=${DEMO_SAFE_PARAM}`)
    const app = o.page.locator('.app:not([data-boot-view])')
    await app.getByTestId('balance-row').first().waitFor({ timeout: 90_000 })
    await expect.poll(async () => (await seen()).app, { timeout: 30_000 }).toContain('CDSU')
    const { boot, app: appText, spoofed } = await seen()
    expect(spoofed).toBeNull()
    expect(boot).toContain('CDSU')
    expect(appText).toContain('Spoof Coin')
    await expect(app.getByTestId('balance-row').first().textContent()).resolves.toContain('CDSU')
    await shot(o.page, '01-cleaned-symbol')
  })
})

describe('look-alikes of past counterparties', () => {
  it('a recipient that looks like a past sender needs the typed word lookalike', async () => {
    const { nonce } = await proposeAsOwner(stack, {
      safe,
      ownerIndex: 0,
      tx: { to: POISON, value: parseEther('0.01'), data: '0x', operation: 0 },
    })
    const page = await openAs(1, '/transactions/queue')
    await queueRow(page, `#${nonce}`).getByRole('button', { name: 'Confirm' }).click()
    const risk = page.getByTestId('risk-look-alike')
    await risk.waitFor({ timeout: 60_000 })
    await expect(risk.textContent()).resolves.toContain(
      `${POISON} looks like a past sender (${PAST_SENDER})`,
    )
    const confirm = page.getByTestId('confirm-transaction')
    await expect(confirm.isDisabled()).resolves.toBe(true)
    await page.getByTestId('ack-look-alike').fill('lookalike')
    await expect.poll(() => confirm.isEnabled(), { timeout: 10_000 }).toBe(true)
    await shot(page, '02-past-sender-look-alike')
    await release(page)
  })

  it('the send form warns while the look-alike is typed', async () => {
    const page = await openAs(0, '/transactions/queue')
    await newTransaction(page, 'Send tokens')
    await page.getByTestId('recipient-input').fill(POISON)
    const hint = page.getByTestId('lookalike-hint')
    await hint.waitFor({ timeout: 30_000 })
    await expect(hint.textContent()).resolves.toContain(`a past sender (${PAST_SENDER})`)
    await shot(page, '03-send-form-warning')
    // The past sender itself is not a look-alike.
    await page.getByTestId('recipient-input').fill(PAST_SENDER)
    await hint.waitFor({ state: 'detached' })
    await release(page)
  })
})
