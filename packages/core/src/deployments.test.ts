import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import {
  getCompatibilityFallbackHandlerDeployment,
  getCreateCallDeployment,
  getDefaultCallbackHandlerDeployment,
  getMultiSendCallOnlyDeployment,
  getMultiSendDeployment,
  getProxyFactoryDeployment,
  getSafeL2SingletonDeployment,
  getSafeSingletonDeployment,
  getSignMessageLibDeployment,
  getSimulateTxAccessorDeployment,
} from '@safe-global/safe-deployments'
import { type Address, getAddress, getContractAddress, type Hex, keccak256, pad } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  getKnownSafeProxyFactory,
  getKnownSafeSingleton,
  getSignMessageLibAddresses,
  isKnownDelegateCallTarget,
  KNOWN_SAFE_PROXY_FACTORIES,
  KNOWN_SAFE_SINGLETONS,
  SAFE_1_1_1_DEPLOYMENTS,
  SAFE_1_2_0_DEPLOYMENTS,
  SAFE_1_3_0_EIP155_DEPLOYMENTS,
  SAFE_DEPLOYMENTS,
  SAFE_PROXY_CODE_HASHES,
  SAFE_PROXY_FACTORY_CODE_HASHES,
} from './deployments'

const require = createRequire(import.meta.url)
const artifacts = {
  safeL2: 'SafeL2.sol/SafeL2',
  safe: 'Safe.sol/Safe',
  safeProxyFactory: 'proxies/SafeProxyFactory.sol/SafeProxyFactory',
  compatibilityFallbackHandler:
    'handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler',
  multiSend: 'libraries/MultiSend.sol/MultiSend',
  multiSendCallOnly: 'libraries/MultiSendCallOnly.sol/MultiSendCallOnly',
  signMessageLib: 'libraries/SignMessageLib.sol/SignMessageLib',
  createCall: 'libraries/CreateCall.sol/CreateCall',
  simulateTxAccessor: 'accessors/SimulateTxAccessor.sol/SimulateTxAccessor',
} as const

function artifactOf(path: string): { bytecode: Hex; deployedBytecode: Hex } {
  const file = require.resolve(`@safe-global/safe-contracts/build/artifacts/contracts/${path}.json`)
  return JSON.parse(readFileSync(file, 'utf8'))
}
const bytecodeOf = (path: string): Hex => artifactOf(path).bytecode

describe('SAFE_DEPLOYMENTS', () => {
  const deployment = SAFE_DEPLOYMENTS['1.4.1']

  it.each(Object.entries(artifacts))(
    '1.4.1 %s is the singleton factory CREATE2 address of the artifact',
    (name, path) => {
      const expected = getContractAddress({
        opcode: 'CREATE2',
        from: deployment.singletonFactory,
        salt: pad('0x', { size: 32 }),
        bytecode: bytecodeOf(path),
      })
      expect(deployment[name as keyof typeof artifacts]).toBe(expected)
    },
  )

  it('writes every address checksummed', () => {
    const all: Address[] = [
      ...Object.values(SAFE_DEPLOYMENTS['1.4.1']),
      ...Object.values(SAFE_DEPLOYMENTS['1.3.0']),
      ...Object.values(SAFE_1_3_0_EIP155_DEPLOYMENTS),
    ]
    for (const address of all) expect(getAddress(address)).toBe(address)
  })
})

describe('1.3.0 addresses', () => {
  const names = {
    safeL2: getSafeL2SingletonDeployment,
    safe: getSafeSingletonDeployment,
    safeProxyFactory: getProxyFactoryDeployment,
    compatibilityFallbackHandler: getCompatibilityFallbackHandlerDeployment,
    multiSend: getMultiSendDeployment,
    multiSendCallOnly: getMultiSendCallOnlyDeployment,
    signMessageLib: getSignMessageLibDeployment,
    createCall: getCreateCallDeployment,
    simulateTxAccessor: getSimulateTxAccessorDeployment,
  }

  it.each(Object.entries(names))('%s matches @safe-global/safe-deployments', (name, lookup) => {
    const deployments = lookup({ version: '1.3.0' })?.deployments
    const key = name as keyof typeof names
    expect(deployments?.canonical?.address).toBe(SAFE_DEPLOYMENTS['1.3.0'][key])
    expect(deployments?.eip155?.address).toBe(SAFE_1_3_0_EIP155_DEPLOYMENTS[key])
  })
})

describe('isKnownDelegateCallTarget', () => {
  it('accepts MultiSend, MultiSendCallOnly and SignMessageLib of known versions in any case', () => {
    for (const version of ['1.4.1', '1.3.0'] as const) {
      const { multiSend, multiSendCallOnly, signMessageLib } = SAFE_DEPLOYMENTS[version]
      expect(isKnownDelegateCallTarget(multiSend)).toBe(true)
      expect(isKnownDelegateCallTarget(multiSendCallOnly.toLowerCase() as Address)).toBe(true)
      expect(isKnownDelegateCallTarget(signMessageLib)).toBe(true)
    }
    expect(isKnownDelegateCallTarget(SAFE_1_3_0_EIP155_DEPLOYMENTS.multiSendCallOnly)).toBe(true)
  })

  it('rejects singletons, factories and strangers', () => {
    expect(isKnownDelegateCallTarget(SAFE_DEPLOYMENTS['1.4.1'].safeL2)).toBe(false)
    expect(isKnownDelegateCallTarget(SAFE_DEPLOYMENTS['1.4.1'].createCall)).toBe(false)
    expect(isKnownDelegateCallTarget('0x000000000000000000000000000000000000dEaD')).toBe(false)
  })
})

describe('getKnownSafeSingleton', () => {
  it('finds singletons case-insensitively', () => {
    expect(KNOWN_SAFE_SINGLETONS).toHaveLength(8)
    expect(
      getKnownSafeSingleton(SAFE_DEPLOYMENTS['1.3.0'].safeL2.toLowerCase() as Address),
    ).toEqual({ address: SAFE_DEPLOYMENTS['1.3.0'].safeL2, version: '1.3.0', l2: true })
    expect(getKnownSafeSingleton(SAFE_DEPLOYMENTS['1.4.1'].multiSend)).toBeUndefined()
  })
})

describe('proxy factories and proxy code', () => {
  it('lists exactly the canonical and EIP-155 factories of safe-deployments', () => {
    const published = (['1.4.1', '1.3.0', '1.1.1'] as const).flatMap((version) => {
      const deployments = getProxyFactoryDeployment({ version })?.deployments
      return [deployments?.canonical, deployments?.eip155]
        .filter((deployment) => deployment !== undefined)
        .map((deployment) => ({ address: deployment.address, version }))
    })
    expect(KNOWN_SAFE_PROXY_FACTORIES).toEqual(published)
    expect(getKnownSafeProxyFactory(SAFE_1_3_0_EIP155_DEPLOYMENTS.safeProxyFactory)).toEqual({
      address: SAFE_1_3_0_EIP155_DEPLOYMENTS.safeProxyFactory,
      version: '1.3.0',
    })
    expect(
      getKnownSafeProxyFactory(SAFE_DEPLOYMENTS['1.4.1'].safeProxyFactory.toLowerCase() as Address),
    ).toMatchObject({ version: '1.4.1' })
    expect(getKnownSafeProxyFactory(SAFE_DEPLOYMENTS['1.4.1'].safeL2)).toBeUndefined()
  })

  it('has the factory code hashes safe-deployments publishes, and 1.4.1 is the artifact', () => {
    for (const version of ['1.4.1', '1.3.0'] as const) {
      const deployments = getProxyFactoryDeployment({ version })?.deployments
      expect(deployments?.canonical?.codeHash).toBe(SAFE_PROXY_FACTORY_CODE_HASHES[version])
    }
    const factory = artifactOf('proxies/SafeProxyFactory.sol/SafeProxyFactory')
    expect(keccak256(factory.deployedBytecode)).toBe(SAFE_PROXY_FACTORY_CODE_HASHES['1.4.1'])
  })

  it('has the 1.4.1 SafeProxy creation and runtime code hashes of the artifact', () => {
    const proxy = artifactOf('proxies/SafeProxy.sol/SafeProxy')
    expect(SAFE_PROXY_CODE_HASHES['1.4.1']).toEqual({
      creationCode: keccak256(proxy.bytecode),
      runtimeCode: keccak256(proxy.deployedBytecode),
    })
  })

  it('has the 1.3.0 GnosisSafeProxy creation and runtime code hashes of the artifact', () => {
    const file = require.resolve(
      '@gnosis.pm/safe-contracts/build/artifacts/contracts/proxies/GnosisSafeProxy.sol/GnosisSafeProxy.json',
    )
    const proxy: { bytecode: Hex; deployedBytecode: Hex } = JSON.parse(readFileSync(file, 'utf8'))
    expect(SAFE_PROXY_CODE_HASHES['1.3.0']).toEqual({
      creationCode: keccak256(proxy.bytecode),
      runtimeCode: keccak256(proxy.deployedBytecode),
    })
  })
})

describe('getSignMessageLibAddresses', () => {
  it('gives the SignMessageLib deployments of safe-deployments per version', () => {
    for (const version of ['1.4.1', '1.3.0'] as const) {
      const deployments = getSignMessageLibDeployment({ version })?.deployments
      const published = [deployments?.canonical?.address, deployments?.eip155?.address].filter(
        (address) => address !== undefined,
      )
      expect(getSignMessageLibAddresses(version)).toEqual(published)
      expect(getSignMessageLibAddresses(`${version}+L2`)).toEqual(published)
    }
    expect(getSignMessageLibAddresses('1.2.0')).toEqual([])
  })
})

describe('Safe 1.2.0', () => {
  it('has the singleton address safe-deployments publishes, recognised as 1.2.0 (not L2)', () => {
    expect(SAFE_1_2_0_DEPLOYMENTS.safe).toBe(
      getSafeSingletonDeployment({ version: '1.2.0' })?.deployments.canonical?.address,
    )
    expect(getKnownSafeSingleton(SAFE_1_2_0_DEPLOYMENTS.safe)).toEqual({
      address: SAFE_1_2_0_DEPLOYMENTS.safe,
      version: '1.2.0',
      l2: false,
    })
  })
})

describe('Safe 1.1.1', () => {
  it('has the addresses safe-deployments publishes', () => {
    expect(SAFE_1_1_1_DEPLOYMENTS).toEqual({
      safe: getSafeSingletonDeployment({ version: '1.1.1' })?.deployments.canonical?.address,
      safeProxyFactory: getProxyFactoryDeployment({ version: '1.1.1' })?.deployments.canonical
        ?.address,
      defaultCallbackHandler: getDefaultCallbackHandlerDeployment({ version: '1.1.1' })?.deployments
        .canonical?.address,
      multiSend: getMultiSendDeployment({ version: '1.1.1' })?.deployments.canonical?.address,
    })
  })
})
