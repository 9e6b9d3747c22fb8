import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { createDevnetClients } from '@assent/devnet'
import { deployTestSafe, launchChromium, type TestChromium } from '@assent/test'
import { type Address, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { safeOwners, until } from './harness/safeOwners'

// Issue #32, undeployed Safes: "Create without deploying" predicts the address and sends
// nothing; the Safe opens at once, receives coin, survives a reload, and "Activate" deploys it
// at exactly that address. A salt nonce already used is refused with its reason.

const stack = inject('stack')
const artifacts = join(import.meta.dirname, '../artifacts')
const devnet = createDevnetClients(stack.rpc)

let chromium: TestChromium
let safe: Address
const { openAs, shot } = safeOwners({
  browser: () => chromium.browser,
  stack,
  safe: () => safe,
  artifacts,
  prefix: 'counterfactual',
})

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true })
  // Any Safe of account 0 to open the app with; the suite then goes to the create page.
  safe = await deployTestSafe(devnet, { owners: [0], threshold: 1 })
  chromium = await launchChromium()
}, 180_000)
afterAll(() => chromium?.close())

const hasCode = async (address: Address) => {
  const code = await devnet.publicClient.getCode({ address })
  return Boolean(code && code !== '0x')
}

describe('an undeployed Safe', () => {
  it('is created without a transaction, receives coin, survives a reload and is activated', async () => {
    const page = await openAs(0, '/home')
    await page.goto(`${stack.web}/new-safe`)
    await page.getByTestId('create-safe-page').waitFor()
    const salt = String(Date.now())
    await page.getByTestId('salt-nonce-input').fill(salt)
    const sentBefore = await devnet.publicClient.getTransactionCount({
      address: devnet.walletClients[0]!.account.address,
    })
    await page.getByTestId('create-counterfactual-button').click()
    await page.waitForURL(/\/home\?safe=devnet(%3A|:)0x/, { timeout: 60_000 })
    const created = new URL(page.url()).searchParams.get('safe')?.split(':')[1] as Address
    const panel = page.getByTestId('counterfactual-panel')
    await panel.getByText('This Safe is not deployed yet').waitFor({ timeout: 60_000 })
    expect(await hasCode(created)).toBe(false)
    expect(
      await devnet.publicClient.getTransactionCount({
        address: devnet.walletClients[0]!.account.address,
      }),
    ).toBe(sentBefore)

    const wallet = devnet.walletClients[9]!
    await devnet.publicClient.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({ to: created, value: parseEther('2') }),
    })
    await page.reload()
    await page.getByTestId('counterfactual-balance').getByText(/: 2 /).waitFor({ timeout: 60_000 })
    await shot(page, '01-undeployed-funded')

    await page.getByTestId('activate-safe-button').click({ timeout: 60_000 })
    await until(
      'the Safe to be deployed',
      async () => (await hasCode(created)) || undefined,
      60_000,
    )
    // Once the gateway has indexed it, the Safe opens from the gateway and the panel goes.
    await panel.waitFor({ state: 'detached', timeout: 60_000 })
    expect(await devnet.publicClient.getBalance({ address: created })).toBe(parseEther('2'))
    await shot(page, '02-activated')

    // The same setup and salt nonce again: refused with the reason, nothing sent.
    await page.goto(`${stack.web}/new-safe`)
    await page.getByTestId('salt-nonce-input').fill(salt)
    await page.getByTestId('create-counterfactual-button').click()
    await page
      .getByTestId('create-counterfactual-error')
      .getByText(`already exists at ${created}`)
      .waitFor({ timeout: 60_000 })
    await page.context().close()
  })
})
