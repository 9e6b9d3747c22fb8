import { formatTokenAmount } from '@assent/gateway-client'
import { describe, expect, it } from 'vitest'
import { formatFiat } from './formatFiat'

describe('formatFiat', () => {
  it('formats ISO currencies with symbol and grouping', () => {
    expect(formatFiat('1234.5', 'usd', 'en-US')).toBe('$1,234.50')
    expect(formatFiat('1234.5', 'EUR', 'de-DE')).toBe('1.234,50\u00a0€')
  })

  it('keeps small values visible', () => {
    expect(formatFiat('0.0042', 'usd', 'en-US')).toBe('$0.0042')
  })

  it('writes codes Intl rejects after the number and dashes non-numbers', () => {
    expect(formatFiat('12', 'weird', 'en-US')).toBe('12.00 WEIRD')
    expect(formatFiat('abc', 'usd', 'en-US')).toBe('—')
  })
})

describe('formatTokenAmount', () => {
  it('shifts by decimals and groups thousands', () => {
    expect(formatTokenAmount('1234567890000000000000', 18, { locale: 'en-US' })).toBe('1,234.56789')
  })

  it('cuts rather than rounds and trims zeros', () => {
    expect(formatTokenAmount('1999999', 6, { maxFractionDigits: 2, locale: 'en-US' })).toBe('1.99')
    expect(formatTokenAmount('1500000', 6, { locale: 'en-US' })).toBe('1.5')
    expect(formatTokenAmount('0', 18, { locale: 'en-US' })).toBe('0')
  })

  it('shows dust as a bound, and whole NFTs without decimals', () => {
    expect(formatTokenAmount('1', 18, { locale: 'en-US' })).toBe('< 0.00001')
    expect(formatTokenAmount('3', null, { locale: 'en-US' })).toBe('3')
  })
})
