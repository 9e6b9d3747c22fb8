import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { createDevnetClients, demoErc20Abi, demoTokenAddresses } from '@assent/devnet'
import { deployTestSafe, launchChromium, type TestChromium } from '@assent/test'
import type { Page } from 'playwright-core'
import { type Address, decodeFunctionData, erc20Abi, getAddress, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  testAccount as account,
  DEVNET_CHAIN_ID as CHAIN_ID,
  gatewayJson,
  newTransaction,
  safeOwners,
  signAndPropose,
  until,
} from './harness/safeOwners'

// Security issue #28, item 4: the send form must read a token's decimals from the token
// contract, not from the gateway. A gateway that says 12 decimals for the 6-decimal aUSD would
// otherwise turn "1" into a call moving 1,000,000 aUSD under the title "Send 1 aUSD". Where the
// decimals cannot be read, the form takes base units and says so.

const stack = inject('stack')
const artifacts = join(import.meta.dirname, '../artifacts')
const demo = demoTokenAddresses()

type BalanceItem = {
  tokenInfo: {
    type: string
    address: string
    decimals: number | null
    symbol: string
    name: string
    logoUri: string | null
  }
  balance: string
  fiatBalance: string
  fiatConversion: string
}

let chromium: TestChromium
let safe: Address
const devnet = createDevnetClients(stack.rpc)
const { openAs, release, shot } = safeOwners({
  browser: () => chromium.browser,
  stack,
  safe: () => safe,
  artifacts,
  prefix: 'token-decimals',
})

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true })
  safe = await deployTestSafe(devnet, { owners: [0, 1, 2], threshold: 2 })
  const wallet = devnet.walletClients[9]
  if (!wallet) throw new Error('no test account 9')
  await devnet.publicClient.waitForTransactionReceipt({
    hash: await wallet.writeContract({
      address: demo.usd6,
      abi: demoErc20Abi,
      functionName: 'mint',
      args: [safe, parseUnits('1000', 6)],
    }),
  })
  await until(
    'the gateway to list the Safe’s aUSD',
    async () => {
      const balances = await gatewayJson<{ items: BalanceItem[] }>(
        stack,
        `/v1/chains/${CHAIN_ID}/safes/${safe}/balances/usd`,
      )
      return balances.items.some((item) => item.tokenInfo.symbol === 'aUSD')
    },
    60_000,
  )
  chromium = await launchChromium()
}, 300_000)

afterAll(async () => {
  await chromium?.close()
})

/** A gateway whose balances answer is rewritten by `lie` before the page sees it. */
function lyingBalances(lie: (items: BalanceItem[]) => BalanceItem[]) {
  return async (page: Page) => {
    await page.route(
      (url) => url.href.startsWith(stack.gateway) && url.pathname.includes('/balances/'),
      async (route) => {
        try {
          const response = await route.fetch()
          const body = (await response.json()) as { items: BalanceItem[] }
          await route.fulfill({ response, json: { ...body, items: lie(body.items) } })
        } catch {
          // The gateway hung up (busy machine) or the test closed its page mid-poll: no lie to
          // tell this time. The page sees a failed read and polls again; assertions that need
          // the lie wait for it.
          await route.abort().catch(() => {})
        }
      },
    )
  }
}

const isAusd = (item: BalanceItem) =>
  item.tokenInfo.address.toLowerCase() === demo.usd6.toLowerCase()

describe('token decimals in the send form', () => {
  it('a gateway claiming 12 decimals for the 6-decimal aUSD cannot make "1" send a million', async () => {
    const recipient = account(5)
    const page = await openAs(0, '/transactions/queue', {
      prepare: lyingBalances((items) =>
        items.map((item) =>
          isAusd(item) ? { ...item, tokenInfo: { ...item.tokenInfo, decimals: 12 } } : item,
        ),
      ),
    })
    await newTransaction(page, 'Send tokens')
    await page.getByTestId('token-select').selectOption(demo.usd6)
    await page.getByTestId('recipient-input').fill(recipient)
    await page.getByTestId('amount-input').fill('1')

    const warning = page.getByTestId('token-decimals-mismatch')
    await warning.waitFor()
    await expect(warning.textContent()).resolves.toContain(
      'The gateway says this token has 12 decimals, but the token contract says 6: the gateway is wrong or lying.',
    )
    await expect(page.getByTestId('amount-base-units').textContent()).resolves.toMatch(
      /^Sends 1000000 base units \(6 decimals, read from the token contract/,
    )
    await shot(page, '01-mismatch-warning')
    await page.getByTestId('build-next').click()
    await expect(page.getByTestId('draft-title').textContent()).resolves.toBe(
      `Send 1 aUSD to ${recipient.slice(0, 6)}…${recipient.slice(-4)}`,
    )
    await expect(page.getByTestId('token-amount').textContent()).resolves.toBe('1 aUSD')
    await signAndPropose(page)
    await release(page)

    // What was proposed, as the gateway stored it: transfer(recipient, 10^6) on aUSD.
    const queued = await gatewayJson<{ results: { to: string; data: `0x${string}` | null }[] }>(
      stack,
      `/txs/${CHAIN_ID}/api/v2/safes/${safe}/multisig-transactions/?executed=false`,
    )
    expect(queued.results).toHaveLength(1)
    const [proposed] = queued.results
    expect(getAddress(proposed?.to ?? '')).toBe(getAddress(demo.usd6))
    const call = decodeFunctionData({ abi: erc20Abi, data: proposed?.data ?? '0x' })
    expect(call.functionName).toBe('transfer')
    expect(call.args).toEqual([recipient, 1_000_000n])
  })

  it('a token whose decimals cannot be read takes base units, shown before signing', async () => {
    // The gateway lists two "ERC-20s" the chain cannot vouch for: the demo NFT contract
    // (decimals() reverts) and an address without code, both claiming 6 decimals.
    const noCode = getAddress('0x000000000000000000000000000000000000dEaD')
    const fake = (address: string, symbol: string): BalanceItem => ({
      tokenInfo: { type: 'ERC20', address, decimals: 6, symbol, name: symbol, logoUri: null },
      balance: '5000000',
      fiatBalance: '0',
      fiatConversion: '0',
    })
    const page = await openAs(0, '/transactions/queue', {
      prepare: lyingBalances((items) => [...items, fake(demo.nft, 'USDC'), fake(noCode, 'DAI')]),
    })
    await newTransaction(page, 'Send tokens')
    const unverified = page.getByTestId('token-decimals-unverified')

    await page.getByTestId('token-select').selectOption(noCode)
    await unverified.getByText(`There is no contract at ${noCode}.`).waitFor({ timeout: 20_000 })

    await page.getByTestId('token-select').selectOption(demo.nft)
    await unverified.getByText('does not answer decimals()', { exact: false }).waitFor()
    await expect(unverified.textContent()).resolves.toContain(
      'The gateway says 6 decimals, which cannot be checked and is not used.',
    )
    await page.getByText('Amount in base units', { exact: true }).waitFor()
    await expect(page.getByTestId('token-balance').textContent()).resolves.toBe(
      'Balance (as the gateway reports it): 5000000 base units',
    )
    await page.getByTestId('recipient-input').fill(account(6))
    await page.getByTestId('amount-input').fill('2.5')
    await page.getByText('Enter a whole number of base units').waitFor()
    await expect(page.getByTestId('build-next').isDisabled()).resolves.toBe(true)
    await page.getByTestId('amount-input').fill('2500000')
    await expect(page.getByTestId('amount-base-units').textContent()).resolves.toBe(
      'Sends exactly 2500000 base units: no decimals applied.',
    )
    await shot(page, '02-base-units')
    await page.getByTestId('build-next').click()
    await expect(page.getByTestId('draft-title').textContent()).resolves.toBe(
      `Send 2500000 base units of APNK to ${account(6).slice(0, 6)}…${account(6).slice(-4)}`,
    )
    // The review decodes the call itself: the raw parameter is what is signed.
    const decoded = page.getByTestId('decoded-call')
    await decoded.getByText('2500000', { exact: true }).waitFor()
    await release(page)
  })
})
