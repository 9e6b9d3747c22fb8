import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { createDevnetClients, demoErc20Abi } from '@assent/devnet'
import { deployTestSafe, launchChromium, type TestChromium } from '@assent/test'
import { type Address, erc20Abi, getAddress, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { readDownload } from './harness/readDownload'
import {
  testAccount as account,
  DEVNET_CHAIN_ID as CHAIN_ID,
  confirmRow,
  executeRow,
  newTransaction,
  proposeAsOwner,
  queueRow,
  safeOwners,
  signAndPropose,
  gatewayJson as stackJson,
  until,
} from './harness/safeOwners'

// Issue #6 end to end: propose → confirm → execute, conflicts and rejections, batches, owner
// and threshold changes, delegate calls flagged, and a gateway that lies — all in Chromium
// against the whole stack. Each run deploys its own 2-of-3 Safe (owners = test accounts 0, 1,
// 2) so the demo Safe other suites use is never changed.

const stack = inject('stack')
const artifacts = join(import.meta.dirname, '../artifacts')

let chromium: TestChromium
let safe: Address
let usd: Address
const devnet = createDevnetClients(stack.rpc)
const { openAs, release, shot } = safeOwners({
  browser: () => chromium.browser,
  stack,
  safe: () => safe,
  artifacts,
  prefix: 'transactions',
})
const gatewayJson = <T>(path: string) => stackJson<T>(stack, path)

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
    await queueRow(a, '1.5 aUSD').getByText('1 of 2 verified').waitFor()
    await shot(a, '02-queue-after-propose')

    const b = await openAs(1, '/transactions/queue')
    await queueRow(b, '1.5 aUSD').getByText('1 of 2 verified').waitFor()
    await confirmRow(b, '1.5 aUSD')
    await queueRow(b, '1.5 aUSD').getByText('2 of 2 verified').waitFor()
    // A's open queue follows without a reload.
    await queueRow(a, '1.5 aUSD').getByText('2 of 2 verified').waitFor({ timeout: 15_000 })
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
    const csv = await readDownload(download)
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
    await release(a)
    await release(b)
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
    await release(a)
    await release(b)
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
    const reviewFlag = a.getByTestId('tx-flow-dialog').getByTestId('delegate-flag')
    await expect(reviewFlag.textContent()).resolves.toBe('Delegate call')
    await expect(reviewFlag.getAttribute('data-severity')).resolves.toBe('neutral')
    await expect(a.getByTestId('risk-delegatecall').count()).resolves.toBe(0)
    await shot(a, '07-batch-review')
    await signAndPropose(a)

    // B executes straight away: their approval is added as a pre-validated signature. The
    // queue row flags the MultiSendCallOnly delegate call as known (neutral), not critical.
    const b = await openAs(1, '/transactions/queue')
    const rowFlag = queueRow(b, 'Batch of 2 actions').getByTestId('delegate-flag')
    await expect(rowFlag.getAttribute('data-severity')).resolves.toBe('neutral')
    await executeRow(b, 'Batch of 2 actions')
    await b.getByTestId('queue-empty').waitFor({ timeout: 20_000 })
    const ethAfter = await devnet.publicClient.getBalance({ address: account(7) })
    expect(ethAfter - ethBefore).toBe(parseEther('0.5'))

    // History rows are flagged the same way, from the executed transaction's details.
    await b.goto(`${stack.web}/transactions/history?safe=devnet:${safe}`)
    const historyRow = b.getByTestId('tx-row').filter({ hasText: 'Batch of 2 actions' }).first()
    await expect(
      historyRow.getByTestId('delegate-flag').getAttribute('data-severity', { timeout: 20_000 }),
    ).resolves.toBe('neutral')
    // A plain call's row is told apart once its details are in: nothing shown, state "none".
    await b
      .getByTestId('tx-row')
      .filter({ hasText: '1.5 aUSD' })
      .first()
      .locator('[data-testid="tx-row-flag"][data-delegate="none"]')
      .waitFor({ state: 'attached', timeout: 20_000 })
    await release(a)
    await release(b)
  })

  it('adds an owner, then changes the threshold', async () => {
    const a = await openAs(0, '/transactions/queue')
    await newTransaction(a, 'Add owner')
    await a.getByTestId('new-owner-input').fill(account(3))
    await a.getByTestId('build-next').click()
    await a.getByTestId('method').getByText('addOwnerWithThreshold').waitFor()
    // Built in Settings by its proposer: the owners it leaves, and no word to type (#28).
    const summary = a.getByTestId('owner-change-summary')
    await summary.getByText(`Owners afterwards: ${account(3)}`).waitFor()
    await expect(a.locator('[data-testid^="risk-"]').count()).resolves.toBe(0)
    await expect(a.getByTestId('critical-changes').count()).resolves.toBe(0)
    await shot(a, '08-add-owner-review')
    await signAndPropose(a)
    const b = await openAs(1, '/transactions/queue')
    // A co-signer sees a Safe-control change with the resulting owners, and types its word.
    await queueRow(b, 'Add owner').getByRole('button', { name: 'Execute' }).click()
    const risk = b.getByTestId('risk-owner-change')
    await risk.getByText(`Owners afterwards: ${account(3)}`).waitFor()
    await expect(b.getByTestId('execute-transaction').isDisabled()).resolves.toBe(true)
    await b.getByRole('button', { name: 'Close' }).click()
    await b.getByTestId('tx-flow-dialog').waitFor({ state: 'detached' })
    await executeRow(b, 'Add owner', { acknowledge: { 'owner-change': 'owners' } })
    await until('4 owners', async () => (await safeInfo()).owners.length === 4)

    await newTransaction(a, 'Change threshold')
    await a.getByTestId('threshold-select').selectOption('3')
    await a.getByTestId('build-next').click()
    await a.getByTestId('method').getByText('changeThreshold').waitFor()
    await signAndPropose(a)
    await executeRow(b, 'Change threshold', { acknowledge: { 'owner-change': 'owners' } })
    await until('threshold 3', async () => (await safeInfo()).threshold === 3)
    await release(a)
    await release(b)
  })

  it('explains a signature rejected in the wallet and proposes nothing', async () => {
    const queued = async () =>
      (
        await gatewayJson<{ results: unknown[] }>(
          `/v1/chains/${CHAIN_ID}/safes/${safe}/transactions/queued`,
        )
      ).results.length
    const before = await queued()
    const a = await openAs(0, '/transactions/queue', { reject: ['eth_signTypedData_v4'] })
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
    await release(a)
  })

  it('a delegate call to unknown code is flagged critical and needs the typed acknowledgement', async () => {
    // Proposed by owner A straight through the gateway client, as another wallet or a script would.
    const { nonce } = await proposeAsOwner(stack, {
      safe,
      ownerIndex: 0,
      tx: {
        to: '0x00000000000000000000000000000000DeaDBeef',
        data: '0x12345678',
        operation: 1,
      },
    })

    const b = await openAs(1, '/transactions/queue')
    // The list summary has no operation: the row renders first, the flag follows its details.
    const row = queueRow(b, `#${nonce}`)
    const flag = row.getByTestId('delegate-flag')
    await expect(flag.getAttribute('data-severity')).resolves.toBe('critical')
    await expect(flag.textContent()).resolves.toContain('Delegate call')
    await expect(row.getByTestId('tx-row-flag').getAttribute('data-delegate')).resolves.toBe(
      'unknown',
    )
    await shot(b, '10-delegatecall-row')
    // The dashboard's pending preview flags it too.
    const dashboard = await openAs(1, '/home')
    const preview = dashboard
      .getByTestId('pending-preview')
      .getByRole('listitem')
      .filter({
        hasText: `#${nonce}`,
      })
    await expect(preview.getByTestId('delegate-flag').getAttribute('data-severity')).resolves.toBe(
      'critical',
    )
    await release(dashboard)
    await row.getByRole('button', { name: 'Confirm' }).click()
    await b.getByTestId('verification-ok').waitFor()
    await b.getByTestId('risk-delegatecall').waitFor()
    await expect(b.getByTestId('confirm-transaction').isDisabled()).resolves.toBe(true)
    await b.getByTestId('ack-delegatecall').fill('delegate call')
    await expect(b.getByTestId('confirm-transaction').isDisabled()).resolves.toBe(true)
    await b.getByTestId('ack-delegatecall').fill('delegatecall')
    // The button arms a moment after the content is shown (a swapped transaction re-arms it).
    await b.locator('[data-testid="confirm-transaction"]:enabled').waitFor()
    await shot(b, '10-delegatecall-ack')
    await release(b)
  })

  it('a "rejection" that pays a gas refund is flagged, never labelled a rejection, and needs the typed acknowledgement', async () => {
    // A malicious proposer's empty call to the Safe whose refund fields pay 9 ETH to them.
    const { nonce } = await proposeAsOwner(stack, {
      safe,
      ownerIndex: 0,
      tx: {
        to: safe,
        data: '0x',
        operation: 0,
        baseGas: 9_000_000_000n,
        gasPrice: 1_000_000_000n,
        refundReceiver: '0x000000000000000000000000000000000000a77a',
      },
    })
    const b = await openAs(1, '/transactions/queue')
    const row = queueRow(b, `#${nonce}`)
    await row.getByTestId('refund-flag').waitFor()
    // Neither the gateway nor the app calls it a rejection.
    await expect(row.textContent()).resolves.not.toMatch(/rejection/i)
    await row.getByRole('button', { name: 'Confirm' }).click()
    const refund = b.getByTestId('risk-refund')
    await refund.waitFor()
    await expect(refund.textContent()).resolves.toContain('up to 9.00004 ETH')
    // Shown checksummed, in full.
    await expect(refund.textContent()).resolves.toContain(
      getAddress('0x000000000000000000000000000000000000a77a'),
    )
    await expect(b.getByTestId('confirm-transaction').isDisabled()).resolves.toBe(true)
    await b.getByTestId('ack-refund').fill('delegatecall')
    await b.waitForTimeout(2_000)
    await expect(b.getByTestId('confirm-transaction').isDisabled()).resolves.toBe(true)
    await b.getByTestId('ack-refund').fill('refund')
    await b.locator('[data-testid="confirm-transaction"]:enabled').waitFor()
    await shot(b, '10-refund-rejection')
    await release(b)
  })

  it('refuses to sign when the gateway alters to, data, operation, the summary or the safeTxHash', async () => {
    const a = await openAs(0, '/transactions/queue')
    await newTransaction(a, 'Send tokens')
    await a.getByTestId('recipient-input').fill(account(8))
    await a.getByTestId('amount-input').fill('0.1')
    await a.getByTestId('build-next').click()
    await signAndPropose(a)
    await release(a)

    type Details = {
      txData: { to: { value: string }; hexData: string | null; operation: number }
      detailedExecutionInfo: { safeTxHash: string }
      txInfo: { transferInfo?: { value: string } }
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
        if (d.txInfo.transferInfo) d.txInfo.transferInfo.value = '1'
      },
      safeTxHash: (d) => {
        d.detailedExecutionInfo.safeTxHash = `0x${'ab'.repeat(32)}`
      },
    }
    for (const [field, tamper] of Object.entries(tamperings)) {
      // A man in the middle between the page and the gateway, from the first request on,
      // rewrites the transfer's details (queue rows load every queued transaction's details).
      const b = await openAs(1, '/transactions/queue', {
        prepare: async (page) => {
          await page.route(
            `${stack.gateway}/v1/chains/${CHAIN_ID}/transactions/**`,
            async (route) => {
              if (route.request().method() !== 'GET') return route.continue()
              const response = await route.fetch()
              const details = (await response.json()) as Details
              if (details.txInfo.transferInfo) tamper(details)
              await route.fulfill({ response, json: details })
            },
          )
        },
      })
      if (field === 'operation') {
        // The lie makes the row itself show a critical delegate call.
        await expect(
          queueRow(b, '0.1 ETH').getByTestId('delegate-flag').getAttribute('data-severity'),
        ).resolves.toBe('critical')
      }
      await queueRow(b, '0.1 ETH').getByRole('button', { name: 'Confirm' }).click()
      const alert = b.getByTestId('verification-alert')
      await alert.waitFor()
      await expect(alert.textContent()).resolves.toContain('Do not sign')
      await expect(b.getByTestId('confirm-transaction').isDisabled()).resolves.toBe(true)
      await shot(b, `09-tampered-${field}`)
      await release(b)
    }
  })
})
