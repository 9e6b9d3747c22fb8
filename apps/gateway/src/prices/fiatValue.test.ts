import { describe, expect, it } from 'vitest'
import { fiatValueScaled, formatFiat, formatPrice } from './fiatValue'

describe('fiat arithmetic', () => {
  it('values base units at a price without floating point drift', () => {
    // 1.5 ETH at 3000 = 4500
    expect(formatFiat(fiatValueScaled(1_500_000_000_000_000_000n, 18, 3000))).toBe('4500.00')
    // 1.5 USDC (6 decimals) at 0.92 = 1.38
    expect(formatFiat(fiatValueScaled(1_500_000n, 6, 0.92))).toBe('1.38')
    // rounds half up to cents
    expect(formatFiat(fiatValueScaled(1_005n, 3, 1))).toBe('1.01')
    expect(formatFiat(fiatValueScaled(1_234_560n, 6, 1))).toBe('1.23')
    expect(formatFiat(0n)).toBe('0.00')
    expect(formatFiat(fiatValueScaled(10n ** 30n, 18, 462000))).toBe('462000000000000000.00')
  })

  it('formats prices as plain decimals', () => {
    expect(formatPrice(3000)).toBe('3000')
    expect(formatPrice(0.92)).toBe('0.92')
  })
})
