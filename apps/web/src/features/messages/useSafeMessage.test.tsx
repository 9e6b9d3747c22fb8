import { timeoutManager } from '@tanstack/react-query'
import { cleanup, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderHookWithProviders } from '../../test-utils/renderWithProviders'
import { setupTestHttpServer } from '../../test-utils/setupTestHttpServer'
import { useSafeMessage } from './useSafeMessage'

const HASH = `0x${'ab'.repeat(32)}`

// The polling delays TanStack Query is given, read where it sets its interval: what the hook
// asks for, whatever a busy machine does to when the timers fire. Web test files do not share
// modules, so the provider stays to this file.
const intervals: number[] = []
timeoutManager.setTimeoutProvider({
  setTimeout: (callback, delay) => setTimeout(callback, delay),
  clearTimeout: (id) => clearTimeout(id),
  setInterval: (callback, delay) => {
    intervals.push(delay)
    return setInterval(callback, delay)
  },
  clearInterval: (id) => clearInterval(id),
})
/** The polling delay after which each read came: the interval last set when it arrived. */
const readAfter: (number | undefined)[] = []
// Not known yet: the prompt keeps polling until it is.
const gateway = setupTestHttpServer(() => {
  readAfter.push(intervals.at(-1))
  return { status: 404, json: { code: 404, message: 'not found' } }
})
afterEach(() => {
  cleanup()
  intervals.length = 0
  readAfter.length = 0
})

describe('useSafeMessage polling (SPEC §9: 250 ms, doubling, ceiling 10 s)', () => {
  it('reads again after 250 ms, then 500 ms, then 1 s', async () => {
    const { result } = renderHookWithProviders(() => useSafeMessage('31337', HASH, true), {
      gateway: gateway.url,
    })
    await waitFor(() => expect(gateway.requests.length).toBeGreaterThanOrEqual(4))
    expect(result.current.data).toBeNull()
    expect(readAfter.slice(1, 4)).toEqual([250, 500, 1000])
  })

  it('reads once when not asked to poll', async () => {
    const { result } = renderHookWithProviders(() => useSafeMessage('31337', HASH), {
      gateway: gateway.url,
    })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(gateway.requests).toHaveLength(1)
    expect(intervals).toEqual([])
  })
})
