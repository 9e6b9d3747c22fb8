import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { ServerResponse } from 'node:http'
import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
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

  test('counts the whole call, 429 waits and retries included, not each attempt', async () => {
    useFakeClock()
    const wait = { status: 429, headers: { 'Retry-After': '1' } }
    server().reply(wait, wait, wait, { json: 'too late' })
    const quick = createGatewayClient({ baseUrl: server().url, timeoutMs: 2_500 })
    const outcome = quick.request({ path: '/v1/x' }).catch((e: unknown) => e)
    await untilRequests(server(), 1)
    await vi.advanceTimersByTimeAsync(1_000)
    await untilRequests(server(), 2)
    await vi.advanceTimersByTimeAsync(1_000)
    await untilRequests(server(), 3)
    // Each attempt answered at once: a per-attempt timeout would never fire.
    await vi.advanceTimersByTimeAsync(500)
    expect(await outcome).toBeInstanceOf(TimeoutError)
    await settle()
    expect(server().requests).toHaveLength(3)
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
    // Not the hour: a bound far below it, with room for a busy machine's late timers.
    expect(performance.now() - started).toBeLessThan(10_000)
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

describe('redirects (SPEC §9: at most 2, GET over https only)', () => {
  let https: Server
  let httpsUrl: string
  let certDir: string
  const hits: string[] = []
  /** How the HTTPS server answers the current test. */
  let route: (path: string, response: ServerResponse) => void = (_, response) => response.end()
  const previousTlsSetting = process.env.NODE_TLS_REJECT_UNAUTHORIZED

  beforeAll(async () => {
    // A real HTTPS server with a throwaway self-signed certificate for 127.0.0.1.
    certDir = mkdtempSync(join(tmpdir(), 'gateway-client-tls-'))
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(certDir, 'key.pem'),
        '-out',
        join(certDir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    )
    // Node's fetch cannot be handed a CA here, so this test process trusts any certificate.
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'
    https = createServer(
      {
        key: readFileSync(join(certDir, 'key.pem')),
        cert: readFileSync(join(certDir, 'cert.pem')),
      },
      (request, response) => {
        hits.push(`${request.method} ${request.url}`)
        route(request.url ?? '/', response)
      },
    )
    await new Promise<void>((resolve) => https.listen(0, '127.0.0.1', resolve))
    httpsUrl = `https://127.0.0.1:${(https.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise((resolve) => https.close(resolve))
    rmSync(certDir, { recursive: true, force: true })
    if (previousTlsSetting === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = previousTlsSetting
  })
  afterEach(() => {
    hits.length = 0
  })

  const over = (baseUrl: string) => createGatewayClient({ baseUrl, timeoutMs: 10_000 })

  test('follows two redirects of a GET over https', async () => {
    route = (path, response) => {
      const next = ({ '/b': '/c', '/c': '/d' } as Record<string, string>)[path]
      if (next) response.writeHead(302, { Location: next }).end()
      else response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"at":"end"}')
    }
    await expect(over(httpsUrl).request({ path: '/b' })).resolves.toEqual({ at: 'end' })
    expect(hits).toEqual(['GET /b', 'GET /c', 'GET /d'])
  })

  test('refuses a third redirect', async () => {
    route = (path, response) => {
      const hop = Number(path.split('/')[2] ?? 0)
      response.writeHead(302, { Location: `/hop/${hop + 1}` }).end()
    }
    const error = await over(httpsUrl)
      .request({ path: '/hop/0' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GatewayResponseError)
    expect(error).toMatchObject({ status: 302, message: 'Found' })
    expect(hits).toEqual(['GET /hop/0', 'GET /hop/1', 'GET /hop/2'])
  })

  test('follows no redirect of a POST, nor from https to http', async () => {
    route = (path, response) => {
      const location = path === '/to-http' ? `${server().url}/v1/plain` : '/elsewhere'
      response.writeHead(307, { Location: location }).end()
    }
    await expect(
      over(httpsUrl).request({ method: 'POST', path: '/post', body: { a: 1 } }),
    ).rejects.toMatchObject({ status: 307 })
    await expect(over(httpsUrl).request({ path: '/to-http' })).rejects.toMatchObject({
      status: 307,
    })
    expect(hits).toEqual(['POST /post', 'GET /to-http'])
    expect(server().requests).toHaveLength(0)
  })

  test('follows no redirect over plain http', async () => {
    server().reply({ status: 302, headers: { Location: '/v1/other' } })
    await expect(client().request({ path: '/v1/x' })).rejects.toMatchObject({
      status: 302,
      message: 'Found',
    })
    expect(server().requests).toHaveLength(1)
  })
})
