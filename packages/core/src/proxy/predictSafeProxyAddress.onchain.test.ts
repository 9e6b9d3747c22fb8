import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import fc from 'fast-check'
import {
  type Address,
  encodeFunctionData,
  getAddress,
  type Hex,
  keccak256,
  zeroAddress,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { safeAbi } from '../abi/safeAbi'
import { safeProxyFactoryAbi } from '../abi/safeProxyFactoryAbi'
import { SAFE_PROXY_CODE_HASHES } from '../deployments'
import { deploySafeFixture, type SafeFixture, testAccounts } from '../test-utils/deploySafeFixture'
import { startAnvil, type TestAnvil } from '../test-utils/startAnvil'
import { predictSafeProxyAddress } from './predictSafeProxyAddress'

// The real SafeProxyFactory 1.4.1 on anvil is the oracle: its CREATE2 result must be ours.
let anvil: TestAnvil
let fixture: SafeFixture

beforeAll(async () => {
  anvil = await startAnvil()
  fixture = await deploySafeFixture(anvil.rpcUrl)
})
afterAll(async () => {
  await anvil?.stop()
})

const require = createRequire(import.meta.url)
const proxyArtifact = JSON.parse(
  readFileSync(
    require.resolve(
      '@safe-global/safe-contracts/build/artifacts/contracts/proxies/SafeProxy.sol/SafeProxy.json',
    ),
    'utf8',
  ),
) as { bytecode: Hex; deployedBytecode: Hex }

function setup(owners: Address[], threshold: bigint): Hex {
  return encodeFunctionData({
    abi: safeAbi,
    functionName: 'setup',
    args: [
      owners,
      threshold,
      zeroAddress,
      '0x',
      fixture.fallbackHandler,
      zeroAddress,
      0n,
      zeroAddress,
    ],
  })
}

describe('predictSafeProxyAddress', () => {
  it('matches where the real factory deploys, and the code it deploys is the published proxy', async () => {
    const proxyCreationCode = await fixture.publicClient.readContract({
      address: fixture.factory,
      abi: safeProxyFactoryAbi,
      functionName: 'proxyCreationCode',
    })
    expect(proxyCreationCode).toBe(proxyArtifact.bytecode)
    expect(keccak256(proxyCreationCode)).toBe(SAFE_PROXY_CODE_HASHES['1.4.1'].creationCode)

    const owners = testAccounts.slice(0, 3).map((account) => account.address)
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
        fc.integer({ min: 1, max: 3 }),
        async (saltNonce, threshold) => {
          const initializer = setup(owners, BigInt(threshold))
          const predicted = predictSafeProxyAddress({
            factory: fixture.factory,
            singleton: fixture.singleton,
            initializer,
            saltNonce,
            proxyCreationCode,
          })
          const { result } = await fixture.publicClient.simulateContract({
            account: fixture.walletClient.account,
            address: fixture.factory,
            abi: safeProxyFactoryAbi,
            functionName: 'createProxyWithNonce',
            args: [fixture.singleton, initializer, saltNonce],
          })
          expect(predicted).toBe(getAddress(result))
        },
      ),
      { numRuns: 20 },
    )

    const initializer = setup(owners, 2n)
    const predicted = predictSafeProxyAddress({
      factory: fixture.factory,
      singleton: fixture.singleton,
      initializer,
      saltNonce: 7n,
      proxyCreationCode,
    })
    const hash = await fixture.walletClient.writeContract({
      address: fixture.factory,
      abi: safeProxyFactoryAbi,
      functionName: 'createProxyWithNonce',
      args: [fixture.singleton, initializer, 7n],
    })
    await fixture.publicClient.waitForTransactionReceipt({ hash })
    const code = await fixture.publicClient.getCode({ address: predicted })
    expect(code).toBe(proxyArtifact.deployedBytecode)
    expect(keccak256(code as Hex)).toBe(SAFE_PROXY_CODE_HASHES['1.4.1'].runtimeCode)
  })

  it('changes with every input', () => {
    const base = {
      factory: fixture.factory,
      singleton: fixture.singleton,
      initializer: setup([testAccounts[0]!.address], 1n),
      saltNonce: 1n,
      proxyCreationCode: proxyArtifact.bytecode,
    }
    const address = predictSafeProxyAddress(base)
    const variants = [
      { ...base, factory: zeroAddress },
      { ...base, singleton: fixture.fallbackHandler },
      { ...base, initializer: setup([testAccounts[1]!.address], 1n) },
      { ...base, saltNonce: 2n },
      { ...base, proxyCreationCode: `${base.proxyCreationCode}00` as Hex },
    ]
    for (const variant of variants) expect(predictSafeProxyAddress(variant)).not.toBe(address)
  })
})
