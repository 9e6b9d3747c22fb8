import { decodeFunctionData, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { safeAbi } from '../abi/safeAbi'
import { safeProxyFactoryAbi } from '../abi/safeProxyFactoryAbi'
import { SAFE_DEPLOYMENTS } from '../deployments'
import { InvalidSafeSetupError } from '../errors/BaseError'
import { counterfactualSafeDeployment } from './counterfactualSafeDeployment'
import { predictSafeProxyAddress } from './predictSafeProxyAddress'

// The address itself is checked against the real factories in @assent/review's
// predictCounterfactualSafe.onchain.test.ts; here, what is put into it.
const owners = [
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
] as const
const proxyCreationCode = '0x6080604052' as const

describe('counterfactualSafeDeployment', () => {
  it.each([
    { version: '1.4.1', l2: true },
    { version: '1.4.1', l2: false },
    { version: '1.3.0', l2: true },
    { version: '1.3.0', l2: false },
  ] as const)('sets up $version (l2: $l2) as Safe{Wallet} does', ({ version, l2 }) => {
    const contracts = SAFE_DEPLOYMENTS[version]
    const singleton = l2 ? contracts.safeL2 : contracts.safe
    const deployment = counterfactualSafeDeployment({
      owners: owners.map((owner) => owner.toLowerCase()),
      threshold: 2,
      saltNonce: 5n,
      version,
      l2,
      proxyCreationCode,
    })
    expect(deployment).toMatchObject({
      owners,
      factory: contracts.safeProxyFactory,
      singleton,
      fallbackHandler: contracts.compatibilityFallbackHandler,
    })
    expect(decodeFunctionData({ abi: safeAbi, data: deployment.initializer })).toEqual({
      functionName: 'setup',
      args: [
        owners,
        2n,
        zeroAddress,
        '0x',
        contracts.compatibilityFallbackHandler,
        zeroAddress,
        0n,
        zeroAddress,
      ],
    })
    expect(decodeFunctionData({ abi: safeProxyFactoryAbi, data: deployment.data })).toEqual({
      functionName: 'createProxyWithNonce',
      args: [singleton, deployment.initializer, 5n],
    })
    expect(deployment.address).toBe(
      predictSafeProxyAddress({
        factory: contracts.safeProxyFactory,
        singleton,
        initializer: deployment.initializer,
        saltNonce: 5n,
        proxyCreationCode,
      }),
    )
  })

  it('refuses a setup the Safe would refuse', () => {
    expect(() =>
      counterfactualSafeDeployment({
        owners,
        threshold: 3,
        saltNonce: 0n,
        version: '1.4.1',
        l2: true,
        proxyCreationCode,
      }),
    ).toThrow(new InvalidSafeSetupError('The threshold (3) is above the number of owners (2).'))
  })
})
