import { delegateTotp, delegateTypedData } from '@assent/core'
import { addDelegate, getDelegates } from '@assent/gateway-client'
import { TEST_ACCOUNTS } from '@assent/test'
import SafeApiKit from '@safe-global/api-kit'
import {
  type Address,
  createWalletClient,
  defineChain,
  type Hex,
  hashTypedData,
  http,
  type TypedDataDefinition,
} from 'viem'
import { type LocalAccount, privateKeyToAccount, toAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployTestSafe } from '../testing/deployTestSafe'
import { startTestStack, type TestStack } from '../testing/startTestStack'
import { waitForIndexed } from '../testing/waitForIndexed'

// The web app signs @assent/core's delegateTypedData to add and remove proposers. The official
// api-kit (addSafeDelegate/removeSafeDelegate, v2 delegates) must make the very same signature
// for the same input, so that Assent's requests pass the official service and api-kit's pass
// Assent's gateway. api-kit sends through the gateway's Transaction Service API; what its wallet
// was asked to sign is recorded.
const CHAIN_ID = 31337
const [alice, , , dave, eve] = [0, 1, 2, 3, 4].map((index) =>
  privateKeyToAccount(TEST_ACCOUNTS[index]!.privateKey),
) as [LocalAccount, LocalAccount, LocalAccount, LocalAccount, LocalAccount]

type Signed = { typedData: TypedDataDefinition; signature: Hex }

/** A wallet client for api-kit that signs typed data with `owner` and records each request. */
function recordingWallet(stack: TestStack, owner: LocalAccount, signed: Signed[]) {
  const refuse = () => Promise.reject(new Error('only typed data is signed here'))
  const rpcUrl = stack.devnet.rpcUrl
  return createWalletClient({
    account: toAccount({
      address: owner.address,
      signMessage: refuse,
      signTransaction: refuse,
      async signTypedData(typedData) {
        const signature = await owner.signTypedData(typedData)
        signed.push({ typedData: typedData as TypedDataDefinition, signature })
        return signature
      },
    }),
    chain: defineChain({
      id: CHAIN_ID,
      name: 'devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    }),
    transport: http(rpcUrl),
  })
}

/** The hour api-kit signed for, checked to be the one around the call. */
function signedHour(signed: Signed, before: number, after: number): bigint {
  const totp = BigInt((signed.typedData.message as { totp: bigint | number | string }).totp)
  expect(totp >= delegateTotp(before) && totp <= delegateTotp(after)).toBe(true)
  return totp
}

describe('delegateTypedData against the official api-kit', () => {
  let stack: TestStack
  let apiKit: SafeApiKit
  let safe: Address

  beforeAll(async () => {
    stack = await startTestStack('pglite')
    apiKit = new SafeApiKit({
      chainId: BigInt(CHAIN_ID),
      txServiceUrl: `${stack.gateway.url}/txs/${CHAIN_ID}/api`,
    })
    const deployed = await deployTestSafe(stack.devnet, { owners: [alice.address], threshold: 1 })
    safe = deployed.address
    const receipt = await stack.devnet.publicClient.waitForTransactionReceipt({
      hash: deployed.txHash,
    })
    await waitForIndexed(stack.gateway, receipt.blockNumber)
  })
  afterAll(async () => {
    await stack?.stop()
  })

  it('gives the signature api-kit makes to add and to remove a delegate', async () => {
    const signed: Signed[] = []
    const wallet = recordingWallet(stack, alice, signed)
    const before = Date.now()
    await apiKit.addSafeDelegate({
      safeAddress: safe,
      delegateAddress: dave.address,
      delegatorAddress: alice.address,
      label: 'Payroll bot',
      signer: wallet,
    })
    await apiKit.removeSafeDelegate({
      delegateAddress: dave.address,
      delegatorAddress: alice.address,
      signer: wallet,
    })
    const after = Date.now()
    expect(signed).toHaveLength(2)
    for (const request of signed) {
      const ours = delegateTypedData({
        chainId: CHAIN_ID,
        delegate: dave.address,
        totp: signedHour(request, before, after),
      })
      expect(hashTypedData(ours)).toBe(hashTypedData(request.typedData))
      expect(await alice.signTypedData(ours)).toBe(request.signature)
    }
  })

  it("registers Assent's signature through the Client Gateway API; api-kit lists it", async () => {
    const signature = await alice.signTypedData(
      delegateTypedData({
        chainId: CHAIN_ID,
        delegate: eve.address,
        totp: delegateTotp(Date.now()),
      }),
    )
    await addDelegate(stack.gateway.client, {
      chainId: String(CHAIN_ID),
      body: { safe, delegate: eve.address, delegator: alice.address, signature, label: 'Eve' },
    })
    const listed = await apiKit.getSafeDelegates({ safeAddress: safe })
    expect(listed.results).toMatchObject([
      { safe, delegate: eve.address, delegator: alice.address, label: 'Eve' },
    ])
    const viaGateway = await getDelegates(stack.gateway.client, { chainId: String(CHAIN_ID), safe })
    expect(viaGateway.results.map((entry) => entry.delegate)).toEqual([eve.address])
  })
})
