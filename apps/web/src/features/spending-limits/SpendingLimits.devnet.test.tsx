import { ALLOWANCE_MODULE_0_1_1, allowanceModuleAbi } from '@assent/core'
import {
  buildDeleteSpendingLimit,
  buildSetSpendingLimit,
  encodeAllowanceTransfer,
  prepareAllowanceTransfer,
  readSpendingLimits,
} from '@assent/review'
import { deployTestSafe, execSafeTransaction, startTestDevnet, type TestDevnet } from '@assent/test'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { type Address, decodeFunctionData, parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { testChainInfo, testCurrentSafe } from '../../test-utils/fixtures'
import { renderWithProviders } from '../../test-utils/renderWithProviders'
import { setupTestHttpServer } from '../../test-utils/setupTestHttpServer'
import { setPinnedRpc } from '../../verification-rpc/pinnedRpcStore'
import { useCurrentSafe } from '../safe/SafeContext'
import {
  closeTransactionFlow,
  type FlowRequest,
  getActiveFlow,
} from '../transactions/request/transactionFlowStore'
import { SpendingLimitsPanel } from './SpendingLimitsSettingsPage'
import { type SpendingLimitWallet, SpendWithinLimit } from './SpendWithinLimit'
import { type ShownSpendingLimit, useSpendingLimits } from './useSpendingLimits'

// The page against a real anvil with the released Allowance module, read through a pinned RPC:
// a 2-of-2 Safe (accounts 0, 1) gives account 5, no owner, a daily limit of 1 ETH.
let devnet: TestDevnet
let safe: Address
const BENEFICIARY = 5
const beneficiary = () => devnet.accounts[BENEFICIARY]!.address
const currentSafe = () =>
  testCurrentSafe({
    address: safe,
    owners: [devnet.accounts[0]!.address, devnet.accounts[1]!.address],
    threshold: 2,
  })

// The gateway only names the chain for the address views; the limits never come from it.
const gateway = setupTestHttpServer(() => ({
  json: { count: 1, next: null, previous: null, results: [testChainInfo()] },
}))

beforeAll(async () => {
  devnet = await startTestDevnet()
  safe = await deployTestSafe(devnet, { owners: [0, 1], threshold: 2 })
  const funding = await devnet.walletClient.sendTransaction({ to: safe, value: parseEther('3') })
  await devnet.publicClient.waitForTransactionReceipt({ hash: funding })
  const tx = buildSetSpendingLimit({
    safeAddress: safe,
    moduleEnabled: false,
    delegates: [],
    delegate: beneficiary(),
    token: null,
    amount: parseEther('1'),
    resetTimeMin: 1_440,
  })
  await execSafeTransaction(devnet, { safe, tx, signers: [0, 1] })
}, 120_000)
afterAll(() => devnet?.stop())
beforeEach(() => setPinnedRpc('31337', devnet.rpcUrl))
afterEach(() => {
  if (getActiveFlow()) closeTransactionFlow()
  cleanup()
  localStorage.clear()
})

/** The calls the review was opened on (the dialog itself is the flow host's, not tested here). */
function openedCalls(): { functionName: string; args: readonly unknown[] | undefined }[] {
  const request: FlowRequest | undefined = getActiveFlow()?.request
  if (request?.kind !== 'calls') throw new Error('no calls flow was opened')
  return request.txs.map((tx) => {
    expect(tx.to).toBe(ALLOWANCE_MODULE_0_1_1)
    const { functionName, args } = decodeFunctionData({ abi: allowanceModuleAbi, data: tx.data })
    return { functionName, args }
  })
}

describe('Settings → Spending limits', () => {
  it('lists the limit as the module holds it; Delete opens the ordinary review', async () => {
    renderWithProviders(<SpendingLimitsPanel />, { safe: currentSafe(), gateway: gateway.url })
    const row = await screen.findByTestId('spending-limit-row')
    expect(row.textContent).toContain('1 ETH · Daily')
    expect(row.textContent).toContain('0 ETH spent, 1 ETH left')
    expect(screen.getByTestId('spending-limit-reset').hasAttribute('disabled')).toBe(true)
    fireEvent.click(screen.getByTestId('spending-limit-delete'))
    expect(openedCalls()).toEqual([
      {
        functionName: 'deleteAllowance',
        args: [beneficiary(), expect.stringMatching(/^0x0{40}$/)],
      },
    ])
  })

  it('refuses a bad new limit by field, then opens one proposal adding the beneficiary', async () => {
    const { queryClient } = renderWithProviders(<SpendingLimitsPanel />, {
      safe: currentSafe(),
      gateway: gateway.url,
    })
    await screen.findByTestId('new-spending-limit')
    const type = (field: string, value: string) =>
      fireEvent.change(screen.getByTestId(`new-limit-${field}`), { target: { value } })
    type('delegate', 'not an address')
    type('amount', '1')
    fireEvent.click(screen.getByTestId('new-limit-submit'))
    expect(await screen.findByText('Enter the beneficiary’s address.')).toBeTruthy()
    type('delegate', devnet.accounts[6]!.address)
    type('amount', '0.0000000000000000001')
    fireEvent.click(screen.getByTestId('new-limit-submit'))
    expect(await screen.findByText('This token has 18 decimals at most.')).toBeTruthy()
    expect(getActiveFlow()).toBeNull()
    type('amount', '0.5')
    fireEvent.change(screen.getByTestId('new-limit-period'), { target: { value: 'weekly' } })
    fireEvent.click(screen.getByTestId('new-limit-submit'))
    await waitFor(() => expect(getActiveFlow()).not.toBeNull())
    expect(openedCalls()).toEqual([
      { functionName: 'addDelegate', args: [devnet.accounts[6]!.address] },
      {
        functionName: 'setAllowance',
        args: [devnet.accounts[6]!.address, expect.any(String), parseEther('0.5'), 10_080, 0],
      },
    ])
    await waitFor(() => expect(queryClient.isFetching()).toBe(0))
  })
})

/** The limits as the page shows them. */
async function shownLimits(): Promise<ShownSpendingLimit[]> {
  const read = await readSpendingLimits(devnet.publicClient, {
    chainId: devnet.chainId,
    safeAddress: safe,
  })
  return read.limits.map((limit) => ({ ...limit, symbol: 'ETH', decimals: 18 }))
}

/** Test account `index` (default the beneficiary) as the connected wallet, counting its prompts. */
function testWallet(index = BENEFICIARY) {
  const account = devnet.walletClients[index]!
  const prompts: string[] = []
  const wallet: SpendingLimitWallet = {
    address: account.account.address,
    chainId: devnet.chainId,
    signTypedData: (typedData) => {
      prompts.push('signTypedData')
      return account.signTypedData(typedData)
    },
    send: async ({ to, data }) => {
      const hash = await account.sendTransaction({ to, data })
      const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash })
      return receipt.status === 'success'
    },
  }
  return { wallet, prompts }
}

describe('a beneficiary spending within the limit', () => {
  it('refuses an amount over the limit before any wallet prompt', async () => {
    const { wallet, prompts } = testWallet()
    renderWithProviders(<SpendWithinLimit limits={await shownLimits()} wallet={wallet} />, {
      safe: currentSafe(),
    })
    fireEvent.change(screen.getByTestId('spend-to'), {
      target: { value: devnet.accounts[7]!.address },
    })
    fireEvent.change(screen.getByTestId('spend-amount'), { target: { value: '1.5' } })
    fireEvent.click(screen.getByTestId('spend-review-button'))
    const error = await screen.findByTestId('spend-error')
    expect(error.textContent).toBe('Amount: The amount is over your spending limit: 1 ETH left.')
    expect(screen.getByTestId('spend-amount').getAttribute('aria-invalid')).toBe('true')
    expect(screen.queryByTestId('spend-review')).toBeNull()
    expect(prompts).toEqual([])
  })

  it('shows what is spent and left, then sends with one signature and no confirmations', async () => {
    const { wallet, prompts } = testWallet()
    const recipient = devnet.accounts[8]!.address
    const before = await devnet.publicClient.getBalance({ address: recipient })
    renderWithProviders(<SpendWithinLimit limits={await shownLimits()} wallet={wallet} />, {
      safe: currentSafe(),
    })
    fireEvent.change(screen.getByTestId('spend-to'), { target: { value: recipient } })
    fireEvent.change(screen.getByTestId('spend-amount'), { target: { value: '0.25' } })
    fireEvent.click(screen.getByTestId('spend-review-button'))
    expect((await screen.findByTestId('spend-left-after')).textContent).toBe('0.75 ETH')
    fireEvent.click(screen.getByTestId('spend-send'))
    await waitFor(async () => {
      const after = await devnet.publicClient.getBalance({ address: recipient })
      expect(after - before).toBe(parseEther('0.25'))
    })
    expect(prompts).toEqual(['signTypedData'])
    const [limit] = await shownLimits()
    expect(limit).toMatchObject({ spent: parseEther('0.25'), remaining: parseEther('0.75') })
  })
})

/** Gives test account `index` a limit of `eth` per `resetTimeMin` (0: once), as the owners. */
async function setLimit(index: number, eth: string, resetTimeMin: number) {
  const { moduleEnabled, delegates } = await readSpendingLimits(devnet.publicClient, {
    chainId: devnet.chainId,
    safeAddress: safe,
  })
  const tx = buildSetSpendingLimit({
    safeAddress: safe,
    moduleEnabled,
    delegates,
    delegate: devnet.accounts[index]!.address,
    token: null,
    amount: parseEther(eth),
    resetTimeMin,
  })
  await execSafeTransaction(devnet, { safe, tx, signers: [0, 1] })
}

/** A transfer test account `index` makes within its limit elsewhere (another tab, a script). */
async function spendElsewhere(index: number, eth: string) {
  const account = devnet.walletClients[index]!
  const prepared = await prepareAllowanceTransfer(devnet.publicClient, {
    chainId: devnet.chainId,
    safeAddress: safe,
    delegate: account.account.address,
    token: null,
    to: devnet.accounts[9]!.address,
    amount: parseEther(eth),
  })
  const signature = await account.signTypedData(prepared.typedData)
  const call = await encodeAllowanceTransfer(devnet.publicClient, {
    prepared,
    signature,
    signedAs: 'typedData',
  })
  const hash = await account.sendTransaction(call)
  await devnet.publicClient.waitForTransactionReceipt({ hash })
}

/** Lets anvil's clock run `seconds` ahead and mines a block at that time. */
async function travel(seconds: number) {
  await devnet.testClient.increaseTime({ seconds })
  await devnet.testClient.mine({ blocks: 1 })
}

function review(to: Address, eth: string) {
  fireEvent.change(screen.getByTestId('spend-to'), { target: { value: to } })
  fireEvent.change(screen.getByTestId('spend-amount'), { target: { value: eth } })
  fireEvent.click(screen.getByTestId('spend-review-button'))
}

// "After expiry" for a beneficiary: the module has no end date, so what ends is the limit's
// period (it refills), a one-time limit once spent (it never refills), or the limit the review
// showed (spent elsewhere, reduced or deleted by the owners since). These run last: they move
// anvil's clock.
describe('a limit that moved on since the page read it', () => {
  it('refills after its period: the page shows it and the whole amount can be spent', async () => {
    const { wallet, prompts } = testWallet()
    const recipient = devnet.accounts[8]!.address
    renderWithProviders(
      <>
        <SpendingLimitsPanel />
        <SpendWithinLimit limits={await shownLimits()} wallet={wallet} />
      </>,
      { safe: currentSafe(), gateway: gateway.url },
    )
    const spent = async () => (await screen.findByTestId('spending-limit-spent')).textContent
    await waitFor(async () => expect(await spent()).toMatch(/^0\.25 ETH spent, 0\.75 ETH left/))
    review(recipient, '1')
    expect((await screen.findByTestId('spend-error')).textContent).toBe(
      'Amount: The amount is over your spending limit: 0.75 ETH left.',
    )

    await travel(1_440 * 60 + 60)
    fireEvent.click(screen.getByTestId('spend-review-button'))
    expect((await screen.findByTestId('spend-left-after')).textContent).toBe('0 ETH')
    // The review read the refilled limit; the page's list follows without a reload.
    await waitFor(async () => expect(await spent()).toMatch(/^0 ETH spent, 1 ETH left/))
    const before = await devnet.publicClient.getBalance({ address: recipient })
    fireEvent.click(screen.getByTestId('spend-send'))
    await waitFor(async () => {
      const after = await devnet.publicClient.getBalance({ address: recipient })
      expect(after - before).toBe(parseEther('1'))
    })
    expect(prompts).toEqual(['signTypedData'])
  })

  it('a one-time limit once spent stays spent, however long after', async () => {
    const ONCE = 6
    await setLimit(ONCE, '0.2', 0)
    await spendElsewhere(ONCE, '0.2')
    await travel(30 * 86_400)
    const { wallet, prompts } = testWallet(ONCE)
    renderWithProviders(<SpendWithinLimit limits={await shownLimits()} wallet={wallet} />, {
      safe: currentSafe(),
    })
    review(devnet.accounts[8]!.address, '0.1')
    expect((await screen.findByTestId('spend-error')).textContent).toBe(
      'Amount: Your spending limit on this token is used up.',
    )
    expect(screen.queryByTestId('spend-review')).toBeNull()
    expect(prompts).toEqual([])
  })

  it('refuses at "Sign and send" a limit spent elsewhere or deleted since the review, before any prompt', async () => {
    const LATE = 4
    await setLimit(LATE, '1', 1_440)
    const { wallet, prompts } = testWallet(LATE)
    const recipient = devnet.accounts[8]!.address
    const before = await devnet.publicClient.getBalance({ address: recipient })
    // The form as the page feeds it: the limits it reads, refreshed after a refusal.
    function LiveForm() {
      const view = useSpendingLimits(useCurrentSafe())
      return view.status === 'ready' ? (
        <SpendWithinLimit limits={view.limits} wallet={wallet} />
      ) : null
    }
    const { queryClient } = renderWithProviders(<LiveForm />, {
      safe: currentSafe(),
      gateway: gateway.url,
    })
    await screen.findByTestId('spend-to')
    review(recipient, '0.5')
    expect((await screen.findByTestId('spend-left-after')).textContent).toBe('0.5 ETH')

    // Spent in another tab meanwhile: the signature would bind a stale nonce, the review
    // showed stale figures. The new figures are shown instead of a prompt.
    await spendElsewhere(LATE, '0.1')
    fireEvent.click(screen.getByTestId('spend-send'))
    await waitFor(() => expect(screen.getByTestId('spend-left-after').textContent).toBe('0.4 ETH'))
    expect(screen.getByTestId('spend-error').textContent).toBe(
      'Limit: Your spending limit changed since your review: check the figures below and send again. Nothing was signed.',
    )
    expect(screen.getByTestId('spend-limit-choice').getAttribute('aria-invalid')).toBe('true')
    expect(prompts).toEqual([])
    // The page's limits are read again; let that land before the owners act.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0))

    // Then the owners delete it before the beneficiary sends.
    const tx = buildDeleteSpendingLimit({ delegate: devnet.accounts[LATE]!.address, token: null })
    await execSafeTransaction(devnet, { safe, tx, signers: [0, 1] })
    fireEvent.click(screen.getByTestId('spend-send'))
    await waitFor(() =>
      expect(screen.getByTestId('spend-error').textContent).toBe(
        'Limit: You have no spending limit on this token for this Safe. Nothing was signed or sent.',
      ),
    )
    expect(screen.queryByTestId('spend-review')).toBeNull()
    // The page's limits, read again, no longer hold it: the form is gone, the reason stays.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0))
    expect(screen.queryByTestId('spend-to')).toBeNull()
    expect(screen.getByTestId('spend-error').textContent).toMatch(/^Limit: You have no spending/)
    expect(prompts).toEqual([])
    expect(await devnet.publicClient.getBalance({ address: recipient })).toBe(before)
  })
})
