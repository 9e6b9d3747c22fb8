import { afterEach, describe, expect, test, vi } from 'vitest'
import { retryDelay } from './retryDelay'

describe('retryDelay', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  test('reads Retry-After delta seconds', () => {
    expect(retryDelay('3', 0)).toBe(3000)
    expect(retryDelay(' 0 ', 5)).toBe(0)
  })

  test('reads a Retry-After HTTP date relative to now, never negative', () => {
    const now = Date.parse('2026-01-01T00:00:00Z')
    expect(retryDelay('Thu, 01 Jan 2026 00:00:05 GMT', 0, now)).toBe(5000)
    expect(retryDelay('Wed, 31 Dec 2025 23:59:00 GMT', 0, now)).toBe(0)
  })

  test('falls back to random 100 ms slots that double per attempt, capped at 2^7 slots', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.999)
    expect([0, 1, 2, 5, 6, 11].map((attempt) => retryDelay(null, attempt))).toEqual([
      100, 300, 700, 6300, 12_700, 12_700,
    ])
    expect(retryDelay('soon', 0)).toBe(100)
  })

  test('can pick the zero slot', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0)
    expect(retryDelay(null, 3)).toBe(0)
  })
})
