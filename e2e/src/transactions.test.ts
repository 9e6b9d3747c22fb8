import { mkdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { getSafeTxTypedData, safeTxHash } from '@assent/core'
import { createDevnetClients, demoErc20Abi } from '@assent/devnet'
import { deployTestSafe, launchChromium, TEST_ACCOUNTS, type TestChromium } from '@assent/test'
import type { Page } from 'playwright-core'
import { type Address, erc20Abi, parseEther, parseUnits, zeroAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { injectWallet } from './harness/injectedWallet'

// Issue #6 end to end: propose → confirm → execute, conflicts and rejections, batches, owner
// and threshold changes, and a gateway that lies — all in Chromium against the whole stack.
// Each run deploys its own 2-of-3 Safe (owners = test accounts 0, 1, 2) so the demo Safe other
// suites use is never changed.

const stack = inject('stack')
const artifacts = join(import.meta.dirname, '../artifacts')
const CHAIN_ID = 31337
const account = (index: number) => TEST_ACCOUNTS[index]?.address as Address

let chromium: TestChromium
let safe: Address
let usd: Address
const devnet = createDevnetClients(stack.rpc)

async function gatewayJson<T>(path: string): Promise<T> {
  const response = await fetch(`${stack.gateway}${path}`)
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

async function until<T>(
  what: string,
  check: () => Promise<T | undefined>,
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

/** A page of the Safe as owner `index`, with the injected Browser Wallet connected. */
async function openAs(index: number, path: string, reject: string[] = []): Promise<Page> {
  const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  page.on('pageerror', (error) => console.error(`[page ${index}]`, error.message))
  await injectWallet(page, {
    rpcUrl: stack.rpc,
    account: account(index),
    chainId: CHAIN_ID,
    reject,
  })
  await page.goto(`${stack.web}${path}${path.includes('?') ? '&' : '?'}safe=devnet:${safe}`)
  try {
    // The wallet stack loads lazily after the first render; on a busy machine that takes a while.
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click({ timeout: 90_000 })
    await page.getByText('Browser Wallet').first().click()
    await page.getByTestId('header-wallet').getByText(account(index).slice(0, 4)).first().waitFor()
  } catch (error) {
    await shot(page, `connect-failed-${Date.now()}`)
    throw error
  }
  return page
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: join(artifacts, `transactions-${name}.png`), fullPage: true })
}

async function newTransaction(page: Page, flow: string) {
  await page.getByRole('button', { name: 'New transaction' }).click()
  await page.getByRole('menuitem', { name: flow }).click()
  await page.getByTestId('tx-flow-dialog').waitFor()
}

async function signAndPropose(page: Page) {
  await page.getByTestId('transaction-review').waitFor()
  await page.getByTestId('sign-and-propose').click()
  await page.getByTestId('tx-flow-dialog').waitFor({ state: 'detached', timeout: 30_000 })
}

/** The first queue row whose text contains `text`. */
function queueRow(page: Page, text: string) {
  return page.getByTestId('tx-row').filter({ hasText: text }).first()
}

async function confirmRow(page: Page, text: string) {
  await queueRow(page, text).getByRole('button', { name: 'Confirm' }).click()
  await page.getByTestId('verification-ok').waitFor()
  await page.getByTestId('confirm-transaction').click()
  await page.getByTestId('tx-flow-dialog').waitFor({ state: 'detached', timeout: 30_000 })
}

async function executeRow(page: Page, text: string) {
  await queueRow(page, text).getByRole('button', { name: 'Execute' }).click()
  await page.getByTestId('verification-ok').waitFor()
  await page.getByTestId('gas-estimate').getByText('Estimated gas').waitFor({ timeout: 30_000 })
  await page.getByTestId('execute-transaction').click()
  await page.getByTestId('tx-flow-dialog').waitFor({ state: 'detached', timeout: 60_000 })
}

async function safeInfo() {
  return gatewayJson<{ nonce: number; threshold: number; owners: { value: string }[] }>(
    `/v1/chains/${CHAIN_ID}/safes/${safe}`,
  )
}

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true })
  safe = await deployTestSafe(devnet, { owners: [0, 1, 2], threshold: 2 })
  // The demo tokens mint to anyone: give the Safe ETH and 1,000 aUSD.
  const demoSafes = await gatewayJson<{ safes: Address[] }>(
    `/v1/chains/${CHAIN_ID}/owners/${account(0)}/safes`,
  )
  usd = await until('the demo aUSD token', async () => {
    for (const address of demoSafes.safes) {
      const balances = await gatewayJson<{
        items: { tokenInfo: { symbol: string; address: Address } }[]
      }>(`/v1/chains/${CHAIN_ID}/safes/${address}/balances/usd`)
      const token = balances.items.find((item) => item.tokenInfo.symbol === 'aUSD')
      if (token) return token.tokenInfo.address
    }
    return undefined
  })
  const wallet = devnet.walletClients[9]
  if (!wallet) throw new Error('no test account 9')
  await devnet.publicClient.waitForTransactionReceipt({
    hash: await wallet.sendTransaction({ to: safe, value: parseEther('10') }),
  })
  await devnet.publicClient.waitForTransactionReceipt({
    hash: await wallet.writeContract({
      address: usd,
      abi: demoErc20Abi,
      functionName: 'mint',
      args: [safe, parseUnits('1000', 6)],
    }),
  })
  await until(
    'the gateway to know the new Safe and its tokens',
    async () => {
      const balances = await gatewayJson<{ items: { tokenInfo: { symbol: string } }[] }>(
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

describe('transactions', () => {
  it('owner A proposes a token transfer, B confirms and executes, history shows it', async () => {
    const recipient = account(5)
    const before = await devnet.publicClient.readContract({
      address: usd,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [recipient],
    })
    const a = await openAs(0, '/transactions/queue')
    await newTransaction(a, 'Send tokens')
    await a.getByTestId('token-select').selectOption(usd)
    await a.getByTestId('recipient-input').fill(recipient)
    await a.getByTestId('amount-input').fill('1.5')
    await a.getByTestId('build-next').click()
    await a.getByTestId('typed-data').waitFor()
    await expect(a.getByTestId('safe-tx-hash').textContent()).resolves.toMatch(/0x[0-9a-f]{64}/)
    await shot(a, '01-review-send')
    await signAndPropose(a)
    await queueRow(a, '1.5 aUSD').getByText('1 of 2').waitFor()
    await shot(a, '02-queue-after-propose')

    const b = await openAs(1, '/transactions/queue')
    await queueRow(b, '1.5 aUSD').getByText('1 of 2').waitFor()
    await confirmRow(b, '1.5 aUSD')
    await queueRow(b, '1.5 aUSD').getByText('2 of 2').waitFor()
    // A's open queue follows without a reload.
    await queueRow(a, '1.5 aUSD').getByText('2 of 2').waitFor({ timeout: 15_000 })
    await executeRow(b, '1.5 aUSD')
    await b.getByTestId('queue-empty').waitFor({ timeout: 20_000 })

    const after = await devnet.publicClient.readContract({
      address: usd,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [recipient],
    })
    expect(after - before).toBe(1_500_000n)

    await b.goto(`${stack.web}/transactions/history?safe=devnet:${safe}`)
    const row = b.getByTestId('tx-row').filter({ hasText: '1.5 aUSD' }).first()
    await row.waitFor({ timeout: 20_000 })
    await expect(row.getAttribute('data-status')).resolves.toBe('SUCCESS')
    await b.getByTestId('date-label').first().waitFor()
    await shot(b, '03-history')
    const download = b.waitForEvent('download')
    await b.getByTestId('export-csv').click()
    const csv = await readFile(await (await download).path(), 'utf8')
    expect(csv.split('\r\n')[0]).toBe(
      'date_utc,type,direction,status,from,to,amount,token_symbol,token_address,nonce,tx_hash,id',
    )
    expect(csv).toMatch(/,Transfer,OUTGOING,SUCCESS,[^\r]*,1\.5,aUSD,/)
    await b.getByTestId('history-type').selectOption('incoming')
    await b.getByTestId('tx-row').filter({ hasText: 'Receive 1,000 aUSD' }).waitFor()
    await expect(
      b.getByTestId('tx-row').filter({ hasText: 'Send 1.5 aUSD' }).count(),
    ).resolves.toBe(0)
    await b.getByTestId('history-type').selectOption('all')
    await row.getByRole('link').click()
    await b
      .getByTestId('tx-hash')
      .getByText(/0x[0-9a-f]{64}/)
      .waitFor()
    await b.getByTestId('hashes-panel').waitFor()
    await shot(b, '04-details-executed')
    await a.context().close()
    await b.context().close()
  })

  it('a rejection conflicts with a queued transaction and replaces it when executed', async () => {
    const a = await openAs(0, '/transactions/queue')
    await newTransaction(a, 'Send tokens')
    await a.getByTestId('recipient-input').fill(account(6))
    await a.getByTestId('amount-input').fill('0.25')
    await a.getByTestId('build-next').click()
    await signAndPropose(a)
    const row = queueRow(a, '0.25 ETH')
    await row.waitFor()
    await row.getByRole('button', { name: 'Replace / Reject' }).click()
    await a
      .getByTestId('draft-title')
      .getByText(/Reject transaction #\d+/)
      .waitFor()
    await signAndPropose(a)
    await a
      .getByTestId('conflict-header')
      .getByText(/Conflicting transactions — nonce \d+/)
      .waitFor()
    await a.getByText('Executing one of them replaces the others').first().waitFor()
    await shot(a, '05-conflict')

    const b = await openAs(1, '/transactions/queue')
    await executeRow(b, 'On-chain rejection')
    await b.getByTestId('queue-empty').waitFor({ timeout: 20_000 })
    await b.goto(`${stack.web}/transactions/history?safe=devnet:${safe}`)
    await b
      .getByTestId('tx-row')
      .filter({ hasText: 'On-chain rejection' })
      .first()
      .waitFor({ timeout: 20_000 })
    await shot(b, '06-history-after-rejection')
    await a.context().close()
    await b.context().close()
  })

  it('a batch of two actions is one MultiSendCallOnly transaction', async () => {
    const ethBefore = await devnet.publicClient.getBalance({ address: account(7) })
    const a = await openAs(0, '/transactions/queue')
    await newTransaction(a, 'Batch of actions')
    await a.getByTestId('recipient-input').fill(account(7))
    await a.getByTestId('amount-input').fill('0.5')
    await a.getByRole('button', { name: 'Add to batch' }).click()
    await a.getByTestId('token-select').selectOption(usd)
    await a.getByTestId('recipient-input').fill(account(7))
    await a.getByTestId('amount-input').fill('2')
    await a.getByRole('button', { name: 'Add to batch' }).click()
    await a.getByTestId('batch-next').click()
    await a.getByTestId('decoded-action').nth(1).waitFor()
    await expect(a.getByTestId('decoded-action').count()).resolves.toBe(2)
    await expect(a.getByTestId('delegate-flag').first().textContent()).resolves.toBe('DELEGATECALL')
    await expect(a.getByTestId('delegate-warning').count()).resolves.toBe(0)
    await shot(a, '07-batch-review')
    await signAndPropose(a)

    // B executes straight away: their approval is added as a pre-validated signature.
    const b = await openAs(1, '/transactions/queue')
    await executeRow(b, 'Batch of 2 actions')
    await b.getByTestId('queue-empty').waitFor({ timeout: 20_000 })
    const ethAfter = await devnet.publicClient.getBalance({ address: account(7) })
    expect(ethAfter - ethBefore).toBe(parseEther('0.5'))
    await a.context().close()
    await b.context().close()
  })

  it('adds an owner, then changes the threshold', async () => {
    const a = await openAs(0, '/transactions/queue')
    await newTransaction(a, 'Add owner')
    await a.getByTestId('new-owner-input').fill(account(3))
    await a.getByTestId('build-next').click()
    await a.getByTestId('method').getByText('addOwnerWithThreshold').waitFor()
    await shot(a, '08-add-owner-review')
    await signAndPropose(a)
    const b = await openAs(1, '/transactions/queue')
    await executeRow(b, 'Add owner')
    await until('4 owners', async () => (await safeInfo()).owners.length === 4)

    await newTransaction(a, 'Change threshold')
    await a.getByTestId('threshold-select').selectOption('3')
    await a.getByTestId('build-next').click()
    await a.getByTestId('method').getByText('changeThreshold').waitFor()
    await signAndPropose(a)
    await executeRow(b, 'Change threshold')
    await until('threshold 3', async () => (await safeInfo()).threshold === 3)
    await a.context().close()
    await b.context().close()
  })

  it('explains a signature rejected in the wallet and proposes nothing', async () => {
    const queued = async () =>
      (
        await gatewayJson<{ results: unknown[] }>(
          `/v1/chains/${CHAIN_ID}/safes/${safe}/transactions/queued`,
        )
      ).results.length
    const before = await queued()
    const a = await openAs(0, '/transactions/queue', ['eth_signTypedData_v4'])
    await newTransaction(a, 'Send tokens')
    await a.getByTestId('recipient-input').fill(account(4))
    await a.getByTestId('amount-input').fill('0.01')
    await a.getByTestId('build-next').click()
    await a.getByTestId('sign-and-propose').click()
    await a.getByTestId('flow-error').getByText('You rejected the request in your wallet').waitFor()
    await shot(a, '11-wallet-rejected')
    await a.getByRole('button', { name: 'Close' }).click()
    await a.getByTestId('tx-flow-dialog').waitFor({ state: 'detached' })
    expect(await queued()).toBe(before)
    await a.context().close()
  })

  it('a delegate call to unknown code needs the typed acknowledgement', async () => {
    // Proposed by owner A straight through the API, as another wallet or a script would.
    const { recommendedNonce } = await gatewayJson<{ recommendedNonce: number }>(
      `/v1/chains/${CHAIN_ID}/safes/${safe}/nonces`,
    )
    const tx = {
      to: '0x00000000000000000000000000000000DeaDBeef' as Address,
      value: 0n,
      data: '0x12345678' as const,
      operation: 1 as const,
      safeTxGas: 0n,
      baseGas: 0n,
      gasPrice: 0n,
      gasToken: zeroAddress,
      refundReceiver: zeroAddress,
      nonce: BigInt(recommendedNonce),
    }
    const params = { chainId: CHAIN_ID, safeAddress: safe, safeVersion: '1.4.1', tx }
    const owner = privateKeyToAccount(TEST_ACCOUNTS[0]?.privateKey as `0x${string}`)
    const signature = await owner.signTypedData(getSafeTxTypedData(params) as never)
    const response = await fetch(
      `${stack.gateway}/v1/chains/${CHAIN_ID}/transactions/${safe}/propose`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ...Object.fromEntries(
            Object.entries(tx).map(([k, v]) => [k, typeof v === 'bigint' ? v.toString() : v]),
          ),
          safeTxHash: safeTxHash(params),
          sender: owner.address,
          signature,
        }),
      },
    )
    expect(response.status, await response.text()).toBeLessThan(300)

    const b = await openAs(1, '/transactions/queue')
    await queueRow(b, `#${recommendedNonce}`).getByRole('button', { name: 'Confirm' }).click()
    await b.getByTestId('verification-ok').waitFor()
    await b.getByTestId('delegate-warning').waitFor()
    await expect(b.getByTestId('confirm-transaction').isDisabled()).resolves.toBe(true)
    await b.getByTestId('delegate-ack').fill('delegate call')
    await expect(b.getByTestId('confirm-transaction').isDisabled()).resolves.toBe(true)
    await b.getByTestId('delegate-ack').fill('delegatecall')
    await expect(b.getByTestId('confirm-transaction').isEnabled()).resolves.toBe(true)
    await shot(b, '10-delegatecall-ack')
    await b.context().close()
  })

  it('refuses to sign when the gateway alters to, data, operation, the summary or the safeTxHash', async () => {
    const a = await openAs(0, '/transactions/queue')
    await newTransaction(a, 'Send tokens')
    await a.getByTestId('recipient-input').fill(account(8))
    await a.getByTestId('amount-input').fill('0.1')
    await a.getByTestId('build-next').click()
    await signAndPropose(a)
    await a.context().close()

    type Details = {
      txData: { to: { value: string }; hexData: string | null; operation: number }
      detailedExecutionInfo: { safeTxHash: string }
      txInfo: { transferInfo: { value: string } }
    }
    const tamperings: Record<string, (details: Details) => void> = {
      to: (d) => {
        d.txData.to = { value: account(9) }
      },
      data: (d) => {
        d.txData.hexData =
          '0xa9059cbb0000000000000000000000000000000000000000000000000000000000000001'
      },
      operation: (d) => {
        d.txData.operation = 1
      },
      // The fields are honest but the summary lists show is not.
      summary: (d) => {
        d.txInfo.transferInfo.value = '1'
      },
      safeTxHash: (d) => {
        d.detailedExecutionInfo.safeTxHash = `0x${'ab'.repeat(32)}`
      },
    }
    for (const [field, tamper] of Object.entries(tamperings)) {
      const b = await openAs(1, '/transactions/queue')
      // A man in the middle between the page and the gateway rewrites transaction details.
      await b.route(`${stack.gateway}/v1/chains/${CHAIN_ID}/transactions/**`, async (route) => {
        if (route.request().method() !== 'GET') return route.continue()
        const response = await route.fetch()
        const details = (await response.json()) as Details
        tamper(details)
        await route.fulfill({ response, json: details })
      })
      await queueRow(b, '0.1 ETH').getByRole('button', { name: 'Confirm' }).click()
      const alert = b.getByTestId('verification-alert')
      await alert.waitFor()
      await expect(alert.textContent()).resolves.toContain('Do not sign')
      await expect(b.getByTestId('confirm-transaction').isDisabled()).resolves.toBe(true)
      await shot(b, `09-tampered-${field}`)
      await b.context().close()
    }
  })
})
