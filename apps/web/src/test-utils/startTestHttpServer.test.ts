// @vitest-environment node
import { describe, expect, it, onTestFinished } from 'vitest'
import { startTestHttpServer } from './startTestHttpServer'

describe('startTestHttpServer', () => {
  it('answers with the handler’s JSON and records each request with its body', async () => {
    const server = await startTestHttpServer(({ path }) =>
      path === '/known' ? { json: { ok: true } } : { status: 404, json: { code: 404 } },
    )
    onTestFinished(server.close)
    const known = await fetch(`${server.url}/known?x=1`, { method: 'POST', body: '{"a":1}' })
    expect([known.status, known.headers.get('content-type'), await known.json()]).toEqual([
      200,
      'application/json',
      { ok: true },
    ])
    expect((await fetch(`${server.url}/other`)).status).toBe(404)
    expect(server.requests.map(({ method, url, path, body }) => [method, url, path, body])).toEqual(
      [
        ['POST', '/known?x=1', '/known', '{"a":1}'],
        ['GET', '/other', '/other', ''],
      ],
    )
  })

  it('answers CORS preflights itself, unrecorded, and allows the caller’s origin', async () => {
    const server = await startTestHttpServer(() => ({ json: {} }))
    onTestFinished(server.close)
    const preflight = await fetch(server.url, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://app.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(Object.fromEntries(preflight.headers)).toMatchObject({
      'access-control-allow-origin': 'http://app.test',
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'content-type',
    })
    expect(server.requests).toEqual([])
  })

  it('answers 500 with the message of a handler that throws, and is gone after close', async () => {
    const server = await startTestHttpServer(() => {
      throw new Error('no such fixture')
    })
    const failed = await fetch(server.url)
    expect([failed.status, await failed.json()]).toEqual([
      500,
      { code: 500, message: 'no such fixture' },
    ])
    await server.close()
    await expect(fetch(server.url)).rejects.toThrow()
  })
})
