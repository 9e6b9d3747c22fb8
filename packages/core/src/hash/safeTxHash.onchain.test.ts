import fc from 'fast-check'
import {
  type Address,
  getAddress,
  type Hex,
  slice,
  type TypedDataDefinition,
  toHex,
  zeroAddress,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compatibilityFallbackHandlerAbi } from '../abi/compatibilityFallbackHandlerAbi'
import { safeAbi } from '../abi/safeAbi'
import type { Operation } from '../enums/transaction'
import { deploySafeFixture, type SafeFixture, testAccounts } from '../test-utils/deploySafeFixture'
import { startAnvil, type TestAnvil } from '../test-utils/startAnvil'
import { hashSafeMessageContent } from './hashSafeMessageContent'
import { safeMessageHash } from './safeMessageHash'
import { safeTxDomainHash } from './safeTxDomainHash'
import { safeTxHash } from './safeTxHash'
import { safeTxMessageHash } from './safeTxMessageHash'
import type { SafeTransactionData } from './types'

// The real SafeL2 1.4.1 and CompatibilityFallbackHandler on anvil are the oracle here.
const SAFE_VERSION = '1.4.1'
const RUNS = 200

let anvil: TestAnvil
let fixture: SafeFixture
let safe: Address
let chainId: number

beforeAll(async () => {
  anvil = await startAnvil()
  fixture = await deploySafeFixture(anvil.rpcUrl)
  safe = await fixture.deploySafe(
    testAccounts.slice(0, 3).map((account) => account.address),
    2n,
  )
  chainId = await fixture.publicClient.getChainId()
})

afterAll(async () => {
  await anvil?.stop()
})

const address = fc.oneof(
  { weight: 1, arbitrary: fc.constant<Address>(zeroAddress) },
  {
    weight: 4,
    arbitrary: fc.uint8Array({ minLength: 20, maxLength: 20 }).map((b) => getAddress(toHex(b))),
  },
)
const uint256 = fc.oneof(
  fc.bigInt({ min: 0n, max: 1_000_000n }),
  fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
)
const bytes = fc.uint8Array({ maxLength: 300 }).map((b): Hex => (b.length ? toHex(b) : '0x'))
const safeTransaction: fc.Arbitrary<SafeTransactionData> = fc.record({
  to: address,
  value: uint256,
  data: bytes,
  operation: fc.constantFrom<Operation>(0, 1),
  safeTxGas: uint256,
  baseGas: uint256,
  gasPrice: uint256,
  gasToken: address,
  refundReceiver: address,
  nonce: uint256,
})

const typedMessage: fc.Arbitrary<TypedDataDefinition> = fc
  .record({
    name: fc.string({ unit: 'binary', maxLength: 20 }),
    chainId: fc.integer({ min: 1, max: 2 ** 31 }),
    wallet: address,
    amount: uint256,
    contents: fc.string({ unit: 'binary', maxLength: 80 }),
    tags: fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
  })
  .map(({ name, chainId, wallet, amount, contents, tags }) => ({
    domain: { name, version: '1', chainId, verifyingContract: wallet },
    types: {
      Person: [
        { name: 'wallet', type: 'address' },
        { name: 'amount', type: 'uint256' },
      ],
      Note: [
        { name: 'from', type: 'Person' },
        { name: 'contents', type: 'string' },
        { name: 'tags', type: 'string[]' },
      ],
    },
    primaryType: 'Note',
    message: { from: { wallet, amount }, contents, tags },
  }))
const messageContent = fc.oneof(fc.string({ unit: 'binary', maxLength: 120 }), typedMessage)

describe('safeTxHash against SafeL2 1.4.1 on anvil', () => {
  it('domain separator equals Safe.domainSeparator()', async () => {
    const onChain = await fixture.publicClient.readContract({
      address: safe,
      abi: safeAbi,
      functionName: 'domainSeparator',
    })
    expect(safeTxDomainHash({ chainId, safeAddress: safe, safeVersion: SAFE_VERSION })).toBe(
      onChain,
    )
  })

  it(`equals getTransactionHash for ${RUNS} random transactions`, async () => {
    await fc.assert(
      fc.asyncProperty(safeTransaction, fc.boolean(), async (tx, viaSingleton) => {
        // The singleton hashes with its own address as verifyingContract, a second domain.
        const target = viaSingleton ? fixture.singleton : safe
        const args = [
          tx.to,
          tx.value,
          tx.data,
          tx.operation,
          tx.safeTxGas,
          tx.baseGas,
          tx.gasPrice,
          tx.gasToken,
          tx.refundReceiver,
          tx.nonce,
        ] as const
        const [onChainHash, encoded] = await Promise.all([
          fixture.publicClient.readContract({
            address: target,
            abi: safeAbi,
            functionName: 'getTransactionHash',
            args,
          }),
          fixture.publicClient.readContract({
            address: target,
            abi: safeAbi,
            functionName: 'encodeTransactionData',
            args,
          }),
        ])
        const params = { chainId, safeAddress: target, safeVersion: SAFE_VERSION, tx }
        expect(safeTxHash(params)).toBe(onChainHash)
        // encodeTransactionData = 0x19 0x01 ‖ domainSeparator ‖ safeTxStructHash
        expect(safeTxMessageHash({ safeVersion: SAFE_VERSION, tx })).toBe(slice(encoded, 34, 66))
      }),
      { numRuns: RUNS },
    )
  })
})

describe('safeMessageHash against CompatibilityFallbackHandler 1.4.1 on anvil', () => {
  it(`equals getMessageHashForSafe for ${RUNS} random texts and typed data`, async () => {
    await fc.assert(
      fc.asyncProperty(messageContent, async (message) => {
        const onChain = await fixture.publicClient.readContract({
          address: fixture.fallbackHandler,
          abi: compatibilityFallbackHandlerAbi,
          functionName: 'getMessageHashForSafe',
          args: [safe, hashSafeMessageContent(message)],
        })
        expect(
          safeMessageHash({ chainId, safeAddress: safe, safeVersion: SAFE_VERSION, message }),
        ).toBe(onChain)
      }),
      { numRuns: RUNS },
    )
  })

  it("equals getMessageHash called through the Safe's fallback handler", async () => {
    const message = 'Assent signs this through the fallback'
    const onChain = await fixture.publicClient.readContract({
      address: safe,
      abi: compatibilityFallbackHandlerAbi,
      functionName: 'getMessageHash',
      args: [hashSafeMessageContent(message)],
    })
    expect(safeMessageHash({ chainId, safeAddress: safe, safeVersion: '1.4.1', message })).toBe(
      onChain,
    )
  })
})
