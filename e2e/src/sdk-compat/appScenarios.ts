import type { Browser, FrameLocator, Page } from 'playwright-core'
import { expect } from 'vitest'
import {
  appFrame,
  callInApp,
  deployFreshMultisig,
  OWNERS,
  openWalletSession,
  type StackUrls,
  screenshot,
} from './walletSession'

/**
 * Browser scenarios shared by the demo app (our SDK) and the compat app (the published SDK):
 * both pages carry the same test ids, so passing both proves the wire format, not one client.
 */
export type AppUnderTest = { label: string; url: string; origin: string; name?: string }

const HASH = /^0x[0-9a-f]{64}$/i

/** Opens the app in the wallet for `account` on `safe`, accepting the unknown-app warning. */
export async function openApp(
  browser: Browser,
  stack: StackUrls,
  app: AppUnderTest,
  account: `0x${string}`,
  safe: string,
) {
  const session = await openWalletSession(browser, stack, {
    account,
    safe,
    path: '/apps/open',
    search: { appUrl: app.url },
  })
  const { page } = session
  const unknown = page.getByTestId('unknown-app')
  const frameShown = page.getByTestId('safe-app-frame')
  await expect
    .poll(async () => (await unknown.count()) + (await frameShown.count()), { timeout: 30_000 })
    .toBeGreaterThan(0)
  if (await unknown.count()) {
    await page.getByTestId('unknown-app-accept').check()
    await page.getByTestId('unknown-app-continue').click()
  }
  const frame = appFrame(page)
  await frame
    .locator('[data-testid="connection"][data-status="connected"]')
    .waitFor({ timeout: 30_000 })
  return { ...session, frame }
}

/** Reads: Safe, chain, environment, balances, an allowlisted RPC call and a refused one. */
export async function readsScenario(frame: FrameLocator, stack: StackUrls, safe: string) {
  const info = await callInApp(frame, 'getSafeInfo')
  expect(info).toMatchObject({
    safeAddress: safe,
    chainId: 31337,
    threshold: 1,
    owners: [OWNERS[0]],
  })
  expect(info.isReadOnly).toBe(false)
  expect(await callInApp(frame, 'getChainInfo')).toMatchObject({
    chainId: '31337',
    shortName: 'devnet',
  })
  expect(await callInApp(frame, 'getEnvironmentInfo')).toEqual({ origin: stack.web })
  expect(await callInApp(frame, 'getSafeBalances')).toHaveProperty('fiatTotal')
  const balance = await callInApp(frame, 'rpcCall-eth_getBalance')
  expect(JSON.stringify(balance)).toMatch(/0x[0-9a-f]+/)
  expect(await callInApp(frame, 'rpcCall-eth_blockNumber')).toMatchObject({
    error: 'RPC call "eth_blockNumber" is not allowed',
  })
}

async function confirmFlowDialog(page: Page) {
  const dialog = page.getByTestId('tx-flow-dialog')
  await dialog.waitFor({ timeout: 30_000 })
  await dialog.getByTestId('sign-and-propose').click({ timeout: 30_000 })
}

/**
 * sendTransactions on a new 2-of-3 Safe: owner 0 proposes from the app, owner 1 confirms and
 * executes in the queue, then getTxBySafeTxHash answers the on-chain hash.
 */
export async function sendConfirmExecuteScenario(
  browser: Browser,
  stack: StackUrls,
  app: AppUnderTest,
  shot: string,
) {
  const multisig = await deployFreshMultisig(stack)
  const proposer = await openApp(browser, stack, app, OWNERS[0], multisig)
  try {
    const sent = await callInApp(proposer.frame, 'sendTransactions-self', 'sendTransactions', {
      before: async () => {
        const origin = proposer.page.getByTestId('flow-origin')
        await origin.waitFor({ timeout: 30_000 })
        await screenshot(proposer.page, `${shot}-send-review`)
        await confirmFlowDialog(proposer.page)
      },
      timeout: 60_000,
    })
    expect(sent.safeTxHash).toMatch(HASH)
    const safeTxHash = sent.safeTxHash as string

    const confirmer = await openWalletSession(browser, stack, {
      account: OWNERS[1],
      safe: multisig,
      path: '/transactions/queue',
    })
    try {
      const { page } = confirmer
      await page
        .getByRole('button', { name: 'Confirm', exact: true })
        .first()
        .click({ timeout: 30_000 })
      await page.getByTestId('confirm-transaction').click({ timeout: 30_000 })
      await page.getByTestId('tx-flow-dialog').waitFor({ state: 'detached', timeout: 30_000 })
      await page
        .getByRole('button', { name: 'Execute', exact: true })
        .first()
        .click({ timeout: 30_000 })
      await page.getByTestId('execute-transaction').click({ timeout: 30_000 })
      await page.getByTestId('tx-flow-dialog').waitFor({ state: 'detached', timeout: 60_000 })
    } finally {
      await confirmer.close()
    }

    // Wait for the gateway's indexer to see the execution, then ask through the app.
    await expect
      .poll(
        async () => {
          const response = await fetch(
            `${stack.gateway}/v1/chains/31337/transactions/${safeTxHash}`,
          )
          return ((await response.json()) as { txHash?: string | null }).txHash ?? null
        },
        { timeout: 30_000, interval: 500 },
      )
      .toMatch(HASH)
    await proposer.frame.locator('[data-testid="input-safeTxHash"]').fill(safeTxHash)
    const details = await callInApp(proposer.frame, 'getTxBySafeTxHash')
    expect(details.txStatus).toBe('SUCCESS')
    expect(details.txHash).toMatch(HASH)
    expect(details.txHash).not.toBe(safeTxHash)
    await screenshot(proposer.page, `${shot}-executed`)
  } finally {
    await proposer.close()
  }
}

/** Off-chain signMessage on the 1-of-1 Safe: one signature reaches the threshold at once. */
export async function signOffChainScenario(
  page: Page,
  frame: FrameLocator,
  text: string,
  shot: string,
) {
  await frame.locator('[data-testid="input-message"]').fill(text)
  const signed = await callInApp(frame, 'signMessage', 'signMessage', {
    before: async () => {
      const prompt = page.getByRole('dialog', { name: 'Sign message' })
      await prompt.waitFor({ timeout: 30_000 })
      await expect.poll(() => prompt.textContent()).toContain(text)
      await screenshot(page, `${shot}-sign-prompt`)
      await prompt.getByTestId('sign-message-button').click({ timeout: 30_000 })
    },
    timeout: 60_000,
  })
  expect(signed.messageHash).toMatch(HASH)
  expect(signed.signature).toMatch(/^0x[0-9a-f]{130}$/i)
  await frame.locator('[data-testid="input-messageHash"]').fill(String(signed.messageHash))
  expect(await callInApp(frame, 'getOffChainSignature')).toBe(signed.signature)
  return signed as { messageHash: string; signature: string }
}

/** Address book: denied (4001) and then granted; the record is listed and revocable in settings. */
export async function permissionsScenario(
  page: Page,
  frame: FrameLocator,
  stack: StackUrls,
  app: AppUnderTest,
  shot: string,
) {
  await page.evaluate(
    (owner) =>
      localStorage.setItem(
        'assent-address-book-v1',
        JSON.stringify([{ chainId: '31337', address: owner, name: 'Second owner' }]),
      ),
    OWNERS[1],
  )
  expect(await callInApp(frame, 'wallet_getPermissions')).toEqual([])
  const answer = (button: 'Allow' | 'Deny') => async () => {
    const prompt = page.getByRole('dialog', { name: 'Permission request' })
    await prompt.waitFor({ timeout: 30_000 })
    if (button === 'Deny') await screenshot(page, `${shot}-permission-prompt`)
    await prompt.getByRole('button', { name: button }).click()
  }
  expect(
    await callInApp(frame, 'requestAddressBook', 'requestAddressBook', { before: answer('Deny') }),
  ).toEqual({
    error: 'Permissions rejected',
    code: 4001,
  })
  expect(
    await callInApp(frame, 'requestAddressBook', 'requestAddressBook', { before: answer('Allow') }),
  ).toEqual([{ address: OWNERS[1], chainId: '31337', name: 'Second owner' }])
  const permissions = await callInApp(frame, 'wallet_getPermissions')
  expect(permissions).toMatchObject([
    { invoker: app.origin, parentCapability: 'requestAddressBook' },
  ])

  await page.goto(`${stack.web}/settings/safe-apps`)
  const origin = page.getByRole('region', { name: app.origin })
  await origin.waitFor({ timeout: 30_000 })
  await screenshot(page, `${shot}-settings`)
  await origin.getByRole('button', { name: `Revoke requestAddressBook for ${app.origin}` }).click()
  await origin.waitFor({ state: 'detached' })
  expect(await page.evaluate(() => localStorage.getItem('assent-safe-apps-permissions-v1'))).toBe(
    '{}',
  )
}
