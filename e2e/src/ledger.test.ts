import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { createDevnetClients, DEVNET_MNEMONIC } from '@assent/devnet'
import { deployTestSafe, launchChromium, type TestChromium } from '@assent/test'
import { type Address, parseEther, parseTransaction } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
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
import type { WalletBuild } from './harness/serveWalletBuild'
import { deviceScreens, openLedgerPage } from './ledger/openLedgerPage'
import { serveLedgerBuild } from './ledger/serveLedgerBuild'

// Issue #30, the Ledger signer in Chromium against the whole stack. Chromium has no Ledger, so
// the suite serves a build whose Ledger transport is a test device (VITE_LEDGER_TEST_DEVICE=1)
// answering like the Ethereum app from anvil's mnemonic. The Ledger account is Ledger Live's
// account 2 (m/44'/60'/1'/0/0), a key no other wallet of the stack holds: whatever it signs
// was signed through the Ledger code, and the chain is the judge.

const stack = inject('stack')
const artifacts = join(import.meta.dirname, '../artifacts')
const devnet = createDevnetClients(stack.rpc)
const ledger = mnemonicToAccount(DEVNET_MNEMONIC, { accountIndex: 1 })
const gatewayJson = <T>(path: string) => stackJson<T>(stack, path)

let chromium: TestChromium
let build: WalletBuild
/** Owners: the Ledger and test account 1, threshold 2. */
let multisig: Address
/** Owner: the Ledger alone. */
let single: Address
const { openAs, release, shot } = safeOwners({
  browser: () => chromium.browser,
  stack,
  safe: () => multisig,
  artifacts,
  prefix: 'ledger',
})

async function fund(to: Address, ether: string) {
  const wallet = devnet.walletClients[9]
  if (!wallet) throw new Error('no test account 9')
  await devnet.publicClient.waitForTransactionReceipt({
    hash: await wallet.sendTransaction({ to, value: parseEther(ether) }),
  })
}

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true })
  build = await serveLedgerBuild(stack)
  multisig = await deployTestSafe(devnet, { owners: [ledger.address, account(1)], threshold: 2 })
  single = await deployTestSafe(devnet, { owners: [ledger.address], threshold: 1 })
  await fund(ledger.address, '5')
  await fund(multisig, '3')
  for (const safe of [multisig, single]) {
    await until(
      'the gateway to know the new Safe',
      async () =>
        (await gatewayJson<{ address: { value: string } }>(
          `/v1/chains/${CHAIN_ID}/safes/${safe}`,
        )) !== undefined,
      60_000,
    )
  }
  chromium = await launchChromium()
}, 600_000)

afterAll(async () => {
  await chromium?.close()
  await build?.stop()
})

describe('Ledger (USB)', () => {
  it('proposes, and after a second owner confirmed executes, a transfer signed on the Ledger', async () => {
    const recipient = account(6)
    const before = await devnet.publicClient.getBalance({ address: recipient })
    const page = await openLedgerPage(chromium.browser, stack, build, {
      path: '/transactions/queue',
      safe: multisig,
      accountNumber: 2,
      address: ledger.address,
      whileChoosing: (chooser) => shot(chooser, '00-account-chooser'),
    })
    await newTransaction(page, 'Send tokens')
    await page.getByTestId('recipient-input').fill(recipient)
    await page.getByTestId('amount-input').fill('0.75')
    await page.getByTestId('build-next').click()
    await page.getByTestId('transaction-review').waitFor()
    const domainHash = (await page.getByTestId('domain-hash').textContent())?.split(' ')[0]
    const messageHash = (await page.getByTestId('message-hash').textContent())?.split(' ')[0]
    await shot(page, '01-review')
    await signAndPropose(page)
    // The device was asked for exactly the hashes the page showed (hashed EIP-712, INS 0x0C).
    const signedOnDevice = (await deviceScreens(page)).filter((s) => s.kind === 'eip712')
    expect(signedOnDevice).toEqual([
      { kind: 'eip712', path: "m/44'/60'/1'/0/0", domainHash, messageHash },
    ])
    await queueRow(page, '0.75').getByText('1 of 2 verified').waitFor({ timeout: 30_000 })

    const other = await openAs(1, '/transactions/queue')
    await confirmRow(other, '0.75')
    await release(other)
    await queueRow(page, '0.75').getByText('2 of 2 verified').waitFor({ timeout: 30_000 })

    const nonceBefore = await devnet.publicClient.getTransactionCount({ address: ledger.address })
    await executeRow(page, '0.75')
    await shot(page, '02-executed')
    // Executed by a transaction the Ledger signed: from its address, to the Safe.
    const sent = (await deviceScreens(page)).filter((s) => s.kind === 'transaction')
    expect(sent).toHaveLength(1)
    const transaction = sent[0]?.kind === 'transaction' ? sent[0].transaction : '0x'
    expect(parseTransaction(transaction)).toMatchObject({
      type: 'eip1559',
      to: multisig.toLowerCase(),
    })
    expect(await devnet.publicClient.getTransactionCount({ address: ledger.address })).toBe(
      nonceBefore + 1,
    )
    expect((await devnet.publicClient.getBalance({ address: recipient })) - before).toBe(
      parseEther('0.75'),
    )
    await release(page)
  })

  it('signs a message on the Ledger that its Safe accepts on chain (EIP-1271)', async () => {
    const text = `signed on a Ledger ${Date.now()}`
    const page = await openLedgerPage(chromium.browser, stack, build, {
      path: '/transactions/messages',
      safe: single,
      accountNumber: 2,
      address: ledger.address,
    })
    await page.getByRole('button', { name: 'Sign message', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Sign a message' })
    await dialog.getByLabel('Message', { exact: true }).fill(text)
    const hash = (await dialog.getByTestId('new-message-hash').textContent()) ?? ''
    const shown = {
      domainHash: (await dialog.getByTestId('device-domain-hash').textContent())?.split(' ')[0],
      messageHash: (await dialog.getByTestId('device-message-hash').textContent())?.split(' ')[0],
    }
    await dialog.getByText('Compare these on your device').waitFor()
    await shot(page, '03-message-before-signing')
    await dialog.getByTestId('sign-message-button').click({ timeout: 30_000 })
    await dialog.waitFor({ state: 'detached', timeout: 30_000 })
    const signedOnDevice = (await deviceScreens(page)).filter((s) => s.kind === 'eip712')
    expect(signedOnDevice).toEqual([{ kind: 'eip712', path: "m/44'/60'/1'/0/0", ...shown }])

    const item = page.getByRole('article', { name: `Message ${hash}` })
    await expect
      .poll(() => item.getByTestId('message-status').textContent(), { timeout: 30_000 })
      .toBe('CONFIRMED')
    // The message's details show the same two hashes.
    await expect(item.getByTestId('device-domain-hash').textContent()).resolves.toContain(
      shown.domainHash,
    )
    await item.getByTestId('check-validity').click()
    await expect
      .poll(() => item.getByTestId('validity-result').textContent(), { timeout: 30_000 })
      .toBe('Valid (EIP-1271)')
    await shot(page, '04-message-confirmed')
    await release(page)
  })
})
