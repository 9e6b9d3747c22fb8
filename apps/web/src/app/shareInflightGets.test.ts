// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { shareInflightGets } from './shareInflightGets'

// A real HTTP server that answers after `delayMs` (/slow… after `slowDelayMs`), counting the
// requests it receives and the ones whose client went away before the answer.
let server: Server
let base: string
let received: { method: string; url: string }[] = []
let closedEarly = 0
const delayMs = 150
const slowDelayMs = 3000

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    received.push({ method: request.method ?? '', url: request.url ?? '' })
    const timer = setTimeout(
      () => {
        response.writeHead(request.url === '/empty' ? 204 : 200, { 'content-type': 'text/plain' })
        response.end(request.url === '/empty' ? undefined : `body of ${request.url}`)
      },
      request.url?.startsWith('/slow') ? slowDelayMs : delayMs,
    )
    response.once('close', () => {
      if (!response.writableEnded) closedEarly++
      clearTimeout(timer)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})
beforeEach(() => {
  received = []
  closedEarly = 0
})

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('shareInflightGets', () => {
  it('sends one request for identical GETs in flight together; each caller gets the body', async () => {
    const shared = shareInflightGets(fetch)
    const responses = await Promise.all([shared(`${base}/a`), shared(`${base}/a`)])
    expect(await Promise.all(responses.map((r) => r.text()))).toEqual(['body of /a', 'body of /a'])
    expect(responses.map((r) => r.status)).toEqual([200, 200])
    expect(received).toEqual([{ method: 'GET', url: '/a' }])
  })

  it('is not a cache: a GET after the previous one finished goes to the network', async () => {
    const shared = shareInflightGets(fetch)
    await (await shared(`${base}/a`)).text()
    await (await shared(`${base}/a`)).text()
    expect(received).toHaveLength(2)
  })

  it('keeps the request when its only caller aborts and another joins in the same task (a remount)', async () => {
    const shared = shareInflightGets(fetch)
    const first = new AbortController()
    const unmounted = shared(`${base}/b`, { signal: first.signal })
    await wait(20)
    first.abort(new DOMException('unmounted', 'AbortError'))
    const remounted = shared(`${base}/b`, { signal: new AbortController().signal })
    await expect(unmounted).rejects.toThrow('unmounted')
    expect(await (await remounted).text()).toBe('body of /b')
    expect(received).toHaveLength(1)
    expect(closedEarly).toBe(0)
  })

  it('keeps the request when the remount comes tasks later (a busy machine)', async () => {
    const shared = shareInflightGets(fetch)
    const first = new AbortController()
    const unmounted = shared(`${base}/b`, { signal: first.signal })
    await wait(20)
    first.abort(new DOMException('unmounted', 'AbortError'))
    await expect(unmounted).rejects.toThrow('unmounted')
    await wait(40)
    const remounted = shared(`${base}/b`, { signal: new AbortController().signal })
    expect(await (await remounted).text()).toBe('body of /b')
    expect(received).toHaveLength(1)
    expect(closedEarly).toBe(0)
  })

  it('aborts the network request once no caller is left for a while, and the next GET starts anew', async () => {
    const shared = shareInflightGets(fetch, { abandonAfterMs: 300 })
    const controller = new AbortController()
    const abandoned = shared(`${base}/slow-c`, { signal: controller.signal })
    await wait(20)
    controller.abort(new DOMException('gone', 'AbortError'))
    await expect(abandoned).rejects.toThrow('gone')
    expect(closedEarly).toBe(0) // not yet: a remount may still join it
    await wait(1000)
    expect(closedEarly).toBe(1)
    expect(await (await shared(`${base}/c`)).text()).toBe('body of /c')
    expect(received).toHaveLength(2)
  })

  it('rejects at once for a signal that is already aborted, without a request', async () => {
    const shared = shareInflightGets(fetch)
    await expect(shared(`${base}/d`, { signal: AbortSignal.abort('early') })).rejects.toBe('early')
    await wait(20)
    expect(received).toHaveLength(0)
  })

  it('never shares other methods, and keeps bodiless statuses bodiless', async () => {
    const shared = shareInflightGets(fetch)
    await Promise.all([
      shared(`${base}/e`, { method: 'POST', body: '{}' }),
      shared(`${base}/e`, { method: 'POST', body: '{}' }),
    ])
    expect(received.map((r) => r.method)).toEqual(['POST', 'POST'])
    const [a, b] = await Promise.all([shared(`${base}/empty`), shared(`${base}/empty`)])
    expect([a?.status, b?.status, await a?.text()]).toEqual([204, 204, ''])
    expect(received).toHaveLength(3)
  })

  it('keeps URLs with other credentials apart', async () => {
    const shared = shareInflightGets(fetch)
    await Promise.all([
      shared(`${base}/f`, { credentials: 'include' }),
      shared(`${base}/f`, { credentials: 'omit' }),
    ])
    expect(received).toHaveLength(2)
  })
})
