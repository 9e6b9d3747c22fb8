import { SAFE_DEPLOYMENTS, safeAbi, safeProxyFactoryAbi } from '@assent/core'
import { decodeFunctionData, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { buildSafeDeployment } from './buildSafeDeployment'

const owners = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
] as const

describe('buildSafeDeployment', () => {
  it('calls createProxyWithNonce on the canonical factory with SafeL2 and a setup initializer', () => {
    const deployment = buildSafeDeployment({ owners, threshold: 2, saltNonce: 42n })
    const d = SAFE_DEPLOYMENTS['1.4.1']
    expect(deployment.factory).toBe(d.safeProxyFactory)
    const outer = decodeFunctionData({ abi: safeProxyFactoryAbi, data: deployment.data })
    expect(outer.functionName).toBe('createProxyWithNonce')
    const [singleton, initializer, saltNonce] = outer.args as [string, `0x${string}`, bigint]
    expect(singleton).toBe(d.safeL2)
    expect(saltNonce).toBe(42n)
    expect(deployment).toMatchObject({ singleton: d.safeL2, initializer, saltNonce: 42n })
    const setup = decodeFunctionData({ abi: safeAbi, data: initializer })
    expect(setup.functionName).toBe('setup')
    expect(setup.args).toEqual([
      owners,
      2n,
      zeroAddress,
      '0x',
      d.compatibilityFallbackHandler,
      zeroAddress,
      0n,
      zeroAddress,
    ])
  })

  it('rejects impossible thresholds and no owners', () => {
    expect(() => buildSafeDeployment({ owners, threshold: 3, saltNonce: 1n })).toThrow(
      'between 1 and 2',
    )
    expect(() => buildSafeDeployment({ owners, threshold: 0, saltNonce: 1n })).toThrow()
    expect(() => buildSafeDeployment({ owners: [], threshold: 1, saltNonce: 1n })).toThrow(
      'at least one owner',
    )
  })
})
