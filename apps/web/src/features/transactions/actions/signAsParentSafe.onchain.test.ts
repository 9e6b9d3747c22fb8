import {
  buildSafeTransaction,
  compatibilityFallbackHandlerAbi,
  parseSignatureBytes,
  SAFE_DEPLOYMENTS,
  type SafeTransactionData,
  safeTxHash,
  safeTxPreimage,
} from '@assent/core'
import { parentSafeMessageTypedData } from '@assent/review'
import { deployTestSafe, startTestDevnet, type TestDevnet } from '@assent/test'
import { type Address, type Hex, hashTypedData, type PublicClient, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SignStepFailure } from '../../../wallet/signAndProve'
import { type SignAsParentSafeParams, signAsParentSafe } from './signAsParentSafe'

// "Sign as Safe (EIP-1271)" against real Safes 1.4.1 on anvil: a 1-of-1 parent Safe of account 3
// owns the child; its owner's SafeMessage signature must pass the child's own EIP-1271 check,
// and whatever cannot pass (another parent setup, a wrong wallet answer) is refused unsent.
let devnet: TestDevnet
let parent: Address
let child: Address
const submitted: { safeTxHash: Hex; signature: Hex }[] = []

beforeAll(async () => {
  devnet = await startTestDevnet()
  parent = await deployTestSafe(devnet, { owners: [3], threshold: 1 })
  child = await deployTestSafe(devnet, { owners: [0, parent], threshold: 2 })
}, 120_000)
afterAll(() => devnet?.stop())

const tx: SafeTransactionData = buildSafeTransaction({
  to: '0x000000000000000000000000000000000000bEEF',
  value: 1n,
  nonce: 0n,
})

function params(overrides: Partial<SignAsParentSafeParams> = {}): SignAsParentSafeParams {
  const owner = devnet.walletClients[3]!
  const childAddress = overrides.child?.address ?? child
  return {
    client: devnet.publicClient as PublicClient,
    chainId: devnet.chainId,
    child: { address: childAddress, version: '1.4.1' },
    tx,
    reviewedSafeTxHash: safeTxHash({
      chainId: devnet.chainId,
      safeAddress: childAddress,
      safeVersion: '1.4.1',
      tx,
    }),
    parent,
    account: owner.account.address,
    signTypedData: (typedData) => owner.signTypedData(typedData),
    submit: async (confirmation) => {
      submitted.push(confirmation)
    },
    ...overrides,
  }
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => 'submitted',
    (error: unknown) => (error instanceof SignStepFailure ? error.message : String(error)),
  )

describe('signAsParentSafe on real Safes 1.4.1', () => {
  it("hashes the parent's SafeMessage exactly as its CompatibilityFallbackHandler does", async () => {
    const preimage = safeTxPreimage({
      chainId: devnet.chainId,
      safeAddress: child,
      safeVersion: '1.4.1',
      tx,
    })
    const onChain = await devnet.publicClient.readContract({
      address: SAFE_DEPLOYMENTS['1.4.1'].compatibilityFallbackHandler,
      abi: compatibilityFallbackHandlerAbi,
      functionName: 'getMessageHashForSafe',
      args: [parent, preimage],
    })
    const local = hashTypedData(
      parentSafeMessageTypedData({
        chainId: devnet.chainId,
        parent,
        parentVersion: '1.4.1',
        childPreimage: preimage,
      }),
    )
    expect(local).toBe(onChain)
  })

  it('submits a contract signature of the parent that the child proves on chain', async () => {
    submitted.length = 0
    const result = await signAsParentSafe(params())
    expect(submitted).toEqual([result])
    const [part] = parseSignatureBytes(result.signature)
    expect(part).toMatchObject({
      kind: 'contract',
      signer: parent,
      s: `0x${'41'.padStart(64, '0')}`,
    })
    // The dynamic part is the parent owner's one 65-byte ECDSA signature.
    expect(part?.dynamicData?.length).toBe(2 + 130)
  })

  it('refuses, before the wallet is asked, a parent of threshold > 1 or without a known handler', async () => {
    const twoOfTwo = await deployTestSafe(devnet, { owners: [3, 4], threshold: 2 })
    const noHandler = await deployTestSafe(devnet, {
      owners: [3],
      threshold: 1,
      fallbackHandler: zeroAddress,
    })
    for (const [candidate, expected] of [
      [twoOfTwo, 'Signing off-chain needs all their signatures in one place'],
      [noHandler, 'is not a known CompatibilityFallbackHandler'],
    ] as const) {
      const owning = await deployTestSafe(devnet, { owners: [0, candidate], threshold: 2 })
      let asked = false
      const message = await failure(
        signAsParentSafe(
          params({
            parent: candidate,
            child: { address: owning, version: '1.4.1' },
            signTypedData: async () => {
              asked = true
              return '0x'
            },
          }),
        ),
      )
      expect(message).toContain(expected)
      expect(asked).toBe(false)
    }
  })

  it('refuses a non-owner, a parent that does not own the child, and a wrong wallet answer', async () => {
    submitted.length = 0
    const stranger = devnet.walletClients[5]!
    expect(
      await failure(signAsParentSafe(params({ account: stranger.account.address }))),
    ).toContain('is not an owner of the owner Safe')
    const unrelated = await deployTestSafe(devnet, { owners: [0, 1], threshold: 2 })
    expect(
      await failure(signAsParentSafe(params({ child: { address: unrelated, version: '1.4.1' } }))),
    ).toContain(`${parent} is not an owner of ${unrelated}`)
    // The wallet signs the child's SafeTx instead of the parent's SafeMessage.
    const owner = devnet.walletClients[3]!
    const wrong = await failure(
      signAsParentSafe(
        params({
          signTypedData: () =>
            owner.signMessage({ message: 'something else', account: owner.account }),
        }),
      ),
    )
    expect(wrong).toMatch(/recovers to|not return an ECDSA signature/)
    expect(
      await failure(signAsParentSafe(params({ reviewedSafeTxHash: `0x${'11'.repeat(32)}` }))),
    ).toContain('not to the 0x1111')
    expect(submitted).toEqual([])
  })
})
