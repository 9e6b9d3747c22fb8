import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { encodeMultiSendCall, erc20Abi, SAFE_DEPLOYMENTS } from '@assent/core'
import {
  type AttackKit,
  attackKitAbis,
  createDevnetClients,
  demoErc20Abi,
  demoTokenAddresses,
  deployAttackKit,
} from '@assent/devnet'
import { deployTestSafe, launchChromium, type TestChromium } from '@assent/test'
import type { Page } from 'playwright-core'
import { type Address, encodeFunctionData, getAddress, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { testAccount as account, proposeAsOwner, queueRow, safeOwners } from './harness/safeOwners'

// "What this does" in Chromium against the whole stack: each attack of the kit is simulated
// through the owner's wallet RPC, shows its critical finding, and keeps Confirm disabled until
// its word is typed; an ordinary transfer shows its effect and no finding.

const stack = inject('stack')
const artifacts = join(import.meta.dirname, '../artifacts')
const devnet = createDevnetClients(stack.rpc)
const tokens = demoTokenAddresses()
const evilSingleton = getAddress('0x000000000000000000000000000000000000bad1')

let chromium: TestChromium
let safe: Address
let kit: AttackKit
const { openAs, release, shot } = safeOwners({
  browser: () => chromium.browser,
  stack,
  safe: () => safe,
  artifacts,
  prefix: 'simulation',
})

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true })
  safe = await deployTestSafe(devnet, { owners: [0, 1, 2], threshold: 2 })
  kit = await deployAttackKit(devnet, {
    attacker: getAddress('0x00000000000000000000000000000000000a77ac'),
  })
  const wallet = devnet.walletClients[0]!
  for (const [token, amount] of [
    [tokens.usd6, parseUnits('48750', 6)],
    [tokens.ast18, parseUnits('12', 18)],
    [kit.approvingToken, parseUnits('500', 6)],
  ] as const) {
    const hash = await wallet.writeContract({
      address: token,
      abi: demoErc20Abi,
      functionName: 'mint',
      args: [safe, amount],
    })
    await devnet.publicClient.waitForTransactionReceipt({ hash })
  }
  const hash = await wallet.sendTransaction({ to: safe, value: parseEther('3') })
  await devnet.publicClient.waitForTransactionReceipt({ hash })
  chromium = await launchChromium()
}, 300_000)

afterAll(async () => {
  await chromium?.close()
})

/** Opens the confirm dialog of the row `#nonce` as owner 1 and waits for the simulation. */
async function review(nonce: bigint) {
  const page = await openAs(1, '/transactions/queue')
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
}

const transfer = (to: Address, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })

describe('what this does', () => {
  it('an ordinary transfer shows its effect and no finding', async () => {
    const { nonce } = await proposeAsOwner(stack, {
      safe,
      ownerIndex: 0,
      tx: { to: tokens.usd6, data: transfer(account(8), parseUnits('250', 6)), operation: 0 },
    })
    const page = await review(nonce)
    await expect(page.getByTestId('simulation-outcome').getAttribute('data-outcome')).resolves.toBe(
      'success',
    )
    await expect(page.getByTestId('asset-change').allTextContents()).resolves.toEqual([
      expect.stringContaining('−250 aUSD'),
    ])
    await page.getByTestId('settings-unchanged').waitFor()
    await expect(page.getByTestId('simulation-mode').getAttribute('data-mode')).resolves.toBe(
      'eth_simulateV1',
    )
    await expect(page.locator('[data-testid^="risk-"]').count()).resolves.toBe(0)
    const confirm = page.getByTestId('confirm-transaction')
    await expect.poll(() => confirm.isEnabled(), { timeout: 10_000 }).toBe(true)
    await shot(page, '01-ordinary-transfer')
    await release(page)
  })

  it('the Bybit pattern: a singleton replaced through a delegate call', async () => {
    const { nonce } = await proposeAsOwner(stack, {
      safe,
      ownerIndex: 0,
      tx: {
        to: kit.singletonWriter,
        operation: 1,
        data: encodeFunctionData({
          abi: attackKitAbis.singletonWriter,
          functionName: 'upgrade',
          args: [evilSingleton],
        }),
      },
    })
    const page = await review(nonce)
    await expect(page.getByTestId('risk-safe-control').textContent()).resolves.toContain(
      `Gives control of the Safe to ${evilSingleton}`,
    )
    await expect(page.getByTestId('settings-change').getAttribute('data-field')).resolves.toBe(
      'singleton',
    )
    await expectBlockedUntil(page, 'safe-control', 'control')
    // The delegate call is its own risk: one word never acknowledges the other.
    await expect(page.getByTestId('confirm-transaction').isDisabled()).resolves.toBe(true)
    await page.getByTestId('ack-delegatecall').fill('delegatecall')
    await expect
      .poll(() => page.getByTestId('confirm-transaction').isEnabled(), { timeout: 10_000 })
      .toBe(true)
    await shot(page, '02-singleton-replaced')
    await release(page)
  })

  it('a token whose transfer also approves an attacker', async () => {
    const { nonce } = await proposeAsOwner(stack, {
      safe,
      ownerIndex: 0,
      tx: { to: kit.approvingToken, data: transfer(account(8), parseUnits('10', 6)), operation: 0 },
    })
    const page = await review(nonce)
    await expect(page.getByTestId('risk-hidden-approval').textContent()).resolves.toContain(
      `${kit.attacker} may spend an unlimited amount of fUSD`,
    )
    await expectBlockedUntil(page, 'hidden-approval', 'approval')
    await expect
      .poll(() => page.getByTestId('confirm-transaction').isEnabled(), { timeout: 10_000 })
      .toBe(true)
    await shot(page, '03-hidden-approval')
    await release(page)
  })

  it('a look-alike of an owner', async () => {
    const owner = account(2).toLowerCase()
    const lookAlike = getAddress(`0x${owner.slice(2, 6)}${'0'.repeat(32)}${owner.slice(-4)}`)
    const { nonce } = await proposeAsOwner(stack, {
      safe,
      ownerIndex: 0,
      tx: { to: lookAlike, value: parseEther('0.01'), data: '0x', operation: 0 },
    })
    const page = await review(nonce)
    await expect(page.getByTestId('risk-look-alike').textContent()).resolves.toContain(
      `${lookAlike} looks like owner 3 (${account(2)})`,
    )
    await expectBlockedUntil(page, 'look-alike', 'lookalike')
    await expect
      .poll(() => page.getByTestId('confirm-transaction').isEnabled(), { timeout: 10_000 })
      .toBe(true)
    await release(page)
  })

  it('a refund rerouted to an attacker', async () => {
    const { nonce } = await proposeAsOwner(stack, {
      safe,
      ownerIndex: 0,
      tx: {
        to: account(8),
        value: 1n,
        data: '0x',
        operation: 0,
        baseGas: 100_000n,
        gasPrice: 1_000_000_000n,
        refundReceiver: kit.attacker,
      },
    })
    const page = await review(nonce)
    await expect(page.getByTestId('risk-refund').textContent()).resolves.toContain(kit.attacker)
    await expectBlockedUntil(page, 'refund', 'refund')
    await expect
      .poll(() => page.getByTestId('confirm-transaction').isEnabled(), { timeout: 10_000 })
      .toBe(true)
    await release(page)
  })

  it('the batch Drain Account sends: three transfers that empty the Safe', async () => {
    const [usd, ast] = await Promise.all(
      [tokens.usd6, tokens.ast18].map((token) =>
        devnet.publicClient.readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [safe],
        }),
      ),
    )
    const native = await devnet.publicClient.getBalance({ address: safe })
    const to = account(1)
    const { nonce } = await proposeAsOwner(stack, {
      safe,
      ownerIndex: 0,
      tx: {
        to: SAFE_DEPLOYMENTS['1.4.1'].multiSendCallOnly,
        operation: 1,
        data: encodeMultiSendCall([
          { operation: 0, to: tokens.usd6, value: 0n, data: transfer(to, usd!) },
          { operation: 0, to: tokens.ast18, value: 0n, data: transfer(to, ast!) },
          { operation: 0, to, value: native, data: '0x' },
        ]),
      },
    })
    const page = await review(nonce)
    await expect(page.getByTestId('asset-change').allTextContents()).resolves.toEqual([
      expect.stringContaining('−48,750 aUSD'),
      expect.stringContaining('−12 AST'),
      expect.stringContaining('−3 ETH'),
    ])
    const notices = await page.locator('[data-notice="whole-balance"]').allTextContents()
    expect(notices).toEqual([
      "Empties the Safe's aUSD: all of it leaves the Safe.",
      "Empties the Safe's AST: all of it leaves the Safe.",
      "Empties the Safe's ETH: all of it leaves the Safe.",
    ])
    await expect(page.locator('[data-testid^="risk-"]').count()).resolves.toBe(0)
    await shot(page, '04-drain-account')
    await release(page)
  })
})
