import { describe, expect, it } from 'vitest'
import { formatUtcDay, formatUtcTime } from './formatUtcDay'

describe('formatUtcDay', () => {
  it('labels days and times in UTC', () => {
    // 23:30 UTC is the next day in UTC+2 but must stay on the UTC day.
    const late = Date.UTC(2026, 10, 21, 23, 30)
    expect(formatUtcDay(late)).toBe('Nov 21, 2026')
    expect(formatUtcTime(late)).toBe('23:30 UTC')
  })
})
