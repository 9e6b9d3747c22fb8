import { describe, expect, it } from 'vitest'
import { compareSafeVersions, parseSafeVersion } from './compareSafeVersions'
import { safeVersionHasChainIdInDomain, safeVersionUsesBaseGas } from './safeVersionFeatures'

describe('compareSafeVersions', () => {
  it('orders versions numerically, not lexically', () => {
    expect(compareSafeVersions('1.10.0', '1.9.0')).toBe(1)
    expect(compareSafeVersions('1.3.0', '1.4.1')).toBe(-1)
    expect(compareSafeVersions('1.4.1', '1.4.1')).toBe(0)
    expect(compareSafeVersions('0.1.0', '1.0.0')).toBe(-1)
  })

  it('ignores build metadata and a leading v, and fills missing parts with zero', () => {
    expect(compareSafeVersions('1.3.0+L2', '1.3.0')).toBe(0)
    expect(compareSafeVersions('v1.4.1', '1.4.1')).toBe(0)
    expect(compareSafeVersions('1.3', '1.3.0')).toBe(0)
    expect(parseSafeVersion('2')).toEqual([2, 0, 0])
  })

  it('rejects text that is not a version', () => {
    expect(() => compareSafeVersions('latest', '1.0.0')).toThrow('Invalid Safe version: latest')
    expect(() => parseSafeVersion('1.3.0-beta')).toThrow('Invalid Safe version')
    expect(() => parseSafeVersion('')).toThrow('Invalid Safe version')
  })
})

describe('Safe version features', () => {
  it('puts chainId into the domain from 1.3.0 on', () => {
    expect(safeVersionHasChainIdInDomain('1.2.0')).toBe(false)
    expect(safeVersionHasChainIdInDomain('1.1.1')).toBe(false)
    expect(safeVersionHasChainIdInDomain('1.3.0+L2')).toBe(true)
    expect(safeVersionHasChainIdInDomain('1.4.1')).toBe(true)
  })

  it('uses baseGas from 1.0.0 on', () => {
    expect(safeVersionUsesBaseGas('0.1.0')).toBe(false)
    expect(safeVersionUsesBaseGas('1.0.0')).toBe(true)
  })
})
