import { SPENDING_LIMIT_RESET_PERIODS } from '@assent/review'
import { describe, expect, it } from 'vitest'
import { describeResetPeriod } from './resetPeriods'

describe('describeResetPeriod', () => {
  it('names the periods owners pick from by the minutes the module keeps', () => {
    expect(describeResetPeriod(SPENDING_LIMIT_RESET_PERIODS.once)).toBe('One-time')
    expect(describeResetPeriod(1_440)).toBe('Daily')
    expect(describeResetPeriod(10_080)).toBe('Weekly')
    expect(describeResetPeriod(43_200)).toBe('Monthly')
  })

  it('gives a period another app set in minutes', () => {
    expect(describeResetPeriod(90)).toBe('Every 90 minutes')
  })
})
