import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import {
  buildSafeTransaction,
  encodeMultiSendCall,
  SAFE_DEPLOYMENTS,
  safeAbi,
  safeTxHash,
} from '@assent/core'
import { attackKitAbis, createDevnetClients, deployAttackKit } from '@assent/devnet'
import { deployTestSafe, launchChromium, type TestChromium } from '@assent/test'
import type { Page } from 'playwright-core'
import { type Address, encodeFunctionData, getAddress, type Hex, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  testAccount as account,
  DEVNET_CHAIN_ID as CHAIN_ID,
  gatewayJson,
  proposeAsOwner,
  queueRow,
  safeOwners,
} from './harness/safeOwners'
import { findDemoSafes } from './sdk-compat/walletSession'

// Security issue #28, item 2, replayed against the whole stack: a proposer in a parent Safe asks
// its co-signers to sign `child.approveHash(H)`, where H is a transaction of a Safe the parent
// owns. The review must look H up, prove it and show the child's transaction with its risks —
// or, when it cannot, say that this approves an unknown transaction and ask for a typed word.
// The on-chain premise (the approval lets the child's drain execute) is proven in
// packages/review/src/nested/resolveNestedApproval.onchain.test.ts.

const stack = inject('stack')
const artifacts = join(import.meta.dirname, '../artifacts')
const devnet = createDevnetClients(stack.rpc)
const { multiSendCallOnly } = SAFE_DEPLOYMENTS['1.4.1']

let chromium: TestChromium
let parent: Address
let child: Address
let current: Address
const { openAs, release, shot } = safeOwners({
  browser: () => chromium.browser,
  stack,
  safe: () => current,
  artifacts,
  prefix: 'nested-approval-attack',
})

/** The drain H stands for: everything the child holds, to the attacker, never proposed. */
let unknownHash: Hex

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true })
  parent = await deployTestSafe(devnet, { owners: [0, 1], threshold: 2 })
  child = await deployTestSafe(devnet, { owners: [parent, 2], threshold: 2 })
  const funding = await devnet.walletClients[0]!.sendTransaction({
    to: child,
    value: parseEther('1'),
  })
  await devnet.publicClient.waitForTransactionReceipt({ hash: funding })
  unknownHash = safeTxHash({
    chainId: CHAIN_ID,
    safeAddress: child,
    safeVersion: '1.4.1',
    tx: buildSafeTransaction({ to: account(9), value: parseEther('1'), nonce: 0n }),
  })
  chromium = await launchChromium()
}, 300_000)

afterAll(async () => {
  await chromium?.close()
})

const approveHash = (hash: Hex) =>
  encodeFunctionData({ abi: safeAbi, functionName: 'approveHash', args: [hash] })

/** Opens the confirm dialog of the parent's row `#nonce` as its co-signer, account 1. */
async function reviewAsCoSigner(nonce: bigint): Promise<Page> {
  current = parent
  const page = await openAs(1, '/transactions/queue')
  await queueRow(page, `#${nonce}`).getByRole('button', { name: 'Confirm' }).click()
  await page.getByTestId('nested-approvals').waitFor({ timeout: 30_000 })
  return page
}

/** Types every risk's own word, except those of `skip` (risk ids). */
async function acknowledgeRisks(page: Page, skip: string[] = []) {
  for (const box of await page.locator('[data-testid^="risk-"]').all()) {
    const id = (await box.getAttribute('data-testid'))?.slice('risk-'.length) ?? ''
    if (skip.includes(id)) continue
    const word = (await box.locator('.field-label strong').textContent()) ?? ''
    await page.getByTestId(`ack-${id}`).fill(word)
  }
}

const riskIds = (page: Page) =>
  page
    .locator('[data-testid^="risk-"]')
    .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('data-testid')))

describe('a parent Safe steered into approving a child transaction', () => {
  it('an approveHash of an unknown H in a batch needs "approvehash", naming the child', async () => {
    const data = encodeMultiSendCall([
      { operation: 0, to: account(8), value: 0n, data: '0x' },
      { operation: 0, to: child, value: 0n, data: approveHash(unknownHash) },
    ])
    const { nonce } = await proposeAsOwner(stack, {
      safe: parent,
      ownerIndex: 0,
      tx: { to: multiSendCallOnly, data, operation: 1 },
    })
    const page = await reviewAsCoSigner(nonce)
    const risk = page.getByTestId('risk-nested-approval')
    await expect
      .poll(() => risk.locator('h3').textContent(), { timeout: 30_000 })
      .toBe(`Approves an unknown transaction of Safe ${child}`)
    await expect(risk.textContent()).resolves.toContain(
      `${unknownHash} of Safe ${child} (action 2)`,
    )
    await expect(page.getByTestId('nested-approval-unproven').textContent()).resolves.toContain(
      `This approves an unknown transaction of Safe ${child}.`,
    )
    await expect(riskIds(page)).resolves.toEqual(['risk-nested-approval'])
    const confirm = page.getByTestId('confirm-transaction')
    await expect(confirm.isDisabled()).resolves.toBe(true)
    await page.getByTestId('ack-nested-approval').fill('approvehash')
    await expect.poll(() => confirm.isEnabled(), { timeout: 30_000 }).toBe(true)
    await shot(page, '01-unknown-hash')
    await release(page)
  })

  it("a resolvable child transaction shows the child's decoded call and its risks", async () => {
    // Account 2, the child's other owner, proposes the Bybit pattern on the child.
    const kit = await deployAttackKit(devnet, { attacker: account(9) })
    const evilSingleton = getAddress('0x00000000000000000000000000000000000e7e11')
    const { safeTxHash: childHash } = await proposeAsOwner(stack, {
      safe: child,
      ownerIndex: 2,
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
    const { nonce } = await proposeAsOwner(stack, {
      safe: parent,
      ownerIndex: 0,
      tx: { to: child, data: approveHash(childHash), operation: 0 },
    })
    const page = await reviewAsCoSigner(nonce)
    const nested = page.getByTestId('nested-approval')
    await nested.getByTestId('nested-approval-proven').waitFor({ timeout: 30_000 })
    await expect(nested.getByTestId('operation').textContent()).resolves.toContain(
      'delegatecall (1)',
    )
    await expect(nested.getByTestId('decoded-call').textContent()).resolves.toContain(
      kit.singletonWriter,
    )
    // The child's simulation ran in the parent's review, and its finding is a risk here too.
    await nested.getByTestId('simulation-outcome').waitFor({ timeout: 30_000 })
    await expect
      .poll(() => riskIds(page), { timeout: 30_000 })
      .toEqual(['risk-nested-approval:0:delegatecall', 'risk-nested-approval:0:safe-control'])
    await expect(
      page.getByTestId('risk-nested-approval:0:delegatecall').textContent(),
    ).resolves.toContain(`Transaction #0 of Safe ${child}, which this Safe approves`)
    await expect(
      page.getByTestId('risk-nested-approval:0:safe-control').textContent(),
    ).resolves.toContain(evilSingleton)
    await shot(page, '02-resolved-child-risks')
    await page
      .getByTestId('nested-approvals')
      .screenshot({ path: join(artifacts, 'nested-approval-attack-02-child-review.png') })

    // Each of the child's risks needs its own word in the parent's review.
    const confirm = page.getByTestId('confirm-transaction')
    await acknowledgeRisks(page, ['nested-approval:0:delegatecall'])
    await expect
      .poll(() => page.getByTestId('sign-blockers').textContent(), { timeout: 30_000 })
      .toContain('Type "delegatecall" to acknowledge: transaction #0 of safe')
    await expect(confirm.isDisabled()).resolves.toBe(true)
    await page.getByTestId('ack-nested-approval:0:delegatecall').fill('delegatecall')
    await expect.poll(() => confirm.isEnabled(), { timeout: 30_000 }).toBe(true)
    await release(page)
  })

  it("the demo's own nested approval resolves to its transfer and raises no risk", async () => {
    const { multisig } = await findDemoSafes(stack.gateway)
    const owned = await gatewayJson<{ safes: string[] }>(
      stack,
      `/v1/chains/${CHAIN_ID}/owners/${multisig}/safes`,
    )
    const nestedSafe = owned.safes[0]
    if (!nestedSafe) throw new Error(`The demo Safe ${multisig} owns no Safe`)
    current = getAddress(nestedSafe)
    const page = await openAs(0, '/transactions/queue')
    await page.getByTestId('confirm-through-parent').first().click({ timeout: 30_000 })
    await page.waitForURL((url) => url.searchParams.get('safe') === `devnet:${multisig}`)
    const nested = page.getByTestId('nested-approval')
    await nested.getByTestId('nested-approval-proven').waitFor({ timeout: 30_000 })
    await expect(nested.getByTestId('method').textContent()).resolves.toContain(
      'none (plain transfer)',
    )
    await nested.getByTestId('simulation-outcome').waitFor({ timeout: 30_000 })
    await expect.poll(() => riskIds(page), { timeout: 30_000 }).toEqual([])
    const propose = page.getByTestId('sign-and-propose')
    await expect.poll(() => propose.isEnabled(), { timeout: 30_000 }).toBe(true)
    await shot(page, '03-demo-nested-approval')
    await page
      .getByTestId('nested-approvals')
      .screenshot({ path: join(artifacts, 'nested-approval-attack-03-child-review.png') })
    // Nothing is proposed: the demo Safes stay as other suites expect them.
    await release(page)
  })

  it("a Safe App's approveHash request goes through the same review", async () => {
    // An app page (served under the demo app's origin) that asks for child.approveHash(H).
    const appUrl = `${stack.demoApp}/nested-approval-app.html`
    const send = {
      id: 'a1b2c3d4e5',
      method: 'sendTransactions',
      params: { txs: [{ to: child, value: '0', data: approveHash(unknownHash) }] },
      env: { sdkVersion: '9.1.0' },
    }
    // It asks for the Safe's info until the host answers (so the host is listening), then sends.
    const html = `<!doctype html><html><body><p>app</p><script>
      const host = ${JSON.stringify(new URL(stack.web).origin)}
      let n = 0
      const ping = () => window.parent.postMessage({ id: 'ping' + (n++), method: 'getSafeInfo', env: { sdkVersion: '9.1.0' } }, host)
      const timer = setInterval(ping, 300)
      let sent = false
      window.addEventListener('message', (event) => {
        if (sent || event.origin !== host || !String(event.data?.id).startsWith('ping')) return
        sent = true
        clearInterval(timer)
        window.parent.postMessage(${JSON.stringify(send)}, host)
      })
      ping()
    </script></body></html>`
    current = parent
    const page = await openAs(1, `/apps/open?appUrl=${encodeURIComponent(appUrl)}`, {
      prepare: async (opening) => {
        await opening.route(appUrl, (route) =>
          route.fulfill({ status: 200, contentType: 'text/html', body: html }),
        )
      },
    })
    const unknownApp = page.getByTestId('unknown-app-accept')
    const dialog = page.getByTestId('tx-flow-dialog')
    await expect
      .poll(async () => (await unknownApp.count()) + (await dialog.count()), { timeout: 30_000 })
      .toBeGreaterThan(0)
    if (await unknownApp.count()) {
      await unknownApp.check()
      await page.getByTestId('unknown-app-continue').click()
    }
    await dialog.getByTestId('flow-origin').waitFor({ timeout: 30_000 })
    const risk = dialog.getByTestId('risk-nested-approval')
    await expect
      .poll(() => risk.locator('h3').textContent(), { timeout: 30_000 })
      .toBe(`Approves an unknown transaction of Safe ${child}`)
    await expect(dialog.getByTestId('sign-and-propose').isDisabled()).resolves.toBe(true)
    await shot(page, '04-safe-app-request')
    await release(page)
  })
})
