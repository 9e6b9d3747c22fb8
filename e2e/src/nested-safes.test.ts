import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { createDevnetClients } from '@assent/devnet'
import { deployTestSafe, launchChromium, type TestChromium } from '@assent/test'
import { type Address, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  testAccount as account,
  executeRow,
  gatewayJson,
  proposeAsOwner,
  queueRow,
  safeOwners,
} from './harness/safeOwners'

// A Safe owned by another Safe, end to end in Chromium: the parent's owner confirms the child's
// transaction through the parent (approveHash on chain, proposed, signed and executed in the
// parent), and the child's other owner then executes it with that on-chain confirmation.

const stack = inject('stack')
const artifacts = join(import.meta.dirname, '../artifacts')
const devnet = createDevnetClients(stack.rpc)

let chromium: TestChromium
let parent: Address
let child: Address
let current: Address
const { openAs, release, shot } = safeOwners({
  browser: () => chromium.browser,
  stack,
  safe: () => current,
  artifacts,
  prefix: 'nested-safes',
})

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true })
  parent = await deployTestSafe(devnet, { owners: [3], threshold: 1 })
  child = await deployTestSafe(devnet, { owners: [parent, 0], threshold: 2 })
  const hash = await devnet.walletClients[0]!.sendTransaction({ to: child, value: parseEther('1') })
  await devnet.publicClient.waitForTransactionReceipt({ hash })
  chromium = await launchChromium()
}, 300_000)

afterAll(async () => {
  await chromium?.close()
})

describe('nested Safes', () => {
  it("confirms a child Safe's transaction through its owner Safe, then executes it", async () => {
    const recipient = account(8)
    const before = await devnet.publicClient.getBalance({ address: recipient })
    const { nonce, safeTxHash } = await proposeAsOwner(stack, {
      safe: child,
      ownerIndex: 0,
      tx: { to: recipient, value: parseEther('0.25'), data: '0x', operation: 0 },
    })

    // Account 3 owns no key of the child, only the parent Safe that is its owner.
    current = child
    const page = await openAs(3, '/transactions/queue')
    const row = queueRow(page, `#${nonce}`)
    await expect(row.getByRole('button', { name: 'Confirm', exact: true }).count()).resolves.toBe(0)
    await row.getByTestId('confirm-through-parent').click()

    // The parent Safe opens with approveHash(safeTxHash) on the child, reviewed like any other.
    await page.waitForURL((url) => url.searchParams.get('safe') === `devnet:${parent}`)
    await expect(page.getByTestId('draft-title').textContent()).resolves.toBe(
      `Approve transaction #${nonce} of Safe ${child}`,
    )
    await expect(page.getByTestId('method').first().textContent()).resolves.toBe('approveHash')
    await expect(
      page.getByTestId('simulation-outcome').first().getAttribute('data-outcome'),
    ).resolves.toBe('success')
    await shot(page, '01-approve-in-parent')
    await page.getByTestId('sign-and-propose').click()
    await page.getByTestId('tx-flow-dialog').waitFor({ state: 'detached', timeout: 30_000 })
    await executeRow(page, 'approveHash')
    await release(page)

    // The child sees the parent's on-chain confirmation once it is indexed…
    await expect
      .poll(
        async () => {
          const details = await gatewayJson<{
            detailedExecutionInfo: { confirmations: { signer: { value: string } }[] }
          }>(stack, `/v1/chains/31337/transactions/${safeTxHash}`)
          return details.detailedExecutionInfo.confirmations.map((c) => c.signer.value)
        },
        { timeout: 30_000 },
      )
      .toContain(parent)

    // …and its other owner executes with it: the approved hash is proven on chain.
    current = child
    const owner = await openAs(0, '/transactions/queue')
    await executeRow(owner, `#${nonce}`)
    await expect
      .poll(() => devnet.publicClient.getBalance({ address: recipient }), { timeout: 30_000 })
      .toBe(before + parseEther('0.25'))
    await shot(owner, '02-child-executed')
    await release(owner)
  })
})
