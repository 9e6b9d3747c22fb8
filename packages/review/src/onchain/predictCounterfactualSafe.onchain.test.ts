import {
  InvalidSafeSetupError,
  parseProxyCreations,
  SAFE_DEPLOYMENTS,
  SAFE_PROXY_CODE_HASHES,
  safeProxyFactoryAbi,
} from '@assent/core'
import { DEMO_SALT_NONCES, SECOND_DEVNET_CHAIN_ID, seedSecondDemoChain } from '@assent/devnet'
import { startTestDevnet, type TestDevnet } from '@assent/test'
import { type Address, getAddress, type Hex, isAddressEqual, keccak256 } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SafeAlreadyDeployedError, SafeFactoryMismatchError } from '../errors/counterfactual'
import { predictCounterfactualSafe } from './predictCounterfactualSafe'
import { readOnChainSafeState } from './readOnChainSafeState'

// The real SafeProxyFactory 1.3.0 and 1.4.1 on anvil are the oracle: the address their
// createProxyWithNonce returns (simulated, then sent) must be the predicted one.
let devnet: TestDevnet
let owners: Address[]

beforeAll(async () => {
  devnet = await startTestDevnet()
  owners = devnet.accounts.slice(1, 4).map((account) => account.address)
})
afterAll(async () => {
  await devnet?.stop()
})

const KINDS = [
  { version: '1.4.1', l2: true },
  { version: '1.4.1', l2: false },
  { version: '1.3.0', l2: true },
  { version: '1.3.0', l2: false },
] as const

describe('predictCounterfactualSafe', () => {
  it.each(KINDS)('predicts where factory $version (l2: $l2) creates the Safe', async (kind) => {
    const input = { ...kind, chainId: devnet.chainId, owners, threshold: 2, saltNonce: 42n }
    const predicted = await predictCounterfactualSafe(devnet.publicClient, input)
    const contracts = SAFE_DEPLOYMENTS[kind.version]
    expect(predicted).toMatchObject({
      deployed: false,
      factory: contracts.safeProxyFactory,
      singleton: kind.l2 ? contracts.safeL2 : contracts.safe,
      fallbackHandler: contracts.compatibilityFallbackHandler,
    })

    const { result } = await devnet.publicClient.simulateContract({
      account: devnet.walletClient.account,
      address: predicted.factory,
      abi: safeProxyFactoryAbi,
      functionName: 'createProxyWithNonce',
      args: [predicted.singleton, predicted.initializer, predicted.saltNonce],
    })
    expect(getAddress(result)).toBe(predicted.address)

    // Deployed with the prepared calldata as it is: the factory's event names the same address.
    const hash = await devnet.walletClient.sendTransaction({
      to: predicted.factory,
      data: predicted.data,
    })
    const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash })
    const created = parseProxyCreations(
      receipt.logs.filter((log) => isAddressEqual(log.address, predicted.factory)),
    )
    expect(created.map((creation) => getAddress(creation.proxy))).toEqual([predicted.address])
    const code = await devnet.publicClient.getCode({ address: predicted.address })
    expect(keccak256(code ?? '0x')).toBe(SAFE_PROXY_CODE_HASHES[kind.version].runtimeCode)
    const state = await readOnChainSafeState(devnet.publicClient, {
      chainId: devnet.chainId,
      address: predicted.address,
    })
    expect(state).toMatchObject({
      owners,
      threshold: 2,
      nonce: 0,
      modules: [],
      guard: null,
      fallbackHandler: contracts.compatibilityFallbackHandler,
      singleton: predicted.singleton,
      version: kind.version,
    })

    // The salt is now used: creating it again is refused, opening it is answered.
    const refusal = await predictCounterfactualSafe(devnet.publicClient, input).catch(
      (error: unknown) => error,
    )
    expect(refusal).toBeInstanceOf(SafeAlreadyDeployedError)
    expect(refusal).toHaveProperty(
      'message',
      `A Safe with these owners, threshold and salt nonce already exists at ${predicted.address} on chain ${devnet.chainId}; choose another salt nonce.`,
    )
    const reopened = await predictCounterfactualSafe(devnet.publicClient, {
      ...input,
      allowDeployed: true,
    })
    expect(reopened).toEqual({ ...predicted, deployed: true })
  })

  it("predicts the devnet's demo Safe at its one address on both devnet chains", async () => {
    const second = await startTestDevnet({ chainId: SECOND_DEVNET_CHAIN_ID })
    try {
      const demo = await seedSecondDemoChain(second.rpcUrl)
      const input = {
        owners: devnet.accounts.slice(0, 3).map((account) => account.address),
        threshold: 2,
        saltNonce: DEMO_SALT_NONCES.multisig,
        version: '1.4.1',
        l2: true,
      }
      const [here, there] = await Promise.all([
        predictCounterfactualSafe(devnet.publicClient, { ...input, chainId: devnet.chainId }),
        predictCounterfactualSafe(second.publicClient, {
          ...input,
          chainId: SECOND_DEVNET_CHAIN_ID,
          allowDeployed: true,
        }),
      ])
      expect(there.address).toBe(demo.safes.multisig.address)
      expect(here).toEqual({ ...there, chainId: devnet.chainId, deployed: false })
      expect(there.deployed).toBe(true)
    } finally {
      await second.stop()
    }
  })

  it('gives each version, kind, owner set, threshold and salt its own address', async () => {
    const base = { chainId: devnet.chainId, owners, threshold: 1, saltNonce: 7n }
    const addresses = await Promise.all(
      [
        ...KINDS.map((kind) => ({ ...base, ...kind })),
        { ...base, version: '1.4.1', l2: true, threshold: 2 },
        { ...base, version: '1.4.1', l2: true, saltNonce: 8n },
        { ...base, version: '1.4.1', l2: true, owners: owners.slice(0, 2) },
      ].map(async (input) => (await predictCounterfactualSafe(devnet.publicClient, input)).address),
    )
    expect(new Set(addresses).size).toBe(addresses.length)
  })

  it('refuses bad input before reading, another chain, and a factory that is not the published one', async () => {
    const input = { chainId: devnet.chainId, owners, saltNonce: 1n, version: '1.4.1', l2: true }
    await expect(
      predictCounterfactualSafe(devnet.publicClient, { ...input, threshold: 4 }),
    ).rejects.toThrow(
      new InvalidSafeSetupError('The threshold (4) is above the number of owners (3).'),
    )
    await expect(
      predictCounterfactualSafe(devnet.publicClient, { ...input, threshold: 1, chainId: 1 }),
    ).rejects.toThrow(`The verification RPC serves chain ${devnet.chainId}, not chain 1.`)

    const factory = SAFE_DEPLOYMENTS['1.3.0'].safeProxyFactory
    const original = await devnet.publicClient.getCode({ address: factory })
    try {
      // Any other contract in the factory's place: its answers cannot be trusted.
      await devnet.testClient.setCode({ address: factory, bytecode: '0x60006000f3' satisfies Hex })
      const refusal = await predictCounterfactualSafe(devnet.publicClient, {
        ...input,
        version: '1.3.0',
        threshold: 1,
      }).catch((error: unknown) => error)
      expect(refusal).toBeInstanceOf(SafeFactoryMismatchError)
      expect(refusal).toHaveProperty(
        'message',
        `The factory at ${factory} does not create the published Safe 1.3.0 proxy.`,
      )
      await devnet.testClient.setCode({ address: factory, bytecode: '0x' })
      await expect(
        predictCounterfactualSafe(devnet.publicClient, {
          ...input,
          version: '1.3.0',
          threshold: 1,
        }),
      ).rejects.toThrow(`There is no Safe 1.3.0 factory at ${factory} on this chain.`)
    } finally {
      await devnet.testClient.setCode({ address: factory, bytecode: original ?? '0x' })
    }
  })
})
