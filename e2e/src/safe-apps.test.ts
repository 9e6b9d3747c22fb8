import { launchChromium, type TestChromium } from '@assent/test'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  type AppUnderTest,
  openApp,
  permissionsScenario,
  readsScenario,
  sendConfirmExecuteScenario,
  signOffChainScenario,
} from './sdk-compat/appScenarios'
import {
  callInApp,
  type DemoSafes,
  deployFreshMultisig,
  findDemoSafes,
  OWNERS,
  openWalletSession,
  screenshot,
} from './sdk-compat/walletSession'

// The demo app (our SDK) in the wallet's real iframe, end to end on the devnet.
const stack = inject('stack')
const demo: AppUnderTest = {
  label: 'demo',
  url: stack.demoApp,
  origin: new URL(stack.demoApp).origin,
  name: 'Assent Demo App',
}
let chromium: TestChromium
let safes: DemoSafes

beforeAll(async () => {
  chromium = await launchChromium()
  safes = await findDemoSafes(stack.gateway)
})
afterAll(() => chromium?.close())

describe('Safe Apps in the wallet', () => {
  it('lists the catalogue, honours the access policy and opens the demo app from it', async () => {
    const session = await openWalletSession(chromium.browser, stack, {
      account: OWNERS[0],
      safe: safes.single,
      path: '/apps',
    })
    try {
      const { page } = session
      const restricted = page.getByRole('article', { name: 'Allow-list example' })
      await restricted.waitFor({ timeout: 30_000 })
      expect(await restricted.getByTestId('app-access-denied').textContent()).toContain(
        'https://app.safe.global',
      )
      await page.getByRole('searchbox', { name: 'Search apps' }).fill('demo')
      await restricted.waitFor({ state: 'detached' })
      await screenshot(page, 'safe-apps-catalogue')
      await page.getByRole('link', { name: 'Open Assent Demo App' }).click()
      await page
        .frameLocator('[data-testid="safe-app-frame"]')
        .locator('[data-testid="connection"][data-status="connected"]')
        .waitFor({ timeout: 30_000 })
      expect(await page.getByTestId('safe-app-frame').getAttribute('sandbox')).toBe(
        'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads',
      )
      await screenshot(page, 'safe-apps-demo-open')
    } finally {
      await session.close()
    }
  })

  it('refuses non-http app URLs with an error page', async () => {
    const session = await openWalletSession(chromium.browser, stack, {
      account: OWNERS[0],
      safe: safes.single,
      path: '/apps/open',
      search: { appUrl: 'javascript:alert(1)' },
    })
    try {
      const error = session.page.getByTestId('safe-app-error')
      await error.waitFor({ timeout: 30_000 })
      expect(await error.textContent()).toContain('Only http(s) apps can be opened')
      expect(await session.page.getByTestId('safe-app-frame').count()).toBe(0)
    } finally {
      await session.close()
    }
  })

  it('answers reads, forwards allowlisted RPC and refuses the rest', async () => {
    const app = await openApp(chromium.browser, stack, demo, OWNERS[0], safes.single)
    try {
      await readsScenario(app.frame, stack, safes.single)
    } finally {
      await app.close()
    }
  })

  it('sendTransactions → confirm → execute → getTxBySafeTxHash shows the on-chain hash', async () => {
    await sendConfirmExecuteScenario(chromium.browser, stack, demo, 'safe-apps-demo')
  })

  it('signs a message and typed data off-chain to CONFIRMED; the Safe accepts it (EIP-1271)', async () => {
    const app = await openApp(chromium.browser, stack, demo, OWNERS[0], safes.single)
    try {
      const text = `demo off-chain ${Date.now()}`
      await signOffChainScenario(app.page, app.frame, text, 'safe-apps-demo')
      // The demo app checks EIP-1271 on the Safe with the signature it got.
      expect(await callInApp(app.frame, 'isMessageSigned')).toBe(true)
      // Typed data: shown as tables in the prompt, signed the same way.
      const typed = await callInApp(app.frame, 'signTypedMessage', 'signTypedMessage', {
        before: async () => {
          const prompt = app.page.getByRole('dialog', { name: 'Sign message' })
          await prompt.getByRole('table', { name: 'Domain' }).waitFor({ timeout: 30_000 })
          expect(await prompt.getByRole('table', { name: 'Message', exact: true }).count()).toBe(1)
          await screenshot(app.page, 'safe-apps-demo-typed-prompt')
          await prompt.getByTestId('sign-message-button').click({ timeout: 30_000 })
        },
        timeout: 60_000,
      })
      expect(typed.messageHash).toMatch(/^0x[0-9a-f]{64}$/)
      expect(typed.signature).toMatch(/^0x[0-9a-f]{130}$/)
    } finally {
      await app.close()
    }
  })

  it('asks for the address book permission: denied, then granted, then revoked', async () => {
    const app = await openApp(chromium.browser, stack, demo, OWNERS[0], safes.single)
    try {
      await permissionsScenario(app.page, app.frame, stack, demo, 'safe-apps-demo')
    } finally {
      await app.close()
    }
  })

  it('waits for the threshold: the app gets the signature once a second owner confirms', async () => {
    const multisig = await deployFreshMultisig(stack)
    const app = await openApp(chromium.browser, stack, demo, OWNERS[0], multisig)
    try {
      const text = `needs two ${Date.now()}`
      await app.frame.locator('[data-testid="input-message"]').fill(text)
      const box = app.frame.locator('[data-testid="result-signMessage"]')
      await app.frame.locator('[data-testid="call-signMessage"]').click()
      const prompt = app.page.getByRole('dialog', { name: 'Sign message' })
      // What signing does, before the button: no gas, a signature valid as the Safe's own.
      await expect(prompt.getByTestId('message-effect').textContent()).resolves.toContain(
        'once 2 owners have signed',
      )
      await prompt.getByTestId('sign-message-button').click({ timeout: 30_000 })
      await prompt.getByTestId('sign-message-waiting').waitFor({ timeout: 30_000 })
      expect(await box.textContent()).toBe('pending…')
      await screenshot(app.page, 'safe-apps-demo-sign-waiting')

      const second = await openWalletSession(chromium.browser, stack, {
        account: OWNERS[1],
        safe: multisig,
        path: '/transactions/messages',
      })
      try {
        const item = second.page.getByTestId('message-item').first()
        await item.getByTestId('sign-message-button').click({ timeout: 30_000 })
        await expect
          .poll(() => item.getByTestId('message-status').textContent(), { timeout: 30_000 })
          .toBe('CONFIRMED')
      } finally {
        await second.close()
      }
      await expect
        .poll(() => box.textContent(), { timeout: 30_000 })
        .toMatch(/"signature": "0x[0-9a-f]{260}"/)
      await prompt.waitFor({ state: 'detached' })
    } finally {
      await app.close()
    }
  })

  it('signs on chain through SignMessageLib when the app asks for it', async () => {
    const single = await deployFreshMultisig(stack, { owners: [0], threshold: 1 })
    const text = `on chain ${Date.now()}`
    const app = await openApp(chromium.browser, stack, demo, OWNERS[0], single)
    try {
      await app.frame.locator('[data-testid="input-offChainSigning"]').uncheck()
      // Switching to on-chain signing needs the user: denied first (nothing changes), then allowed.
      const settingsPrompt = app.page.getByRole('dialog', {
        name: 'Change how messages are signed',
      })
      const answer = (button: 'Deny' | 'Allow') => ({
        before: async () => {
          await settingsPrompt.getByTestId('settings-prompt-onchain').waitFor({ timeout: 30_000 })
          await settingsPrompt.getByRole('button', { name: button }).click()
        },
      })
      expect(
        await callInApp(app.frame, 'safe_setSettings', 'safe_setSettings', answer('Deny')),
      ).toMatchObject({ error: 'The user rejected the settings change' })
      expect(
        await callInApp(app.frame, 'safe_setSettings', 'safe_setSettings', answer('Allow')),
      ).toEqual({ offChainSigning: false })
      await app.frame.locator('[data-testid="input-message"]').fill(text)
      const signed = await callInApp(app.frame, 'signMessage', 'signMessage', {
        before: async () => {
          const dialog = app.page.getByTestId('tx-flow-dialog')
          await dialog.waitFor({ timeout: 30_000 })
          // The review shows the message itself, not only signMessage(<hash>).
          const preview = dialog.getByTestId('signed-message-preview')
          await preview.getByText(text).waitFor({ timeout: 30_000 })
          expect(await preview.getByTestId('signed-message-mismatch').count()).toBe(0)
          await screenshot(app.page, 'safe-apps-demo-onchain-review')
          await dialog.getByTestId('sign-and-propose').click({ timeout: 30_000 })
        },
        timeout: 60_000,
      })
      expect(signed.safeTxHash).toMatch(/^0x[0-9a-f]{64}$/)
    } finally {
      await app.close()
    }
    const executor = await openWalletSession(chromium.browser, stack, {
      account: OWNERS[0],
      safe: single,
      path: '/transactions/queue',
    })
    try {
      const { page } = executor
      await page
        .getByRole('button', { name: 'Execute', exact: true })
        .first()
        .click({ timeout: 30_000 })
      await page.getByTestId('execute-transaction').click({ timeout: 30_000 })
      await page.getByTestId('tx-flow-dialog').waitFor({ state: 'detached', timeout: 60_000 })
    } finally {
      await executor.close()
    }
    const again = await openApp(chromium.browser, stack, demo, OWNERS[0], single)
    try {
      // Signed on chain: the Safe (EIP-1271) accepts the message with an empty signature.
      await again.frame.locator('[data-testid="input-message"]').fill(text)
      await again.frame.locator('[data-testid="input-signature"]').fill('0x')
      expect(await callInApp(again.frame, 'isMessageSigned')).toBe(true)
      await again.frame.locator('[data-testid="input-message"]').fill(`${text} (not signed)`)
      expect(await callInApp(again.frame, 'isMessageSigned')).toBe(false)
    } finally {
      await again.close()
    }
  })

  it('answers a rejection when the user closes a prompt or the transaction dialog', async () => {
    const app = await openApp(chromium.browser, stack, demo, OWNERS[0], safes.single)
    try {
      await app.frame.locator('[data-testid="input-message"]').fill(`closed ${Date.now()}`)
      const closedSign = await callInApp(app.frame, 'signMessage', 'signMessage', {
        before: async () => {
          const prompt = app.page.getByRole('dialog', { name: 'Sign message' })
          await prompt.getByRole('button', { name: 'Close' }).click({ timeout: 30_000 })
        },
      })
      expect(closedSign).toMatchObject({ error: 'The user rejected the request' })
      const closedTx = await callInApp(app.frame, 'sendTransactions-self', 'sendTransactions', {
        before: async () => {
          const dialog = app.page.getByTestId('tx-flow-dialog')
          await dialog.getByRole('button', { name: 'Close' }).click({ timeout: 30_000 })
        },
      })
      expect(String(closedTx.error)).toMatch(/rejected/i)
    } finally {
      await app.close()
    }
  })
})
