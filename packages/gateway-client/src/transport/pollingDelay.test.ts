import { describe, expect, it } from 'vitest'
import { POLLING_CEILING_MS, POLLING_INTERVAL_MS, pollingDelay } from './pollingDelay'

describe('pollingDelay (SPEC §9: interval 250 ms, ceiling 10 000 ms)', () => {
  it('starts at 250 ms and doubles up to 10 s', () => {
    expect(POLLING_INTERVAL_MS).toBe(250)
    expect(POLLING_CEILING_MS).toBe(10_000)
    expect([0, 1, 2, 3, 4, 5, 6, 7, 100].map(pollingDelay)).toEqual([
      250, 500, 1_000, 2_000, 4_000, 8_000, 10_000, 10_000, 10_000,
    ])
    expect(pollingDelay(-1)).toBe(250)
  })
})
