// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { GENEROUS_WAIT } from '../test-utils/generousWait'
import { setupTestHttpServer } from '../test-utils/setupTestHttpServer'
import { shareInflightGets } from './shareInflightGets'

// A real HTTP server that answers after `delayMs` — /held… not before the test calls
// answerHeld(), so no answer can overtake a step of the test on a busy machine — counting the
// requests it receives and the ones whose client went away before the answer.
let closedEarly = 0
let holding = true
let held: (() => void)[] = []
const delayMs = 150

const server = setupTestHttpServer(({ url }, response) => {
  if (url === '/stream') {
    // An event stream: its first event now, its end never.
    response.writeHead(200, { 'content-type': 'text/event-stream' })
    response.write('data: first\n\n')
    return
  }
  const answer = () => {
    if (response.destroyed) return
    response.writeHead(url === '/empty' ? 204 : 200, { 'content-type': 'text/plain' })
    response.end(url === '/empty' ? undefined : `body of ${url}`)
  }
  const hold = holding && url.startsWith('/held')
  const timer = hold ? undefined : setTimeout(answer, delayMs)
  if (!timer) held.push(answer)
  response.once('close', () => {
    if (!response.writableEnded) closedEarly++
    clearTimeout(timer)
  })
})
const received = () => server.requests.map(({ method, url }) => ({ method, url }))
beforeEach(() => {
  closedEarly = 0
  holding = true
  held = []
})

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** Answers the held requests, and from now on every request. */
const answerHeld = () => {
  holding = false
  for (const answer of held.splice(0)) answer()
}
/** Waits for a condition; a ceiling, not a delay: it returns as soon as the condition holds. */
const until = (condition: () => boolean) =>
  vi.waitFor(() => expect(condition()).toBe(true), GENEROUS_WAIT)

describe('shareInflightGets', () => {
  it('sends one request for identical GETs in flight together; each caller gets the body', async () => {
    const shared = shareInflightGets(fetch)
    const responses = await Promise.all([shared(`${server.url}/a`), shared(`${server.url}/a`)])
    expect(await Promise.all(responses.map((r) => r.text()))).toEqual(['body of /a', 'body of /a'])
    expect(responses.map((r) => r.status)).toEqual([200, 200])
    expect(received()).toEqual([{ method: 'GET', url: '/a' }])
  })

  it('passes an event stream through as it arrives, one request per caller', async () => {
    const shared = shareInflightGets(fetch)
    const controller = new AbortController()
    const open = () =>
      shared(`${server.url}/stream`, {
        headers: { Accept: 'text/event-stream' },
        signal: controller.signal,
      })
    const [first] = await Promise.all([open(), open()])
    const chunk = await first?.body?.getReader().read()
    expect(new TextDecoder().decode(chunk?.value)).toBe('data: first\n\n')
    expect(received()).toEqual([
      { method: 'GET', url: '/stream' },
      { method: 'GET', url: '/stream' },
    ])
    controller.abort()
  })

  it('is not a cache: a GET after the previous one finished goes to the network', async () => {
    const shared = shareInflightGets(fetch)
    await (await shared(`${server.url}/a`)).text()
    await (await shared(`${server.url}/a`)).text()
    expect(received()).toHaveLength(2)
  })

  it('keeps the request when its only caller aborts and another joins in the same task (a remount)', async () => {
    const shared = shareInflightGets(fetch)
    const first = new AbortController()
    const unmounted = shared(`${server.url}/held/b`, { signal: first.signal })
    await until(() => received().length === 1)
    first.abort(new DOMException('unmounted', 'AbortError'))
    const remounted = shared(`${server.url}/held/b`, { signal: new AbortController().signal })
    await expect(unmounted).rejects.toThrow('unmounted')
    answerHeld()
    expect(await (await remounted).text()).toBe('body of /held/b')
    expect(received()).toHaveLength(1)
    expect(closedEarly).toBe(0)
  })

  it('keeps the request when the remount comes tasks later (a busy machine)', async () => {
    const shared = shareInflightGets(fetch)
    const first = new AbortController()
    const unmounted = shared(`${server.url}/held/b`, { signal: first.signal })
    await until(() => received().length === 1)
    first.abort(new DOMException('unmounted', 'AbortError'))
    await expect(unmounted).rejects.toThrow('unmounted')
    // Tasks later, inside the 1 s grace however slow the machine: the grace's timer started
    // before this wait's and ends after it.
    await wait(40)
    const remounted = shared(`${server.url}/held/b`, { signal: new AbortController().signal })
    answerHeld()
    expect(await (await remounted).text()).toBe('body of /held/b')
    expect(received()).toHaveLength(1)
    expect(closedEarly).toBe(0)
  })

  it('keeps an answer that came while its only caller was away for a remount after it', async () => {
    // Counts answers read off the network, so the test knows the request has settled.
    let bodiesRead = 0
    const shared = shareInflightGets(async (input, init) => {
      const response = await fetch(input, init)
      const body = await response.arrayBuffer()
      bodiesRead++
      return new Response(body, response)
    })
    const first = new AbortController()
    const unmounted = shared(`${server.url}/held/d`, { signal: first.signal })
    await until(() => received().length === 1)
    first.abort(new DOMException('unmounted', 'AbortError'))
    await expect(unmounted).rejects.toThrow('unmounted')
    answerHeld()
    await until(() => bodiesRead === 1)
    await wait(0) // a task later: every promise reaction of the settled request has run
    const remounted = shared(`${server.url}/held/d`, { signal: new AbortController().signal })
    expect(await (await remounted).text()).toBe('body of /held/d')
    expect(received()).toHaveLength(1)
  })

  it('does not keep an answer someone received: the next GET goes to the network', async () => {
    const shared = shareInflightGets(fetch)
    const first = new AbortController()
    const unmounted = shared(`${server.url}/held/e`, { signal: first.signal })
    await until(() => received().length === 1)
    first.abort(new DOMException('unmounted', 'AbortError'))
    await expect(unmounted).rejects.toThrow('unmounted')
    const remounted = shared(`${server.url}/held/e`, { signal: new AbortController().signal })
    answerHeld()
    expect(await (await remounted).text()).toBe('body of /held/e')
    await (await shared(`${server.url}/held/e`)).text()
    expect(received()).toHaveLength(2)
  })

  it('aborts the network request once no caller is left for a while, and the next GET starts anew', async () => {
    const shared = shareInflightGets(fetch, { abandonAfterMs: 300 })
    const controller = new AbortController()
    const abandoned = shared(`${server.url}/held/c`, { signal: controller.signal })
    await until(() => received().length === 1)
    controller.abort(new DOMException('gone', 'AbortError'))
    await expect(abandoned).rejects.toThrow('gone')
    expect(closedEarly).toBe(0) // not yet: a remount may still join it
    await until(() => closedEarly === 1)
    const again = shared(`${server.url}/held/c`)
    await until(() => received().length === 2)
    answerHeld()
    expect(await (await again).text()).toBe('body of /held/c')
    expect(closedEarly).toBe(1)
  })

  it('rejects at once for a signal that is already aborted, without a request', async () => {
    const shared = shareInflightGets(fetch)
    await expect(shared(`${server.url}/d`, { signal: AbortSignal.abort('early') })).rejects.toBe(
      'early',
    )
    // A later request, answered: one sent by the aborted call would have arrived before it.
    await (await shared(`${server.url}/later`)).text()
    expect(received().map((r) => r.url)).toEqual(['/later'])
  })

  it('never shares other methods, and keeps bodiless statuses bodiless', async () => {
    const shared = shareInflightGets(fetch)
    await Promise.all([
      shared(`${server.url}/e`, { method: 'POST', body: '{}' }),
      shared(`${server.url}/e`, { method: 'POST', body: '{}' }),
    ])
    expect(received().map((r) => r.method)).toEqual(['POST', 'POST'])
    const [a, b] = await Promise.all([shared(`${server.url}/empty`), shared(`${server.url}/empty`)])
    expect([a?.status, b?.status, await a?.text()]).toEqual([204, 204, ''])
    expect(received()).toHaveLength(3)
  })

  it('keeps URLs with other credentials apart', async () => {
    const shared = shareInflightGets(fetch)
    await Promise.all([
      shared(`${server.url}/f`, { credentials: 'include' }),
      shared(`${server.url}/f`, { credentials: 'omit' }),
    ])
    expect(received()).toHaveLength(2)
  })
})
