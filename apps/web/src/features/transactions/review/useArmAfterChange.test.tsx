import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useArmAfterChange } from './useArmAfterChange'

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('useArmAfterChange', () => {
  it('arms only after the content has been on screen for the delay', () => {
    const { result } = renderHook(({ content }) => useArmAfterChange(content, 1_000), {
      initialProps: { content: 'tx-a' as string | undefined },
    })
    expect(result.current).toBe(false)
    act(() => vi.advanceTimersByTime(999))
    expect(result.current).toBe(false)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe(true)
  })

  it('disarms at once when the content changes under the cursor, and re-arms later', () => {
    const { result, rerender } = renderHook(({ content }) => useArmAfterChange(content, 1_000), {
      initialProps: { content: 'tx-a' as string | undefined },
    })
    act(() => vi.advanceTimersByTime(1_000))
    expect(result.current).toBe(true)
    rerender({ content: 'tx-b' })
    // Same render as the swap: a click landing now cannot sign tx-b.
    expect(result.current).toBe(false)
    act(() => vi.advanceTimersByTime(1_000))
    expect(result.current).toBe(true)
  })

  it('never arms without content', () => {
    const { result } = renderHook(() => useArmAfterChange(undefined, 10))
    act(() => vi.advanceTimersByTime(100))
    expect(result.current).toBe(false)
  })
})
