import { afterEach, describe, expect, test, vi } from 'vitest'
import { GatewayResponseError, TimeoutError } from '../errors/gateway'
import { settle, untilRequests } from '../test-utils/untilRequests'
import { useTestServer } from '../test-utils/useTestServer'
import { createGatewayClient } from './createGatewayClient'

const { server, client } = useTestServer()

// Only timers and the clock are faked: sockets and setImmediate stay real, so the real
// server keeps answering while the test decides when backoff waits end.
const useFakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('HTTP 429', () => {
  test('waits Retry-After seconds, then retries', async () => {
    useFakeClock()
    server().reply({ status: 429, headers: { 'Retry-After': '3' } }, { json: { ok: 1 } })
    const result = client().request({ path: '/v1/x' })
    await untilRequests(server(), 1)
    await vi.advanceTimersByTimeAsync(2999)
    await settle()
    expect(server().requests).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    await untilRequests(server(), 2)
    expect(await result).toEqual({ ok: 1 })
  })

  test('waits until a Retry-After HTTP date', async () => {
    useFakeClock()
    vi.setSystemTime(new Date('2026-01-01T00:00:00.000Z'))
    server().reply(
      { status: 429, headers: { 'Retry-After': 'Thu, 01 Jan 2026 00:00:05 GMT' } },
      { json: 'done' },
    )
    const result = client().request({ path: '/v1/x' })
    await untilRequests(server(), 1)
    await vi.advanceTimersByTimeAsync(4999)
    await settle()
    expect(server().requests).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    await untilRequests(server(), 2)
    expect(await result).toBe('done')
  })

  test('without Retry-After backs off in random 100 ms slots', async () => {
    useFakeClock()
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
    server().reply({ status: 429 }, { status: 429 }, { json: 3 })
    const result = client().request({ path: '/v1/x' })
    await untilRequests(server(), 1)
    // attempt 0: 1 of 2 slots = 100 ms
    await vi.advanceTimersByTimeAsync(99)
    await settle()
    expect(server().requests).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    await untilRequests(server(), 2)
    // attempt 1: 2 of 4 slots = 200 ms
    await vi.advanceTimersByTimeAsync(199)
    await settle()
    expect(server().requests).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    await untilRequests(server(), 3)
    expect(await result).toBe(3)
  })

  test('gives up after 12 retries with the 429 error', async () => {
    const limited = Array.from({ length: 13 }, () => ({
      status: 429,
      headers: { 'Retry-After': '0' },
    }))
    server().reply(...limited, { json: 'never reached' })
    const error = await client()
      .request({ path: '/v1/x' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GatewayResponseError)
    expect(error).toMatchObject({ message: 'Too Many Requests', status: 429 })
    expect(server().requests).toHaveLength(13)
  })

  test('resends the same method, body and headers on retry', async () => {
    server().reply({ status: 429, headers: { 'Retry-After': '0' } }, { status: 204 })
    await client().request({ method: 'POST', path: '/p', body: { signature: '0x01' } })
    const [first, second] = server().requests
    expect(second?.method).toBe('POST')
    expect(second?.body).toBe(first?.body)
    expect(second?.headers['content-type']).toBe('application/json')
  })
})

describe('timeout', () => {
  test('rejects with TimeoutError after 120 000 ms by default', async () => {
    useFakeClock()
    server().reply({ hang: true })
    const outcome = client()
      .request({ path: '/v1/slow' })
      .catch((e: unknown) => e)
    await untilRequests(server(), 1)
    await vi.advanceTimersByTimeAsync(119_999)
    await settle()
    let settled = false
    void outcome.then(() => {
      settled = true
    })
    await settle()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const error = await outcome
    expect(error).toBeInstanceOf(TimeoutError)
    expect(error).toMatchObject({
      message: 'The request took too long to respond.',
      timeoutMs: 120_000,
      url: `${server().url}/v1/slow`,
    })
  })

  test('honours a custom timeout', async () => {
    server().reply({ hang: true })
    const quick = createGatewayClient({ baseUrl: server().url, timeoutMs: 50 })
    await expect(quick.request({ path: '/v1/slow' })).rejects.toBeInstanceOf(TimeoutError)
  })
})

describe('abort', () => {
  test('rejects with the signal reason while the request is in flight', async () => {
    server().reply({ hang: true })
    const controller = new AbortController()
    const outcome = client().request({ path: '/v1/x', signal: controller.signal })
    await untilRequests(server(), 1)
    controller.abort()
    const error = await outcome.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DOMException)
    expect((error as DOMException).name).toBe('AbortError')
  })

  test('rejects promptly during a Retry-After wait and does not retry', async () => {
    server().reply({ status: 429, headers: { 'Retry-After': '3600' } }, { json: 'late' })
    const controller = new AbortController()
    const outcome = client().request({ path: '/v1/x', signal: controller.signal })
    await untilRequests(server(), 1)
    const started = performance.now()
    controller.abort(new Error('user left the page'))
    await expect(outcome).rejects.toThrow('user left the page')
    expect(performance.now() - started).toBeLessThan(1000)
    await settle()
    expect(server().requests).toHaveLength(1)
  })

  test('sends nothing for an already aborted signal', async () => {
    await expect(
      client().request({ path: '/v1/x', signal: AbortSignal.abort(new Error('before')) }),
    ).rejects.toThrow('before')
    expect(server().requests).toHaveLength(0)
  })
})
