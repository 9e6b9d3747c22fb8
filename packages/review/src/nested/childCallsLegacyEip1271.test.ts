import { describe, expect, it } from 'vitest'
import { childCallsLegacyEip1271 } from './childCallsLegacyEip1271'

describe('childCallsLegacyEip1271', () => {
  it('is true up to 1.4.1, false after and for garbage', () => {
    expect(['1.1.1', '1.3.0', '1.3.0+L2', '1.4.1'].map(childCallsLegacyEip1271)).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect(['1.5.0', 'nonsense'].map(childCallsLegacyEip1271)).toEqual([false, false])
  })
})
