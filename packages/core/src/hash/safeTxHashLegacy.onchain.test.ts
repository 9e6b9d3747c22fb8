import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  getAddress,
  type Hex,
  http,
  toHex,
  zeroAddress,
} from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { safeAbi } from '../abi/safeAbi'
import { SAFE_1_1_1_DEPLOYMENTS, SAFE_1_2_0_DEPLOYMENTS } from '../deployments'
import type { Operation } from '../enums/transaction'
import { testAccounts } from '../test-utils/deploySafeFixture'
import { startAnvil, type TestAnvil } from '../test-utils/startAnvil'
import { safeTxDomainHash } from './safeTxDomainHash'
import { safeTxHash } from './safeTxHash'
import type { SafeTransactionData } from './types'

// The real GnosisSafe 1.2.0 and 1.1.1 code, as the devnet package extracted it from the npm
// releases, is the oracle: their EIP-712 domain has no chainId.
const RUNS = 100
const artifact = (version: string): Hex => {
  const url = new URL(`../../../devnet/src/artifacts/safe-${version}.json`, import.meta.url)
  return (JSON.parse(readFileSync(url, 'utf8')) as { contracts: { GnosisSafe: Hex } }).contracts
    .GnosisSafe
}
const versions: [string, Address][] = [
  ['1.2.0', SAFE_1_2_0_DEPLOYMENTS.safe],
  ['1.1.1', SAFE_1_1_1_DEPLOYMENTS.safe],
]

const address = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((b) => getAddress(toHex(b)))
const uint256 = fc.oneof(
  fc.bigInt({ min: 0n, max: 1_000_000n }),
  fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
)
const bytes = fc.uint8Array({ maxLength: 200 }).map((b): Hex => (b.length ? toHex(b) : '0x'))
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

describe.each(versions)('safeTxHash against GnosisSafe %s on anvil', (version, safe) => {
  let anvil: TestAnvil
  let publicClient: ReturnType<typeof createPublicClient>
  let chainId: number

  beforeAll(async () => {
    anvil = await startAnvil()
    const transport = http(anvil.rpcUrl)
    publicClient = createPublicClient({ chain: foundry, transport })
    chainId = await publicClient.getChainId()
    const testClient = createTestClient({ chain: foundry, mode: 'anvil', transport })
    await testClient.setCode({ address: safe, bytecode: artifact(version) })
    // Code placed without its constructor: setup() may run on it, which stores the domain
    // separator these versions keep in storage (verifyingContract = this address).
    const wallet = createWalletClient({ account: testAccounts[0]!, chain: foundry, transport })
    const hash = await wallet.writeContract({
      address: safe,
      abi: safeAbi,
      functionName: 'setup',
      args: [
        [testAccounts[0]!.address],
        1n,
        zeroAddress,
        '0x',
        zeroAddress,
        zeroAddress,
        0n,
        zeroAddress,
      ],
    })
    await publicClient.waitForTransactionReceipt({ hash })
  })
  afterAll(async () => {
    await anvil?.stop()
  })

  it('runs that version', async () => {
    const onChain = await publicClient.readContract({
      address: safe,
      abi: safeAbi,
      functionName: 'VERSION',
    })
    expect(onChain).toBe(version)
  })

  it('domain separator (no chainId) equals domainSeparator()', async () => {
    const onChain = await publicClient.readContract({
      address: safe,
      abi: safeAbi,
      functionName: 'domainSeparator',
    })
    expect(safeTxDomainHash({ chainId, safeAddress: safe, safeVersion: version })).toBe(onChain)
    // With a chainId it would be another hash: the version decides the domain.
    expect(safeTxDomainHash({ chainId, safeAddress: safe, safeVersion: '1.3.0' })).not.toBe(onChain)
  })

  it(`equals getTransactionHash for ${RUNS} random transactions`, async () => {
    await fc.assert(
      fc.asyncProperty(safeTransaction, async (tx) => {
        const onChain = await publicClient.readContract({
          address: safe,
          abi: safeAbi,
          functionName: 'getTransactionHash',
          args: [
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
          ],
        })
        expect(safeTxHash({ chainId, safeAddress: safe, safeVersion: version, tx })).toBe(onChain)
      }),
      { numRuns: RUNS },
    )
  })
})
