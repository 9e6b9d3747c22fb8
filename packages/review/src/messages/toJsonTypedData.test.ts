import { describe, expect, it } from 'vitest'
import { mailTypedData } from '../test-utils/mailTypedData'
import { toJsonTypedData } from './toJsonTypedData'

describe('toJsonTypedData', () => {
  it('keeps chainId JSON-safe for the gateway', () => {
    const json = toJsonTypedData({
      ...mailTypedData,
      domain: { ...mailTypedData.domain, chainId: 31337n },
    })
    expect(json.domain.chainId).toBe('31337')
    expect(() => JSON.stringify(json)).not.toThrow()
  })
})
