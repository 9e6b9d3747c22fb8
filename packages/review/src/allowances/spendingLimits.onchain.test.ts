import { ALLOWANCE_MODULE_0_1_1, SAFE_1_1_1_DEPLOYMENTS } from '@assent/core'
import { demoErc20Abi, deployDemoTokens } from '@assent/devnet'
import { deployTestSafe, execSafeTransaction, startTestDevnet, type TestDevnet } from '@assent/test'
import { type Address, erc20Abi, type Hex, maxUint96, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  AllowanceModuleMissingError,
  SpendingLimitError,
  SpendingLimitInputError,
} from '../errors/spendingLimit'
import {
  encodeAllowanceTransfer,
  type PreparedAllowanceTransfer,
  prepareAllowanceTransfer,
} from './prepareAllowanceTransfer'
import { readSpendingLimits } from './readSpendingLimits'
import {
  buildDeleteSpendingLimit,
  buildResetSpendingLimit,
  buildSetSpendingLimit,
  SPENDING_LIMIT_RESET_PERIODS,
  type SpendingLimitTransaction,
} from './spendingLimitTransactions'

// A 2-of-2 Safe (accounts 0, 1) on a real devnet with the released Allowance module: owners
// set limits through ordinary Safe transactions; account 5, no owner, spends alone.
let devnet: TestDevnet
let safe: Address
let usd6: Address
const BENEFICIARY = 5
const beneficiary = () => devnet.accounts[BENEFICIARY]!.address
const recipient = () => devnet.accounts[7]!.address
const ETH = { decimals: 18, symbol: 'ETH' }

beforeAll(async () => {
  devnet = await startTestDevnet()
  safe = await deployTestSafe(devnet, { owners: [0, 1], threshold: 2 })
  const funding = await devnet.walletClient.sendTransaction({ to: safe, value: parseEther('5') })
  await devnet.publicClient.waitForTransactionReceipt({ hash: funding })
  ;({ usd6 } = await deployDemoTokens(devnet))
  const mint = await devnet.walletClient.writeContract({
    address: usd6,
    abi: demoErc20Abi,
    functionName: 'mint',
    args: [safe, parseUnits('100', 6)],
  })
  await devnet.publicClient.waitForTransactionReceipt({ hash: mint })
}, 180_000)
afterAll(() => devnet?.stop())

const read = () =>
  readSpendingLimits(devnet.publicClient, { chainId: devnet.chainId, safeAddress: safe })

async function execByOwners(tx: SpendingLimitTransaction) {
  const { success } = await execSafeTransaction(devnet, {
    safe,
    tx: { to: tx.to, value: tx.value, data: tx.data, operation: tx.operation },
    signers: [0, 1],
  })
  expect(success).toBe(true)
}

async function setLimit(token: Address | null, amount: bigint, resetTimeMin: number) {
  const { moduleEnabled, delegates } = await read()
  await execByOwners(
    buildSetSpendingLimit({
      safeAddress: safe,
      moduleEnabled,
      delegates,
      delegate: beneficiary(),
      token,
      amount,
      resetTimeMin,
    }),
  )
}

const prepare = (amount: bigint, token: Address | null = null) =>
  prepareAllowanceTransfer(devnet.publicClient, {
    chainId: devnet.chainId,
    safeAddress: safe,
    delegate: beneficiary(),
    token,
    to: recipient(),
    amount,
    unit: token ? { decimals: 6, symbol: 'aUSD' } : ETH,
  })

/** The beneficiary's one signature (typed data unless told), then their own transaction. */
async function spend(prepared: PreparedAllowanceTransfer, signedAs: 'typedData' | 'message') {
  const wallet = devnet.walletClients[BENEFICIARY]!
  const signature: Hex =
    signedAs === 'typedData'
      ? await wallet.signTypedData(prepared.typedData)
      : await wallet.signMessage({ message: { raw: prepared.transferHash } })
  const call = await encodeAllowanceTransfer(devnet.publicClient, {
    prepared,
    signature,
    signedAs,
  })
  const hash = await wallet.sendTransaction(call)
  const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
}

const balance = () => devnet.publicClient.getBalance({ address: recipient() })

describe('spending limits on the Allowance module', () => {
  it('reads a Safe without the module as having none', async () => {
    expect(await read()).toMatchObject({ moduleEnabled: false, delegates: [], limits: [] })
  })

  it('enables the module, adds the delegate and sets a daily limit in one owner transaction', async () => {
    const { moduleEnabled, delegates } = await read()
    const tx = buildSetSpendingLimit({
      safeAddress: safe,
      moduleEnabled,
      delegates,
      delegate: beneficiary(),
      token: null,
      amount: parseEther('1'),
      resetTimeMin: SPENDING_LIMIT_RESET_PERIODS.daily,
    })
    expect(tx.calls).toHaveLength(3)
    await execByOwners(tx)
    const after = await read()
    expect(after.moduleEnabled).toBe(true)
    expect(after.delegates).toEqual([beneficiary()])
    expect(after.limits).toEqual([
      expect.objectContaining({
        delegate: beneficiary(),
        token: null,
        amount: parseEther('1'),
        spent: 0n,
        remaining: parseEther('1'),
        resetTimeMin: 1_440,
        nonce: 1,
      }),
    ])
    expect(after.limits[0]!.nextResetAt).toBe((after.limits[0]!.lastResetMin + 1_440) * 60)
  })

  it('lets the beneficiary spend within the limit with one signature, either kind', async () => {
    const before = await balance()
    const first = await prepare(parseEther('0.4'))
    expect(first.remainingAfter).toBe(parseEther('0.6'))
    await spend(first, 'typedData')
    await spend(await prepare(parseEther('0.1')), 'message')
    expect((await balance()) - before).toBe(parseEther('0.5'))
    const [limit] = (await read()).limits
    expect(limit).toMatchObject({
      spent: parseEther('0.5'),
      remaining: parseEther('0.5'),
      nonce: 3,
    })
  })

  it('refuses a spend over what is left before anything is signed', async () => {
    const refusal = await prepare(parseEther('0.6')).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(SpendingLimitError)
    expect(refusal).toMatchObject({
      reason: 'over-limit',
      message: 'The amount is over your spending limit: 0.5 ETH left.',
    })
  })

  it('refuses a prepared transfer once the limit moved on, and a signature by someone else', async () => {
    const stale = await prepare(parseEther('0.1'))
    await spend(await prepare(parseEther('0.1')), 'typedData')
    const signature = await devnet.walletClients[BENEFICIARY]!.signTypedData(stale.typedData)
    await expect(
      encodeAllowanceTransfer(devnet.publicClient, {
        prepared: stale,
        signature,
        signedAs: 'typedData',
      }),
    ).rejects.toMatchObject({ reason: 'limit-changed' })
    const fresh = await prepare(parseEther('0.1'))
    const stranger = await devnet.walletClients[6]!.signTypedData(fresh.typedData)
    await expect(
      encodeAllowanceTransfer(devnet.publicClient, {
        prepared: fresh,
        signature: stranger,
        signedAs: 'typedData',
      }),
    ).rejects.toThrow(/not by the spending limit's beneficiary/)
  })

  it('refills after the reset period, and on an owner reset', async () => {
    expect((await read()).limits[0]!.remaining).toBe(parseEther('0.4'))
    await devnet.testClient.increaseTime({ seconds: 86_400 })
    await devnet.testClient.mine({ blocks: 1 })
    expect((await read()).limits[0]!).toMatchObject({ spent: 0n, remaining: parseEther('1') })
    await spend(await prepare(parseEther('0.3')), 'typedData')
    await execByOwners(buildResetSpendingLimit({ delegate: beneficiary(), token: null }))
    expect((await read()).limits[0]!.remaining).toBe(parseEther('1'))
  })

  it('keeps a one-time token limit used up, and refuses a spend above the Safe balance', async () => {
    await setLimit(usd6, parseUnits('150', 6), SPENDING_LIMIT_RESET_PERIODS.once)
    await expect(prepare(parseUnits('120', 6), usd6)).rejects.toMatchObject({
      reason: 'over-balance',
      message: 'The Safe holds only 100 aUSD.',
    })
    await spend(await prepare(parseUnits('100', 6), usd6), 'typedData')
    const received = await devnet.publicClient.readContract({
      address: usd6,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [recipient()],
    })
    expect(received).toBe(parseUnits('100', 6))
    await devnet.testClient.increaseTime({ seconds: 60 * 86_400 })
    await devnet.testClient.mine({ blocks: 1 })
    const limit = (await read()).limits.find((l) => l.token === usd6)
    expect(limit).toMatchObject({ remaining: parseUnits('50', 6), nextResetAt: null })
  })

  it('refuses everything once an owner deleted the limit, even a transfer prepared before', async () => {
    const prepared = await prepare(parseEther('0.1'))
    const signature = await devnet.walletClients[BENEFICIARY]!.signTypedData(prepared.typedData)
    await execByOwners(buildDeleteSpendingLimit({ delegate: beneficiary(), token: null }))
    await expect(
      encodeAllowanceTransfer(devnet.publicClient, { prepared, signature, signedAs: 'typedData' }),
    ).rejects.toMatchObject({ reason: 'no-limit' })
    await expect(prepare(parseEther('0.1'))).rejects.toMatchObject({
      reason: 'no-limit',
      message: 'You have no spending limit on this token for this Safe.',
    })
    expect((await read()).limits.map((l) => l.token)).toEqual([usd6])
  })

  it('refuses limits the module cannot hold, naming the field', () => {
    const base = {
      safeAddress: safe,
      moduleEnabled: true,
      delegates: [],
      delegate: beneficiary(),
      token: null,
      amount: 1n,
      resetTimeMin: 0,
    }
    const fieldOf = (change: Partial<typeof base>) => {
      try {
        buildSetSpendingLimit({ ...base, ...change })
      } catch (error) {
        return error instanceof SpendingLimitInputError ? error.field : 'other error'
      }
      return 'accepted'
    }
    expect(fieldOf({ amount: 0n })).toBe('amount')
    expect(fieldOf({ amount: maxUint96 + 1n })).toBe('amount')
    expect(fieldOf({ resetTimeMin: 65_536 })).toBe('resetTimeMin')
    expect(fieldOf({ resetTimeMin: 1.5 })).toBe('resetTimeMin')
    expect(fieldOf({ delegate: '0x0000000000000000000000000000000000000000' })).toBe('delegate')
    expect(fieldOf({})).toBe('accepted')
  })

  it('gives a Safe 1.1.1 its first limit in one batch too (no MultiSendCallOnly of its own)', async () => {
    const legacy = await deployTestSafe(devnet, {
      owners: [0, 1],
      threshold: 1,
      singleton: SAFE_1_1_1_DEPLOYMENTS.safe,
      fallbackHandler: SAFE_1_1_1_DEPLOYMENTS.defaultCallbackHandler,
      factory: SAFE_1_1_1_DEPLOYMENTS.safeProxyFactory,
    })
    const tx = buildSetSpendingLimit({
      safeAddress: legacy,
      moduleEnabled: false,
      delegates: [],
      delegate: beneficiary(),
      token: null,
      amount: parseEther('0.5'),
      resetTimeMin: SPENDING_LIMIT_RESET_PERIODS.weekly,
    })
    expect(tx.calls).toHaveLength(3)
    const { success } = await execSafeTransaction(devnet, {
      safe: legacy,
      tx: { to: tx.to, value: tx.value, data: tx.data, operation: tx.operation },
      signers: [0],
      safeVersion: '1.1.1',
      // A 1.1.1 Safe does not revert when its inner call fails, so a gas estimate can be the
      // least gas that lets the inner call run out: give it room instead.
      gas: 1_000_000n,
    })
    expect(success).toBe(true)
    const limits = await readSpendingLimits(devnet.publicClient, {
      chainId: devnet.chainId,
      safeAddress: legacy,
    })
    expect(limits).toMatchObject({ moduleEnabled: true, delegates: [beneficiary()] })
    expect(limits.limits.map((limit) => limit.amount)).toEqual([parseEther('0.5')])
  })

  it('says the module is missing on a chain without it, not "no contract"', async () => {
    const snapshot = await devnet.testClient.snapshot()
    try {
      await devnet.testClient.setCode({ address: ALLOWANCE_MODULE_0_1_1, bytecode: '0x' })
      const error = await read().catch((failure: unknown) => failure)
      expect(error).toBeInstanceOf(AllowanceModuleMissingError)
      expect((error as AllowanceModuleMissingError).shortMessage).toBe(
        `Spending limits are not available on chain ${devnet.chainId}: the Allowance module is not deployed there.`,
      )
    } finally {
      await devnet.testClient.revert({ id: snapshot })
    }
  })
})
