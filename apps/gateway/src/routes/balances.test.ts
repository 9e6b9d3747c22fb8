import { GatewayResponseError, getBalances, getFiatCurrencies } from '@assent/gateway-client'
import { sql } from 'drizzle-orm'
import { type Address, encodeFunctionData, parseAbi, parseEther, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { executeRows } from '../db/executeRows'
import { deployDemoToken } from '../testing/deployDemoToken'
import { deployTestSafe } from '../testing/deployTestSafe'
import { execTestSafeTransaction } from '../testing/execTestSafeTransaction'
import { DATABASE_KINDS, startTestStack, type TestStack } from '../testing/startTestStack'
import { waitForIndexed } from '../testing/waitForIndexed'

const tokenAbi = parseAbi([
  'function mint(address to, uint256 value)',
  'function transfer(address to, uint256 value) returns (bool)',
])

describe.each(DATABASE_KINDS)('balances on %s', (kind) => {
  let stack: TestStack
  let safe: Address
  let usdc: Address
  let junk: Address

  beforeAll(async () => {
    stack = await startTestStack(kind, {
      chain: (config) => ({
        ...config,
        prices: {
          ...config.prices,
          tokens: { ...config.prices.tokens, TUSDC: { usd: 1, eur: 0.5 } },
        },
      }),
    })
    const { devnet } = stack
    safe = (await deployTestSafe(devnet, { owners: [devnet.accounts[0]!.address], threshold: 1 }))
      .address
    usdc = await deployDemoToken(devnet, { name: 'Test USD Coin', symbol: 'TUSDC', decimals: 6 })
    junk = await deployDemoToken(devnet, { name: 'Unpriced', symbol: 'JUNK', decimals: 18 })
    const mint = (token: Address, value: bigint) =>
      devnet.walletClient.writeContract({
        address: token,
        abi: tokenAbi,
        functionName: 'mint',
        args: [safe, value],
      })
    await mint(usdc, 2_500_000n)
    await mint(junk, parseEther('7'))
    const last = await devnet.walletClient.sendTransaction({ to: safe, value: parseEther('1.5') })
    const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash: last })
    await waitForIndexed(stack.gateway, receipt.blockNumber)
  })
  afterAll(async () => {
    await stack?.stop()
  })

  it('lists native and ERC-20 balances with fiat values, highest first', async () => {
    const balances = await getBalances(stack.gateway.client, { chainId: '31337', address: safe })
    expect(
      balances.items.map((i) => [i.tokenInfo.symbol, i.balance, i.fiatBalance, i.fiatConversion]),
    ).toEqual([
      ['ETH', '1500000000000000000', '4500.00', '3000'],
      ['TUSDC', '2500000', '2.50', '1'],
      ['JUNK', '7000000000000000000', '0.00', '0'],
    ])
    expect(balances.items[0]!.tokenInfo).toMatchObject({
      type: 'NATIVE_TOKEN',
      address: zeroAddress,
      decimals: 18,
    })
    expect(balances.items[1]!.tokenInfo).toMatchObject({
      type: 'ERC20',
      address: usdc,
      decimals: 6,
      name: 'Test USD Coin',
    })
    expect(balances.fiatTotal).toBe('4502.50')
  })

  it('values in another currency and keeps only priced tokens when trusted', async () => {
    const balances = await getBalances(stack.gateway.client, {
      chainId: '31337',
      address: safe,
      currency: 'EUR',
      trusted: true,
      excludeSpam: true,
    })
    expect(balances.items.map((i) => [i.tokenInfo.symbol, i.fiatBalance])).toEqual([
      ['ETH', '4140.00'],
      ['TUSDC', '1.25'],
    ])
    expect(balances.fiatTotal).toBe('4141.25')
  })

  it('reads balances from the chain now, dropping tokens sent away', async () => {
    const { devnet } = stack
    const hash = await execTestSafeTransaction(devnet, {
      safe,
      signers: [0],
      to: junk,
      data: encodeFunctionData({
        abi: tokenAbi,
        functionName: 'transfer',
        args: [devnet.accounts[3]!.address, parseEther('7')],
      }),
    })
    const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash })
    await waitForIndexed(stack.gateway, receipt.blockNumber)
    const balances = await getBalances(stack.gateway.client, { chainId: '31337', address: safe })
    expect(balances.items.map((i) => i.tokenInfo.symbol)).toEqual(['ETH', 'TUSDC'])
  })

  it('lists the supported fiat codes, USD first', async () => {
    const codes = await getFiatCurrencies(stack.gateway.client)
    expect(codes[0]).toBe('USD')
    expect(codes).toEqual(expect.arrayContaining(['EUR', 'GBP', 'CHF', 'JPY']))
  })

  it('rejects an unsupported currency and bad flags with 400 JSON and writes nothing', async () => {
    const count = async () =>
      (
        await executeRows<{ n: string }>(
          stack.gateway.deps.db,
          sql`select count(*)::text as n from transfers`,
        )
      )[0]!.n
    const before = await count()
    const unsupported = await getBalances(stack.gateway.client, {
      chainId: '31337',
      address: safe,
      currency: 'xyz',
    }).catch((e: unknown) => e)
    expect(unsupported).toBeInstanceOf(GatewayResponseError)
    expect((unsupported as GatewayResponseError).status).toBe(400)
    expect((unsupported as GatewayResponseError).message).toBe(
      '400: Unsupported fiat currency: xyz',
    )
    const badFlag = await fetch(
      `${stack.gateway.url}/v1/chains/31337/safes/${safe}/balances/usd?trusted=maybe`,
    )
    expect(badFlag.status).toBe(400)
    expect(await badFlag.json()).toEqual({
      code: 400,
      message: 'Invalid trusted: maybe (expected true or false)',
    })
    expect(await count()).toBe(before)
  })
})
