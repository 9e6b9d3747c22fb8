import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { encodeMultiSendCall, erc20Abi, SAFE_DEPLOYMENTS, safeAbi } from '@assent/core'
import {
  createDevnetClients,
  demoTokenAddresses,
  deploySimulationEvader,
  simulationEvasionAbis,
} from '@assent/devnet'
import { deployTestSafe, launchChromium, type TestChromium } from '@assent/test'
import type { Page } from 'playwright-core'
import { type Address, encodeFunctionData, getAddress, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { testAccount as account, proposeAsOwner, queueRow, safeOwners } from './harness/safeOwners'

// Issue #28, findings 1 and 3, replayed in Chromium against the whole stack: a co-owner asked
// to sign a takeover — a module that hides from the simulation, an owner added beside a decoy
// transfer — must type a word before Confirm arms, whatever the simulation shows. The on-chain
// premise (the hidden module really stays and drains the Safe) is proven in
// simulationEvasion.onchain.test.ts.

const stack = inject('stack')
const artifacts = join(import.meta.dirname, '../artifacts')
const devnet = createDevnetClients(stack.rpc)
const tokens = demoTokenAddresses()
const { multiSendCallOnly } = SAFE_DEPLOYMENTS['1.4.1']
const attacker = getAddress('0x00000000000000000000000000000000000a77ac')

let chromium: TestChromium
let safe: Address
let evader: Address
const { openAs, release, shot } = safeOwners({
  browser: () => chromium.browser,
  stack,
  safe: () => safe,
  artifacts,
  prefix: 'takeover-review',
})

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true })
  safe = await deployTestSafe(devnet, { owners: [0, 1, 2], threshold: 2 })
  const hash = await devnet.walletClients[0]!.sendTransaction({ to: safe, value: parseEther('1') })
  await devnet.publicClient.waitForTransactionReceipt({ hash })
  // Owner 0 is the attacker: the module hides from everyone's simulation but theirs.
  evader = await deploySimulationEvader(devnet, { executor: account(0), attacker })
  chromium = await launchChromium()
}, 300_000)

afterAll(async () => {
  await chromium?.close()
})

/** [Safe.enableModule(evader), evader.register()] through MultiSendCallOnly, a known target. */
function hiddenModuleBatch() {
  return encodeMultiSendCall([
    {
      operation: 0,
      to: safe,
      value: 0n,
      data: encodeFunctionData({ abi: safeAbi, functionName: 'enableModule', args: [evader] }),
    },
    {
      operation: 0,
      to: evader,
      value: 0n,
      data: encodeFunctionData({ abi: simulationEvasionAbis.evader, functionName: 'register' }),
    },
  ])
}

/** Opens owner 1's confirm dialog of row `#nonce` and waits for the simulation's outcome. */
async function reviewAsOwner1(nonce: bigint, reject: string[] = []) {
  const page = await openAs(1, '/transactions/queue', { reject })
  await queueRow(page, `#${nonce}`).getByRole('button', { name: 'Confirm' }).click()
  await page.getByTestId('simulation-outcome').waitFor({ timeout: 30_000 })
  return page
}

/** Confirm stays disabled until `word` is typed into the risk's box, then arms. */
async function expectBlockedUntil(page: Page, risk: string, word: string) {
  const confirm = page.getByTestId('confirm-transaction')
  await page.getByTestId(`risk-${risk}`).waitFor()
  await expect(confirm.isDisabled()).resolves.toBe(true)
  await page.getByTestId(`ack-${risk}`).fill(word)
  await expect.poll(() => confirm.isEnabled(), { timeout: 10_000 }).toBe(true)
}

describe('a takeover a simulation cannot talk the signer out of', () => {
  it('a module that hides from the simulation still needs the word "control"', async () => {
    const { nonce } = await proposeAsOwner(stack, {
      safe,
      ownerIndex: 0,
      tx: { to: multiSendCallOnly, data: hiddenModuleBatch(), operation: 1 },
    })
    const page = await reviewAsOwner1(nonce)
    // The simulation is fooled: it succeeds and sees no settings change…
    await expect(page.getByTestId('simulation-outcome').getAttribute('data-outcome')).resolves.toBe(
      'success',
    )
    // …and the review says that does not clear what the decoder found.
    await page.getByTestId('settings-unchanged-contradicted').waitFor()
    await expect(page.getByTestId('settings-unchanged').count()).resolves.toBe(0)
    await page.getByTestId('critical-changes').getByText('Enables a module').waitFor()
    await expect(page.getByTestId('risk-delegatecall').count()).resolves.toBe(0)
    await expect(page.getByTestId('risk-safe-control').textContent()).resolves.toContain(
      `Enables a module (it can move funds without the owners): ${evader} (action 1)`,
    )
    await shot(page, '01-hidden-module')
    await expectBlockedUntil(page, 'safe-control', 'control')
    await release(page)
  })

  it('an RPC with no after-state says the settings effect is unknown, and still asks the word', async () => {
    const { nonce } = await proposeAsOwner(stack, {
      safe,
      ownerIndex: 0,
      tx: { to: multiSendCallOnly, data: hiddenModuleBatch(), operation: 1 },
    })
    // The wallet's RPC offers neither eth_simulateV1 nor debug_traceCall: only eth_call runs.
    const page = await reviewAsOwner1(nonce, ['eth_simulateV1', 'debug_traceCall'])
    await expect(page.getByTestId('simulation-mode').getAttribute('data-mode')).resolves.toBe(
      'eth_call',
    )
    await page.getByTestId('settings-unknown').waitFor()
    await expect(page.getByTestId('settings-unchanged').count()).resolves.toBe(0)
    await shot(page, '02-no-after-state')
    await expectBlockedUntil(page, 'safe-control', 'control')
    await release(page)
  })

  it('an owner added beside a decoy transfer shows who holds the Safe afterwards and needs "owners"', async () => {
    const data = encodeMultiSendCall([
      {
        operation: 0,
        to: tokens.usd6,
        value: 0n,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [account(5), 0n],
        }),
      },
      {
        operation: 0,
        to: safe,
        value: 0n,
        data: encodeFunctionData({
          abi: safeAbi,
          functionName: 'addOwnerWithThreshold',
          args: [attacker, 1n],
        }),
      },
    ])
    const { nonce } = await proposeAsOwner(stack, {
      safe,
      ownerIndex: 0,
      tx: { to: multiSendCallOnly, data, operation: 1 },
    })
    const page = await reviewAsOwner1(nonce)
    const risk = page.getByTestId('risk-owner-change')
    await risk.getByText('Adds an owner (action 2)').waitFor()
    await risk.getByText(`Owners afterwards: ${attacker}, ${account(0)}`).waitFor()
    await risk.getByText('Threshold afterwards: 1 of 4').waitFor()
    await shot(page, '03-owner-beside-decoy')
    await expectBlockedUntil(page, 'owner-change', 'owners')
    await release(page)
  })
})
