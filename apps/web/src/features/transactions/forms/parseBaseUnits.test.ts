import { describe, expect, it } from 'vitest'
import { parseBaseUnits } from './parseBaseUnits'

describe('parseBaseUnits', () => {
  it('takes whole base units as typed, with digit grouping', () => {
    expect(parseBaseUnits('1000000', 10n ** 9n)).toEqual({ ok: true, value: 1_000_000n })
    expect(parseBaseUnits(' 1,000,000 ', 10n ** 9n)).toEqual({ ok: true, value: 1_000_000n })
  })

  it('refuses a decimal point, zero, text and more than the balance', () => {
    expect(parseBaseUnits('1.5', 10n)).toEqual({
      ok: false,
      error:
        "Enter a whole number of base units, like 1000000: the token's decimals are unknown, so no decimal point.",
    })
    expect(parseBaseUnits('0', 10n)).toEqual({
      ok: false,
      error: 'The amount must be more than 0.',
    })
    expect(parseBaseUnits('-1', 10n).ok).toBe(false)
    expect(parseBaseUnits('', 10n)).toEqual({ ok: false, error: 'Enter an amount in base units.' })
    expect(parseBaseUnits('11', 10n)).toEqual({
      ok: false,
      error: 'The amount is more than the Safe holds.',
    })
  })
})
