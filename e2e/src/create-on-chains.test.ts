import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { createDevnetClients, SECOND_DEVNET_CHAIN_ID } from '@assent/devnet'
import { deployTestSafe, launchChromium, type TestChromium } from '@assent/test'
import { type Address, parseEther } from 'viem'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { safeOwners, secondDevnetRpc, testAccount, until } from './harness/safeOwners'

// Issue #32, one Safe on several networks: the create page's network boxes put one undeployed
// Safe on both of the stack's chains at one address, with nothing sent on either; the header
// then offers both networks, and activating it on one network deploys it there alone.

const stack = inject('stack')
const artifacts = join(import.meta.dirname, '../artifacts')
const first = createDevnetClients(stack.rpc)
const second = createDevnetClients(secondDevnetRpc(stack), SECOND_DEVNET_CHAIN_ID)

let chromium: TestChromium
let openedWith: Address
const { openAs, release, shot } = safeOwners({
  browser: () => chromium.browser,
  stack,
  safe: () => openedWith,
  artifacts,
  prefix: 'create-on-chains',
})

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true })
  // Any Safe of account 0 to open the app with; the test then goes to the create page.
  openedWith = await deployTestSafe(first, { owners: [0], threshold: 1 })
  chromium = await launchChromium()
}, 180_000)
afterAll(() => chromium?.close())

const hasCode = async (clients: typeof first, address: Address) => {
  const code = await clients.publicClient.getCode({ address })
  return Boolean(code && code !== '0x')
}
const sentBy = (clients: typeof first) =>
  clients.publicClient.getTransactionCount({ address: testAccount(0) })

it('creates one undeployed Safe on both networks, then activates it on the second alone', async () => {
  const page = await openAs(0, '/home')
  await page.goto(`${stack.web}/new-safe`)
  await page.getByTestId('create-safe-page').waitFor()
  const onSecond = page.getByTestId('counterfactual-network-devnet2')
  await onSecond.check({ timeout: 60_000 })
  expect(await page.getByTestId('counterfactual-network-devnet').isChecked()).toBe(true)
  await page.getByTestId('salt-nonce-input').fill(String(Date.now()))
  const sentBefore = [await sentBy(first), await sentBy(second)]
  await shot(page, '01-two-networks-picked')
  await page.getByTestId('create-counterfactual-button').click()
  await page.waitForURL(/\/home\?safe=devnet(%3A|:)0x/, { timeout: 60_000 })
  const created = new URL(page.url()).searchParams.get('safe')?.split(':')[1] as Address

  // Nothing sent and nothing deployed on either chain.
  expect([await sentBy(first), await sentBy(second)]).toEqual(sentBefore)
  expect(await hasCode(first, created)).toBe(false)
  expect(await hasCode(second, created)).toBe(false)
  // The header offers the address on both networks.
  const switcher = page.getByTestId('safe-chain-switcher')
  await switcher.waitFor({ timeout: 60_000 })
  expect(await switcher.locator('option').count()).toBe(2)

  // The second network's page is the same undeployed Safe; fund and activate it there.
  await page.goto(`${stack.web}/home?safe=devnet2:${created}`)
  const panel = page.getByTestId('counterfactual-panel')
  await panel.getByText('This Safe is not deployed yet').waitFor({ timeout: 60_000 })
  await second.publicClient.waitForTransactionReceipt({
    hash: await second.walletClients[9]!.sendTransaction({ to: created, value: parseEther('1') }),
  })
  await page.getByTestId('counterfactual-balance').getByText(/: 1 /).waitFor({ timeout: 60_000 })
  await page.getByTestId('activate-safe-button').click({ timeout: 60_000 })
  await until(
    'the Safe to be deployed on the second chain',
    async () => (await hasCode(second, created)) || undefined,
    90_000,
  )
  expect(await second.publicClient.getBalance({ address: created })).toBe(parseEther('1'))
  await shot(page, '02-activated-on-second')

  // The first network still holds it undeployed, at the same address.
  expect(await hasCode(first, created)).toBe(false)
  await page.goto(`${stack.web}/home?safe=devnet:${created}`)
  await panel.getByText('This Safe is not deployed yet').waitFor({ timeout: 60_000 })
  await release(page)
})
