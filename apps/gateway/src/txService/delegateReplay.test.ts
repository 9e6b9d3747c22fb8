import { delegateTypedData } from '@assent/core'
import { TEST_ACCOUNTS } from '@assent/test'
import SafeApiKit from '@safe-global/api-kit'
import {
  type Address,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  type TypedDataDefinition,
} from 'viem'
import { type LocalAccount, privateKeyToAccount, toAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployTestSafe } from '../testing/deployTestSafe'
import { DATABASE_KINDS, startTestStack, type TestStack } from '../testing/startTestStack'
import { waitForIndexed } from '../testing/waitForIndexed'
import { isServiceErrorBody } from './serviceErrors'

// The Delegate typed data covers only the delegate and the hour. Someone who sees a delegator's
// signature (a proxy, a log, a relaying front end) replays it within its hour with api-kit as it
// is: for every Safe (`safe: null`) and without the expiry the delegator chose.
const CHAIN_ID = 31337
const [alice, bob, , dave, eve, frank] = [0, 1, 2, 3, 4, 5].map((index) =>
  privateKeyToAccount(TEST_ACCOUNTS[index]!.privateKey),
) as [LocalAccount, LocalAccount, LocalAccount, LocalAccount, LocalAccount, LocalAccount]
const DAY_MS = 86_400_000

/** A wallet client for api-kit whose account answers every typed-data request with `sign`. */
function walletOf(
  stack: TestStack,
  address: Address,
  sign: (typedData: TypedDataDefinition) => Promise<Hex>,
) {
  const refuse = () => Promise.reject(new Error('only typed data is signed here'))
  const account = toAccount({
    address,
    signMessage: refuse,
    signTransaction: refuse,
    signTypedData: (typedData) => sign(typedData as TypedDataDefinition),
  })
  const rpcUrl = stack.devnet.rpcUrl
  return createWalletClient({
    account,
    chain: defineChain({
      id: CHAIN_ID,
      name: 'devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    }),
    transport: http(rpcUrl),
  })
}

/** Alice's own wallet, remembering the last signature it gave (what an eavesdropper sees). */
function aliceWallet(stack: TestStack) {
  const seen: { signature?: Hex } = {}
  const wallet = walletOf(stack, alice.address, async (typedData) => {
    seen.signature = await alice.signTypedData(typedData)
    return seen.signature
  })
  return { wallet, seen }
}

/** An attacker's "wallet" that never had alice's key and only hands back a captured signature. */
const replaying = (stack: TestStack, signature: Hex) =>
  walletOf(stack, alice.address, async () => signature)

describe.each(DATABASE_KINDS)('a replayed delegate signature (%s)', (kind) => {
  let stack: TestStack
  let apiKit: SafeApiKit
  let safe: Address
  let otherSafe: Address
  const post = (body: Record<string, unknown>) =>
    fetch(`${stack.gateway.url}/txs/${CHAIN_ID}/api/v2/delegates/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const entriesOf = async (delegate: Address) =>
    (await apiKit.getSafeDelegates({ delegateAddress: delegate })).results
  /** Alice's signature of the Delegate typed data of this hour for `delegate`. */
  const aliceSigns = (delegate: Address) =>
    alice.signTypedData(
      delegateTypedData({
        chainId: CHAIN_ID,
        delegate,
        totp: BigInt(Math.floor(Date.now() / 3_600_000)),
      }),
    )

  beforeAll(async () => {
    stack = await startTestStack(kind)
    apiKit = new SafeApiKit({
      chainId: BigInt(CHAIN_ID),
      txServiceUrl: `${stack.gateway.url}/txs/${CHAIN_ID}/api`,
    })
    const first = await deployTestSafe(stack.devnet, {
      owners: [alice.address, bob.address],
      threshold: 1,
    })
    const second = await deployTestSafe(stack.devnet, { owners: [alice.address], threshold: 1 })
    safe = first.address
    otherSafe = second.address
    const receipt = await stack.devnet.publicClient.waitForTransactionReceipt({
      hash: second.txHash,
    })
    await waitForIndexed(stack.gateway, receipt.blockNumber)
  })
  afterAll(async () => {
    await stack?.stop()
  })

  it('refuses a replay for every Safe or another Safe; the entry keeps its Safe', async () => {
    const { wallet, seen } = aliceWallet(stack)
    await apiKit.addSafeDelegate({
      safeAddress: safe,
      delegateAddress: dave.address,
      delegatorAddress: alice.address,
      label: 'Payroll bot',
      signer: wallet,
    })
    const captured = seen.signature as Hex

    const widened = apiKit.addSafeDelegate({
      delegateAddress: dave.address,
      delegatorAddress: alice.address,
      label: 'Payroll bot',
      signer: replaying(stack, captured),
    })
    await expect(widened).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining(
        `already added delegate ${dave.address} for Safe ${safe}; it cannot add it for every Safe`,
      ),
    })
    const elsewhere = await post({
      safe: otherSafe,
      delegate: dave.address,
      delegator: alice.address,
      label: 'Payroll bot',
      signature: captured,
    })
    expect(elsewhere.status).toBe(400)
    const body = await elsewhere.json()
    expect(isServiceErrorBody(body)).toBe(true)
    expect(body.nonFieldErrors[0]).toContain(`it cannot add it for Safe ${otherSafe}`)

    expect(await entriesOf(dave.address)).toEqual([
      {
        safe,
        delegate: dave.address,
        delegator: alice.address,
        label: 'Payroll bot',
        expiryDate: null,
      },
    ])
    // The very same grant again changes nothing and succeeds, as api-kit retries expect.
    const again = await apiKit.addSafeDelegate({
      safeAddress: safe,
      delegateAddress: dave.address,
      delegatorAddress: alice.address,
      label: 'Payroll bot',
      signer: replaying(stack, captured),
    })
    expect(again).toMatchObject({ safe, delegate: dave.address, expiryDate: null })
    expect(await entriesOf(dave.address)).toHaveLength(1)
  })

  it('refuses a replay that drops or extends the expiry, and only lets it shorten', async () => {
    const signature = await aliceSigns(eve.address)
    const expiry = new Date(Date.now() + 30 * DAY_MS).toISOString()
    const grant = {
      safe,
      delegate: eve.address,
      delegator: alice.address,
      label: 'Expiring bot',
      signature,
    }
    expect((await post({ ...grant, expiryDate: expiry })).status).toBe(201)

    // api-kit sends no expiryDate at all: the replay would make the delegate permanent.
    const permanent = apiKit.addSafeDelegate({
      safeAddress: safe,
      delegateAddress: eve.address,
      delegatorAddress: alice.address,
      label: 'Expiring bot',
      signer: replaying(stack, signature),
    })
    await expect(permanent).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining(`with expiry ${expiry}; it cannot extend that to no expiry`),
    })
    const later = new Date(Date.parse(expiry) + DAY_MS).toISOString()
    const extended = await post({ ...grant, expiryDate: later })
    expect(extended.status).toBe(400)
    expect((await extended.json()).nonFieldErrors[0]).toContain(
      `cannot extend that to expiry ${later}`,
    )
    const relabelled = await post({ ...grant, label: 'Treasury', expiryDate: expiry })
    expect(relabelled.status).toBe(400)
    expect(await entriesOf(eve.address)).toMatchObject([{ safe, expiryDate: expiry }])

    const earlier = new Date(Date.parse(expiry) - DAY_MS).toISOString()
    expect((await post({ ...grant, expiryDate: earlier })).status).toBe(201)
    expect(await entriesOf(eve.address)).toMatchObject([{ safe, expiryDate: earlier }])
    // Within the first grant but later than the entry now: accepted, the entry is not lengthened.
    expect((await post({ ...grant, expiryDate: expiry })).status).toBe(201)
    expect(await entriesOf(eve.address)).toMatchObject([{ safe, expiryDate: earlier }])
  })

  it('cannot bring back a removed delegate, nor add one with a removal signature', async () => {
    const { wallet, seen } = aliceWallet(stack)
    await apiKit.removeSafeDelegate({
      delegateAddress: dave.address,
      delegatorAddress: alice.address,
      signer: wallet,
    })
    expect(await entriesOf(dave.address)).toEqual([])
    const revived = apiKit.addSafeDelegate({
      safeAddress: safe,
      delegateAddress: dave.address,
      delegatorAddress: alice.address,
      label: 'Payroll bot',
      signer: replaying(stack, seen.signature as Hex),
    })
    await expect(revived).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('was removed after this signature added it'),
    })

    // Frank was added with last hour's signature (still accepted); alice removes him with this
    // hour's, which is exactly what an add of this hour would carry.
    const hour = Math.floor(Date.now() / 3_600_000)
    const lastHours = await alice.signTypedData(
      delegateTypedData({ chainId: CHAIN_ID, delegate: frank.address, totp: BigInt(hour - 1) }),
    )
    const grant = { safe, delegate: frank.address, delegator: alice.address, label: 'Cron' }
    expect((await post({ ...grant, signature: lastHours })).status).toBe(201)
    const removal = await aliceSigns(frank.address)
    const removed = await fetch(
      `${stack.gateway.url}/txs/${CHAIN_ID}/api/v2/delegates/${frank.address}/`,
      {
        method: 'DELETE',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ delegator: alice.address, signature: removal }),
      },
    )
    expect(removed.status).toBe(204)
    const added = apiKit.addSafeDelegate({
      delegateAddress: frank.address,
      delegatorAddress: alice.address,
      label: 'Sneaky',
      signer: replaying(stack, removal),
    })
    await expect(added).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining(`used to remove delegate ${frank.address}`),
    })
    expect(await entriesOf(frank.address)).toEqual([])
  })
})
