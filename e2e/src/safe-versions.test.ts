import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import {
  buildSafeTransaction,
  buildSignatureBytes,
  encodeExecTransaction,
  getSafeTxTypedData,
  SAFE_1_1_1_DEPLOYMENTS,
  SAFE_DEPLOYMENTS,
  safeAbi,
} from '@assent/core'
import { createDevnetClients } from '@assent/devnet'
import {
  deployTestSafe,
  execSafeTransaction,
  launchChromium,
  type TestChromium,
} from '@assent/test'
import type { Page } from 'playwright-core'
import { type Address, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  testAccount as account,
  DEVNET_CHAIN_ID as CHAIN_ID,
  confirmRow,
  executeRow,
  newTransaction,
  queueRow,
  safeOwners,
  signAndPropose,
  gatewayJson as stackJson,
  until,
} from './harness/safeOwners'

// Most Safes holding value run 1.3.0, and on Ethereum mainnet on the non-L2 singleton, whose
// executions emit no SafeMultiSigTransaction. Here such a Safe goes through the whole web flow
// (propose → confirm → execute → history), hashed for its version and indexed from the chain.

const stack = inject('stack')
const artifacts = join(import.meta.dirname, '../artifacts')
const devnet = createDevnetClients(stack.rpc)
const gatewayJson = <T>(path: string) => stackJson<T>(stack, path)

let chromium: TestChromium
let safe: Address
const safes: Record<'1.3.0' | '1.1.1', Address> = { '1.3.0': '0x', '1.1.1': '0x' }
const { openAs, release, shot } = safeOwners({
  browser: () => chromium.browser,
  stack,
  safe: () => safe,
  artifacts,
  prefix: 'safe-versions',
})

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true })
  const v130 = SAFE_DEPLOYMENTS['1.3.0']
  safes['1.3.0'] = await deployTestSafe(devnet, {
    owners: [0, 1],
    threshold: 2,
    singleton: v130.safe,
    fallbackHandler: v130.compatibilityFallbackHandler,
    factory: v130.safeProxyFactory,
  })
  safes['1.1.1'] = await deployTestSafe(devnet, {
    owners: [0, 1],
    threshold: 2,
    singleton: SAFE_1_1_1_DEPLOYMENTS.safe,
    fallbackHandler: SAFE_1_1_1_DEPLOYMENTS.defaultCallbackHandler,
    factory: SAFE_1_1_1_DEPLOYMENTS.safeProxyFactory,
  })
  const wallet = devnet.walletClients[9]!
  for (const [version, address] of Object.entries(safes)) {
    await devnet.publicClient.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({ to: address, value: parseEther('3') }),
    })
    await until(`the gateway to know the ${version} Safe and its ETH`, async () => {
      const info = await gatewayJson<{ version: string | null }>(
        `/v1/chains/${CHAIN_ID}/safes/${address}`,
      ).catch(() => undefined)
      const balances = await gatewayJson<{ items: unknown[] }>(
        `/v1/chains/${CHAIN_ID}/safes/${address}/balances/usd`,
      ).catch(() => undefined)
      return info?.version === version && balances?.items.length ? true : undefined
    })
  }
  chromium = await launchChromium()
}, 180_000)
afterAll(async () => {
  await chromium?.close()
})

describe('older Safes', () => {
  // 1.3.0 on the non-L2 singleton (the mainnet kind), and 1.1.1 (no chainId in its domain).
  it.each(['1.3.0', '1.1.1'] as const)(
    '%s: owner A proposes, B confirms and executes, history shows it',
    async (version) => {
      safe = safes[version]
      const recipient = account(6)
      const before = await devnet.publicClient.getBalance({ address: recipient })
      const a = await openAs(0, '/transactions/queue')
      await newTransaction(a, 'Send tokens')
      await a.getByTestId('recipient-input').fill(recipient)
      await a.getByTestId('amount-input').fill('0.25')
      await a.getByTestId('build-next').click()
      await a.getByTestId('typed-data').waitFor()
      await shot(a, `${version}-01-review`)
      await signAndPropose(a)
      await queueRow(a, '0.25 ETH').getByText('1 of 2 verified').waitFor()

      const b = await openAs(1, '/transactions/queue')
      await confirmRow(b, '0.25 ETH')
      await queueRow(b, '0.25 ETH').getByText('2 of 2 verified').waitFor()
      await executeRow(b, '0.25 ETH')
      await b.getByTestId('queue-empty').waitFor({ timeout: 20_000 })
      const after = await devnet.publicClient.getBalance({ address: recipient })
      expect(after - before).toBe(parseEther('0.25'))

      // The execution emitted only ExecutionSuccess: the gateway read it from the chain.
      await b.goto(`${stack.web}/transactions/history?safe=devnet:${safe}`)
      const row = b.getByTestId('tx-row').filter({ hasText: '0.25 ETH' }).first()
      await row.waitFor({ timeout: 20_000 })
      await expect(row.getAttribute('data-status')).resolves.toBe('SUCCESS')
      await row.getByRole('link').click()
      // Hashed here for the Safe's own version, and its confirmations recovered over that hash.
      await b.getByTestId('hashes-panel').getByText(`Safe ${version}`).waitFor()
      await b.getByTestId('verification-ok').waitFor()
      await shot(b, `${version}-02-details-executed`)
      await release(a)
      await release(b)
    },
  )

  it('shows an execution of the non-L2 Safe that a relayer contract sent, read from its trace', async () => {
    safe = safes['1.3.0']
    const recipient = account(7)
    // The owners sign; a contract (here a Safe of account 9, which owns nothing of this Safe)
    // relays execTransaction. The outer transaction's input is the relayer's, not the Safe's:
    // only the call trace holds the SafeTx.
    const relayer = await deployTestSafe(devnet, { owners: [9], threshold: 1 })
    const nonce = await devnet.publicClient.readContract({
      address: safe,
      abi: safeAbi,
      functionName: 'nonce',
    })
    const tx = buildSafeTransaction({ to: recipient, value: parseEther('0.125'), nonce })
    const typedData = getSafeTxTypedData({
      chainId: devnet.publicClient.chain.id,
      safeAddress: safe,
      safeVersion: '1.3.0',
      tx,
    })
    const signatures = buildSignatureBytes(
      await Promise.all(
        [0, 1].map(async (index) => {
          const wallet = devnet.walletClients[index]!
          return { signer: wallet.account.address, data: await wallet.signTypedData(typedData) }
        }),
      ),
    )
    const relayed = await execSafeTransaction(devnet, {
      safe: relayer,
      tx: { to: safe, data: encodeExecTransaction(tx, signatures) },
      signers: [9],
      executor: 9,
    })
    expect(relayed.success).toBe(true)

    const page = await openAs(0, '/transactions/history')
    const row = page.getByTestId('tx-row').filter({ hasText: '0.125 ETH' }).first()
    await row.waitFor({ timeout: 20_000 })
    await expect(row.getAttribute('data-status')).resolves.toBe('SUCCESS')
    await row.getByRole('link').click()
    await page.getByTestId('hashes-panel').getByText('Safe 1.3.0').waitFor()
    await page.getByTestId('verification-ok').waitFor()
    await shot(page, '02b-relayed-executed')
    await release(page)
  })

  it('is what the create page makes when asked for 1.3.0 without the L2 singleton', async () => {
    const page = await openAs(0, '/home')
    await page.goto(`${stack.web}/new-safe`)
    await page.getByTestId('create-safe-page').waitFor()
    await page.getByTestId('safe-version-select').selectOption('1.3.0')
    // The devnet calls itself an L2: the L2 singleton is the default, unticked here.
    await expect(page.getByTestId('safe-l2-checkbox').isChecked()).resolves.toBe(true)
    await page.getByTestId('safe-l2-checkbox').uncheck()
    await page.getByTestId('deploy-safe-button').click()
    await page.waitForURL(/\/home\?safe=devnet%3A0x|\/home\?safe=devnet:0x/, { timeout: 60_000 })
    const created = new URL(page.url()).searchParams.get('safe')?.split(':')[1] as Address
    const info = await until('the gateway to index the new Safe', () =>
      gatewayJson<{ version: string | null; implementation: { value: string } }>(
        `/v1/chains/${CHAIN_ID}/safes/${created}`,
      ).catch(() => undefined),
    )
    expect(info.version).toBe('1.3.0')
    expect(info.implementation.value).toBe(SAFE_DEPLOYMENTS['1.3.0'].safe)
    await shot(page, '03-created-130')
    await release(page)
  })

  it('upgrades the 1.3.0 Safe to 1.4.1 through SafeMigration, reviewed and acknowledged', async () => {
    safe = safes['1.3.0']
    const acknowledge = async (page: Page) => {
      await page.getByTestId('risk-delegatecall').waitFor()
      await page.getByTestId('ack-delegatecall').fill('delegatecall')
      // The simulation sees the singleton replaced: named as the official one, still acknowledged.
      const control = page.getByTestId('risk-safe-control')
      await expect(control.textContent()).resolves.toMatch(
        /the official Safe 1\.4\.1( L2)? singleton/,
      )
      await page.getByTestId('ack-safe-control').fill('control')
    }
    const a = await openAs(0, '/settings/setup')
    await a.getByTestId('upgrade-safe').getByText('Owners, threshold, nonce').waitFor()
    const b = await upgradeThroughSettings(a, acknowledge)

    const info = await until('the gateway to see Safe 1.4.1', async () => {
      const read = await gatewayJson<{ version: string | null }>(
        `/v1/chains/${CHAIN_ID}/safes/${safe}`,
      )
      return read.version === '1.4.1' ? read : undefined
    })
    expect(info.version).toBe('1.4.1')
    await b.goto(`${stack.web}/settings/setup?safe=devnet:${safe}`)
    await b.getByTestId('settings-owners').waitFor()
    await shot(b, '04-upgraded')
    await release(a)
    await release(b)
  })

  it('upgrades the 1.1.1 Safe to 1.3.0 (changeMasterCopy + handler), reviewed and acknowledged', async () => {
    safe = safes['1.1.1']
    const v130 = SAFE_DEPLOYMENTS['1.3.0']
    const acknowledge = async (page: Page) => {
      // The simulation sees the singleton replaced and names the official one.
      const control = page.getByTestId('risk-safe-control')
      await control.waitFor({ timeout: 30_000 })
      await expect(control.textContent()).resolves.toMatch(/the official Safe 1\.3\.0 L2 singleton/)
      await page.getByTestId('ack-safe-control').fill('control')
    }
    const a = await openAs(0, '/settings/setup')
    const section = a.getByTestId('upgrade-safe')
    await section.getByRole('heading', { name: 'Upgrade to Safe 1.3.0' }).waitFor()
    await section.getByText('compatibility fallback handler').waitFor()
    const b = await upgradeThroughSettings(a, async (page) => {
      await acknowledge(page)
      if (page === a) await shot(a, '05-upgrade-111-review', { fullPage: false })
    })

    const info = await until('the gateway to see Safe 1.3.0', async () => {
      const read = await gatewayJson<{
        version: string | null
        implementation: { value: string }
        fallbackHandler: { value: string } | null
      }>(`/v1/chains/${CHAIN_ID}/safes/${safe}`)
      return read.version === '1.3.0' ? read : undefined
    })
    expect(info.implementation.value).toBe(v130.safeL2)
    expect(info.fallbackHandler?.value).toBe(v130.compatibilityFallbackHandler)
    // From 1.3.0 the next step, to 1.4.1, is offered.
    await b.goto(`${stack.web}/settings/setup?safe=devnet:${safe}`)
    await b.getByRole('heading', { name: 'Upgrade to Safe 1.4.1' }).waitFor()
    await shot(b, '06-upgraded-111')
    await release(a)
    await release(b)
  })
})

/**
 * Owner A (on Settings → Setup) proposes the offered upgrade, owner B confirms and executes it
 * from the queue, where it is the only transaction; each review is acknowledged by `acknowledge`.
 * Returns B's page.
 */
async function upgradeThroughSettings(a: Page, acknowledge: (page: Page) => Promise<void>) {
  await a.locator('[data-testid="upgrade-safe-button"]:enabled').click()
  await a.getByTestId('transaction-review').waitFor()
  await acknowledge(a)
  await a.locator('[data-testid="sign-and-propose"]:enabled').click()
  await a.getByTestId('tx-flow-dialog').waitFor({ state: 'detached', timeout: 30_000 })

  const b = await openAs(1, '/transactions/queue')
  const row = b.getByTestId('tx-row').first()
  await row.getByRole('button', { name: 'Confirm' }).click()
  await b.getByTestId('verification-ok').waitFor()
  await acknowledge(b)
  await b.locator('[data-testid="confirm-transaction"]:enabled').click()
  await b.getByTestId('tx-flow-dialog').waitFor({ state: 'detached', timeout: 30_000 })
  await row.getByRole('button', { name: 'Execute' }).click()
  await b.getByTestId('verification-ok').waitFor()
  await acknowledge(b)
  await b.getByTestId('gas-estimate').getByText('Estimated gas').waitFor({ timeout: 30_000 })
  await b.locator('[data-testid="execute-transaction"]:enabled').click()
  await b.getByTestId('tx-flow-dialog').waitFor({ state: 'detached', timeout: 60_000 })
  return b
}
