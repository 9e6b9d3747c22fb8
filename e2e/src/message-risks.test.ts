import {
  buildSafeTransaction,
  getSafeMessageTypedData,
  getSafeTxTypedData,
  typedDataPreimage,
} from '@assent/core'
import { connectDevnet } from '@assent/devnet'
import {
  createGatewayClient,
  type EIP712TypedData,
  proposeSafeMessage,
} from '@assent/gateway-client'
import { deployTestSafe, launchChromium, TEST_ACCOUNTS, type TestChromium } from '@assent/test'
import type { Frame, Locator, Page } from 'playwright-core'
import { type Address, getAddress, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type AppUnderTest, openApp } from './sdk-compat/appScenarios'
import {
  deployFreshMultisig,
  OWNERS,
  openWalletSession,
  screenshot,
} from './sdk-compat/walletSession'

// Security issue #28, item 9: message requests that can cost the Safe more than a signature of
// text — a Permit2 approval, another Safe's SafeTx or SafeMessage, a raw EIP-712 preimage, a
// bare hash — keep Sign disabled until their word is typed, wherever they come from: a Safe
// App (off chain and on chain), a message written here, or one proposed through the gateway.

const stack = inject('stack')
const walletOrigin = new URL(stack.web).origin
const demo: AppUnderTest = {
  label: 'demo',
  url: stack.demoApp,
  origin: new URL(stack.demoApp).origin,
  name: 'Assent Demo App',
}
const CHAIN_ID = 31337
const PERMIT2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3'
const SPENDER = getAddress('0x00000000000000000000000000000000000a77ac')
const TOKEN = getAddress('0x0000000000000000000000000000000000007070')
let chromium: TestChromium

beforeAll(async () => {
  chromium = await launchChromium()
})
afterAll(() => chromium?.close())

/** Typed data as JSON carries it (bigints as decimal strings). */
const json = (value: unknown): EIP712TypedData =>
  JSON.parse(JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? v.toString() : v)))

/** An unlimited Permit2 allowance of every TOKEN the Safe holds to SPENDER. */
const permit2Unlimited = {
  domain: { name: 'Permit2', chainId: CHAIN_ID, verifyingContract: PERMIT2 },
  types: {
    PermitSingle: [
      { name: 'details', type: 'PermitDetails' },
      { name: 'spender', type: 'address' },
      { name: 'sigDeadline', type: 'uint256' },
    ],
    PermitDetails: [
      { name: 'token', type: 'address' },
      { name: 'amount', type: 'uint160' },
      { name: 'expiration', type: 'uint48' },
      { name: 'nonce', type: 'uint48' },
    ],
  },
  primaryType: 'PermitSingle',
  message: {
    details: {
      token: TOKEN,
      amount: ((1n << 160n) - 1n).toString(),
      expiration: '4102444800',
      nonce: '0',
    },
    spender: SPENDER,
    sigDeadline: '4102444800',
  },
}

/** A SafeTx of `safe` that hands it over: a delegate call to an attacker's contract. */
const takeoverParams = (safe: Address) =>
  ({
    chainId: CHAIN_ID,
    safeAddress: safe,
    safeVersion: '1.4.1',
    tx: buildSafeTransaction({ to: SPENDER, operation: 1, nonce: 0n }),
  }) as const

/**
 * The sign button of `scope` stays disabled, saying which word it waits for, while the risk box
 * is shown; a wrong word changes nothing; the word arms it.
 */
async function expectWordArmsSign(
  scope: Locator,
  risk: { id: string; word: string },
  button: Locator = scope.getByTestId('sign-message-button'),
) {
  await scope.getByTestId(`risk-${risk.id}`).waitFor({ timeout: 30_000 })
  // The wallet stack loads lazily; its placeholder button carries no test id.
  await button.waitFor({ timeout: 90_000 })
  const blockers = scope.getByTestId('sign-blockers')
  await expect
    .poll(() => blockers.textContent(), { timeout: 30_000 })
    .toContain(`Type "${risk.word}" to acknowledge`)
  expect(await button.isDisabled()).toBe(true)
  const ack = scope.getByTestId(`ack-${risk.id}`)
  await ack.fill('yes')
  expect(await button.isDisabled()).toBe(true)
  await ack.fill(` ${risk.word.toUpperCase()} `)
  await expect.poll(() => button.isEnabled(), { timeout: 60_000 }).toBe(true)
  expect(await blockers.count()).toBe(0)
}

/** The demo app's frame, to speak the Safe Apps protocol from it as a hostile app would. */
function demoFrame(page: Page): Frame {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(stack.demoApp))
  if (!frame) throw new Error('The demo app frame is not loaded')
  return frame
}

/** Posts a raw Safe Apps request from the app's window; resolves to its id. */
function appRequest(page: Page, method: string, params: unknown): Promise<string> {
  return demoFrame(page).evaluate(
    ({ method, params, walletOrigin }) => {
      const id = `attack-${Math.random().toString(16).slice(2)}`
      const scope = window as unknown as { attackReplies?: Record<string, unknown> }
      const replies = scope.attackReplies ?? {}
      scope.attackReplies = replies
      window.addEventListener('message', (event: MessageEvent) => {
        const data = event.data as { id?: unknown } | null
        if (event.origin === walletOrigin && data?.id === id) replies[id] = data
      })
      window.parent.postMessage({ id, method, params, env: { sdkVersion: '9.1.0' } }, walletOrigin)
      return id
    },
    { method, params, walletOrigin },
  )
}

/** The host's answer to request `id`, once it came. */
async function appReply(page: Page, id: string): Promise<Record<string, unknown>> {
  let reply: Record<string, unknown> | undefined
  await expect
    .poll(
      async () => {
        reply = await demoFrame(page).evaluate(
          (id) =>
            (window as unknown as { attackReplies?: Record<string, Record<string, unknown>> })
              .attackReplies?.[id],
          id,
        )
        return reply !== undefined
      },
      { timeout: 60_000, interval: 200 },
    )
    .toBe(true)
  return reply as Record<string, unknown>
}

describe('risky message requests need their word before Sign arms', () => {
  it('a Safe App: Permit2, a SafeTx and a SafeMessage of a Safe it owns, a preimage, a hash', async () => {
    const parent = await deployFreshMultisig(stack, { owners: [0], threshold: 1 })
    // The nested case: a Safe this Safe owns, whose transactions its signature approves.
    const child = await deployTestSafe(await connectDevnet(stack.rpc), {
      owners: [parent],
      threshold: 1,
    })
    const app = await openApp(chromium.browser, stack, demo, OWNERS[0], parent)
    const prompt = app.page.getByRole('dialog', { name: 'Sign message' })
    const rejected = async (id: string) => {
      await prompt.getByRole('button', { name: 'Reject' }).click()
      await prompt.waitFor({ state: 'detached' })
      expect(await appReply(app.page, id)).toMatchObject({ success: false })
    }
    try {
      const attacks = [
        {
          risk: { id: 'other-safe', word: 'othersafe' },
          method: 'signTypedMessage',
          params: { typedData: json(getSafeTxTypedData(takeoverParams(child))) },
          shows: child,
        },
        {
          risk: { id: 'other-safe', word: 'othersafe' },
          method: 'signTypedMessage',
          params: {
            typedData: json(
              getSafeMessageTypedData({
                chainId: CHAIN_ID,
                safeAddress: child,
                safeVersion: '1.4.1',
                message: 'I hand over this Safe',
              }),
            ),
          },
          shows: child,
        },
        {
          risk: { id: 'raw-preimage', word: 'preimage' },
          method: 'signMessage',
          params: { message: typedDataPreimage(getSafeTxTypedData(takeoverParams(child))) },
          shows: "not this Safe's domain",
        },
        {
          risk: { id: 'blind-hash', word: 'blindhash' },
          method: 'signMessage',
          params: { message: `0x${'5a'.repeat(32)}` },
          shows: 'Signs a bare 32-byte hash',
        },
      ]
      for (const attack of attacks) {
        const id = await appRequest(app.page, attack.method, attack.params)
        await expectWordArmsSign(prompt, attack.risk)
        expect(await prompt.getByTestId(`risk-${attack.risk.id}`).textContent()).toContain(
          attack.shows,
        )
        await rejected(id)
      }

      // Permit2, signed through once acknowledged: the app gets the Safe's signature.
      const id = await appRequest(app.page, 'signTypedMessage', { typedData: permit2Unlimited })
      const risk = prompt.getByTestId('risk-permit')
      await risk.waitFor({ timeout: 30_000 })
      expect(await risk.textContent()).toContain('Unlimited token approval (Permit2)')
      expect(await risk.textContent()).toContain(`Spender: ${SPENDER}`)
      await screenshot(app.page, 'message-risks-permit2-blocked')
      await expectWordArmsSign(prompt, { id: 'permit', word: 'permit' })
      await prompt.getByTestId('sign-message-button').click()
      const reply = await appReply(app.page, id)
      expect(reply).toMatchObject({ success: true })
      expect((reply.data as { signature?: string }).signature).toMatch(/^0x[0-9a-f]{130}$/)
    } finally {
      await app.close()
    }
  })

  it('a Safe App signing on chain: the transaction review waits for the word', async () => {
    const safe = await deployFreshMultisig(stack, { owners: [0], threshold: 1 })
    const app = await openApp(chromium.browser, stack, demo, OWNERS[0], safe)
    try {
      const settings = await appRequest(app.page, 'rpcCall', {
        call: 'safe_setSettings',
        params: [{ offChainSigning: false }],
      })
      const settingsPrompt = app.page.getByRole('dialog', {
        name: 'Change how messages are signed',
      })
      await settingsPrompt.getByRole('button', { name: 'Allow' }).click({ timeout: 30_000 })
      expect(await appReply(app.page, settings)).toMatchObject({ success: true })

      const id = await appRequest(app.page, 'signTypedMessage', { typedData: permit2Unlimited })
      const dialog = app.page.getByTestId('tx-flow-dialog')
      const preview = dialog.getByTestId('signed-message-preview')
      await preview.waitFor({ timeout: 30_000 })
      await dialog.getByTestId('transaction-review').waitFor({ timeout: 30_000 })
      await expectWordArmsSign(
        dialog,
        { id: 'permit', word: 'permit' },
        dialog.getByTestId('sign-and-propose'),
      )
      await dialog.getByTestId('sign-and-propose').click()
      const reply = await appReply(app.page, id)
      expect((reply.data as { safeTxHash?: string }).safeTxHash).toMatch(/^0x[0-9a-f]{64}$/)
    } finally {
      await app.close()
    }
  })
})

describe('the Messages page', () => {
  let safe: Address

  it('a message written here that is a hash or a preimage needs its word', async () => {
    safe = await deployFreshMultisig(stack)
    const session = await openWalletSession(chromium.browser, stack, {
      account: OWNERS[0],
      safe,
      path: '/transactions/messages',
    })
    try {
      const { page } = session
      await page.getByRole('button', { name: 'Sign message', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: 'Sign a message' })
      await dialog.getByLabel('Message', { exact: true }).fill(`0x${'11'.repeat(32)}`)
      await expectWordArmsSign(dialog, { id: 'blind-hash', word: 'blindhash' })
      // Edited into a raw preimage: a new risk, and Sign is disabled again until its word.
      const preimage = typedDataPreimage(getSafeTxTypedData(takeoverParams(OWNERS[2])))
      await dialog.getByLabel('Message', { exact: true }).fill(preimage)
      await expectWordArmsSign(dialog, { id: 'raw-preimage', word: 'preimage' })
      const hash = (await dialog.getByTestId('new-message-hash').textContent()) ?? ''
      await dialog.getByTestId('sign-message-button').click()
      await dialog.waitFor({ state: 'detached', timeout: 30_000 })
      await page.getByRole('article', { name: `Message ${hash}` }).waitFor({ timeout: 30_000 })
    } finally {
      await session.close()
    }
  })

  it('confirming a message proposed through the gateway waits for the word', async () => {
    // Owner 0 proposes, from a script, a SafeTx of another Safe dressed as a message.
    const typedData = getSafeTxTypedData(takeoverParams(OWNERS[2]))
    const owner = privateKeyToAccount(TEST_ACCOUNTS[0]?.privateKey as Hex)
    const signature = await owner.signTypedData(
      getSafeMessageTypedData({
        chainId: CHAIN_ID,
        safeAddress: safe,
        safeVersion: '1.4.1',
        message: typedData,
      }),
    )
    await proposeSafeMessage(createGatewayClient({ baseUrl: stack.gateway }), {
      chainId: String(CHAIN_ID),
      address: safe,
      body: { message: json(typedData), signature },
    })

    const session = await openWalletSession(chromium.browser, stack, {
      account: OWNERS[1],
      safe,
      path: '/transactions/messages',
    })
    try {
      const { page } = session
      const item = page
        .getByTestId('message-item')
        .filter({ has: page.getByTestId('risk-other-safe') })
      await item.waitFor({ timeout: 30_000 })
      await expectWordArmsSign(item, { id: 'other-safe', word: 'othersafe' })
      await screenshot(page, 'message-risks-other-safe-acknowledged')
      await item.getByTestId('sign-message-button').click()
      await expect
        .poll(() => item.getByTestId('message-status').textContent(), { timeout: 30_000 })
        .toBe('CONFIRMED')

      // The preimage written by owner 0 in the test before is flagged to owner 1 as well.
      const written = page
        .getByTestId('message-item')
        .filter({ has: page.getByTestId('risk-raw-preimage') })
      await expectWordArmsSign(written, { id: 'raw-preimage', word: 'preimage' })
    } finally {
      await session.close()
    }
  })
})
