import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import {
  encodeMultiSendCall,
  encodeMultiSendData,
  preValidatedSignature,
  SAFE_DEPLOYMENTS,
  safeAbi,
} from '@assent/core'
import { createDevnetClients } from '@assent/devnet'
import { deployTestSafe, launchChromium, type TestChromium } from '@assent/test'
import type { Page } from 'playwright-core'
import { type Address, encodeFunctionData, getAddress, type Hex, parseAbi, size, slice } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  testAccount as account,
  DEVNET_CHAIN_ID as CHAIN_ID,
  proposeAsOwner,
  queueRow,
  safeOwners,
} from './harness/safeOwners'

// The attack paths of the security review, replayed in Chromium against the whole stack: what a
// malicious proposer or gateway puts in front of a signer must be flagged and need the typed
// acknowledgement, or be refused — never pass in silence. The on-chain effect of the same
// batches is proven in the web app's *.onchain.test.ts files.

const stack = inject('stack')
const artifacts = join(import.meta.dirname, '../artifacts')
const { multiSend, multiSendCallOnly } = SAFE_DEPLOYMENTS['1.4.1']

let chromium: TestChromium
let safe: Address
const devnet = createDevnetClients(stack.rpc)
const { openAs, release, shot } = safeOwners({
  browser: () => chromium.browser,
  stack,
  safe: () => safe,
  artifacts,
  prefix: 'attack-paths',
})

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true })
  safe = await deployTestSafe(devnet, { owners: [0, 1, 2], threshold: 2 })
  chromium = await launchChromium()
}, 300_000)

afterAll(async () => {
  await chromium?.close()
})

/** Opens the confirm dialog of the row `#nonce` as owner 1. */
async function reviewAsOwner1(nonce: bigint, prepare?: (page: Page) => Promise<void>) {
  const page = await openAs(1, '/transactions/queue', { prepare })
  const row = queueRow(page, `#${nonce}`)
  await row.getByRole('button', { name: 'Confirm' }).click()
  return { page, row }
}

describe('attack paths', () => {
  it('a delegate call hidden six batches deep needs the typed acknowledgement', async () => {
    const evil = getAddress('0x00000000000000000000000000000000000e7e11')
    let data = encodeMultiSendCall([{ operation: 1, to: evil, value: 0n, data: '0x' }])
    for (let level = 1; level < 6; level++) {
      data = encodeMultiSendCall([{ operation: 1, to: multiSend, value: 0n, data }])
    }
    const { nonce } = await proposeAsOwner(stack, {
      safe,
      ownerIndex: 0,
      tx: { to: multiSend, data, operation: 1 },
    })
    const { page, row } = await reviewAsOwner1(nonce)
    await expect(row.getByTestId('delegate-flag').getAttribute('data-severity')).resolves.toBe(
      'critical',
    )
    const risk = page.getByTestId('risk-delegatecall')
    await risk.waitFor()
    await expect(risk.textContent()).resolves.toContain(`${evil} (action 1.1.1.1.1.1)`)
    const confirm = page.getByTestId('confirm-transaction')
    await expect(confirm.isDisabled()).resolves.toBe(true)
    await page.getByTestId('ack-delegatecall').fill('delegatecall')
    await expect.poll(() => confirm.isEnabled(), { timeout: 10_000 }).toBe(true)
    await shot(page, '01-nested-delegatecall')
    await release(page)
  })

  it('a batch cut short is a decode problem that needs the typed acknowledgement', async () => {
    // enableModule(attacker) whose last 4 bytes (zeros of the address) are cut off: MultiSend
    // reads them as zeros past the end and enables the module; the local decoder must say so.
    const attacker = getAddress('0xbad0bad0bad0bad0bad0bad0bad0bad000000000')
    const packed = encodeMultiSendData([
      { operation: 0, to: attacker, value: 0n, data: '0x' },
      {
        operation: 0,
        to: safe,
        value: 0n,
        data: encodeFunctionData({ abi: safeAbi, functionName: 'enableModule', args: [attacker] }),
      },
    ])
    const data = encodeFunctionData({
      abi: parseAbi(['function multiSend(bytes transactions)']),
      args: [slice(packed, 0, size(packed) - 4)],
    })
    const { nonce } = await proposeAsOwner(stack, {
      safe,
      ownerIndex: 0,
      tx: { to: multiSendCallOnly, data, operation: 1 },
    })
    const { page } = await reviewAsOwner1(nonce)
    const risk = page.getByTestId('risk-delegatecall')
    await risk.waitFor()
    await expect(risk.textContent()).resolves.toContain('4 bytes past the end')
    await page.getByTestId('decode-problems').first().waitFor()
    await page.getByTestId('critical-changes').waitFor()
    await expect(page.getByTestId('confirm-transaction').isDisabled()).resolves.toBe(true)
    await shot(page, '02-truncated-batch')
    await release(page)
  })

  it('confirmations a gateway fabricates are not counted, and signing is refused', async () => {
    const { nonce, safeTxHash } = await proposeAsOwner(stack, {
      safe,
      ownerIndex: 0,
      tx: { to: account(8), data: '0x', operation: 0, value: 1n },
    })
    // The gateway adds an "approved hash" of owner 2 that the chain never saw.
    const fabricate = async (page: Page) => {
      await page.route(`${stack.gateway}/v1/chains/${CHAIN_ID}/transactions/**`, async (route) => {
        if (route.request().method() !== 'GET') return route.continue()
        const response = await route.fetch()
        const details = (await response.json()) as {
          detailedExecutionInfo?: {
            safeTxHash: string
            confirmations: { signer: { value: string }; signature: Hex; submittedAt: number }[]
          }
        }
        const execution = details.detailedExecutionInfo
        if (execution?.safeTxHash.toLowerCase() === safeTxHash.toLowerCase()) {
          execution.confirmations.push({
            signer: { value: account(2) },
            signature: preValidatedSignature(account(2)),
            submittedAt: Date.now(),
          })
        }
        await route.fulfill({ response, json: details })
      })
    }
    const { page, row } = await reviewAsOwner1(nonce, fabricate)
    await row.getByText('1 of 2 verified').waitFor()
    await row.getByTestId('invalid-confirmations').waitFor()
    const alert = page.getByTestId('verification-alert')
    await alert.waitFor()
    await expect(alert.textContent()).resolves.toContain(account(2))
    await expect(page.getByTestId('confirm-transaction').isDisabled()).resolves.toBe(true)
    await shot(page, '03-fabricated-confirmation')
    await release(page)
  })
})
