import { describe, expect, test } from 'vitest'
import { GatewayResponseError, InvalidResponseError } from '../errors/gateway'
import { useTestServer } from '../test-utils/useTestServer'
import {
  createGatewayClient,
  DEFAULT_GATEWAY_URL,
  DEFAULT_MAX_RETRIES,
  DEFAULT_TIMEOUT_MS,
} from './createGatewayClient'

const { server, client } = useTestServer()

const get = (path = '/v1/x') => client().request({ path })
const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('request resolved'),
    (error: unknown) => error,
  )

describe('createGatewayClient', () => {
  test('defaults to the Safe Client Gateway, 120 s timeout and 12 retries', () => {
    expect(createGatewayClient().baseUrl).toBe('https://safe-client.safe.global')
    expect(DEFAULT_GATEWAY_URL).toBe('https://safe-client.safe.global')
    expect(DEFAULT_TIMEOUT_MS).toBe(120_000)
    expect(DEFAULT_MAX_RETRIES).toBe(12)
  })

  test('calls the default base URL through the given fetch', async () => {
    const urls: string[] = []
    const offline = createGatewayClient({
      fetch: async (input) => {
        urls.push(String(input))
        return new Response('["USD"]', { status: 200 })
      },
    })
    expect(await offline.request({ path: '/v1/balances/supported-fiat-codes' })).toEqual(['USD'])
    expect(urls).toEqual(['https://safe-client.safe.global/v1/balances/supported-fiat-codes'])
  })

  test('clients are independent: each keeps its own base URL and headers', async () => {
    const first = createGatewayClient({
      baseUrl: `${server().url}/`,
      headers: { 'X-Api-Key': 'one' },
    })
    const second = createGatewayClient({ baseUrl: `${server().url}/prefix` })
    server().reply({ json: 1 }, { json: 2 })
    expect(await first.request({ path: '/a' })).toBe(1)
    expect(await second.request({ path: '/a' })).toBe(2)
    expect(server().requests.map((r) => [r.path, r.headers['x-api-key']])).toEqual([
      ['/a', 'one'],
      ['/prefix/a', undefined],
    ])
  })

  test('sends a JSON body with its content type', async () => {
    server().reply({ json: { ok: true } })
    await client().request({ method: 'POST', path: '/p', body: { a: 1, b: [null] } })
    const [request] = server().requests
    expect(request?.headers['content-type']).toBe('application/json')
    expect(request?.body).toBe('{"a":1,"b":[null]}')
  })

  test('resolves undefined for empty 200, 202 and 204 bodies', async () => {
    server().reply({ status: 200 }, { status: 202 }, { status: 204 })
    expect([await get(), await get(), await get()]).toEqual([undefined, undefined, undefined])
  })
})

describe('error texts', () => {
  test('`code: message` when the error body holds both', async () => {
    server().reply({ status: 422, json: { code: 'E_NONCE', message: 'Invalid nonce', extra: 1 } })
    const error = await errorOf(get('/v1/propose'))
    expect(error).toBeInstanceOf(GatewayResponseError)
    expect(error).toMatchObject({
      message: 'E_NONCE: Invalid nonce',
      status: 422,
      code: 'E_NONCE',
      url: `${server().url}/v1/propose`,
      body: { code: 'E_NONCE', message: 'Invalid nonce', extra: 1 },
    })
  })

  test('the status text when the JSON body lacks a code', async () => {
    server().reply({ status: 404, json: { message: 'No Safe' } })
    const error = await errorOf(get())
    expect(error).toMatchObject({ message: 'Not Found', status: 404, code: undefined })
  })

  test('the server’s own reason phrase', async () => {
    server().reply({ status: 503, statusText: 'Indexer Warming Up' })
    await expect(get()).rejects.toThrow('Indexer Warming Up')
  })

  test('the standard text when the server sends no reason phrase', async () => {
    server().reply({ status: 422, statusText: '' }, { status: 599, statusText: '' })
    await expect(get()).rejects.toThrow('Unprocessable Entity')
    await expect(get()).rejects.toThrow('HTTP 599')
  })

  test('the status text for an error with a non-JSON body (e.g. a proxy page)', async () => {
    server().reply({ status: 502, raw: '<html>Bad gateway</html>' })
    const error = await errorOf(get())
    expect(error).toBeInstanceOf(GatewayResponseError)
    expect(error).toMatchObject({ message: 'Bad Gateway', status: 502 })
  })

  test('`Invalid response content` for a successful non-JSON body', async () => {
    server().reply({ status: 200, raw: 'hello', headers: { 'Content-Type': 'text/plain' } })
    const error = await errorOf(get())
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect(error).toMatchObject({
      message: 'Invalid response content',
      shortMessage: 'Invalid response content',
      url: `${server().url}/v1/x`,
    })
  })

  test('a failing connection surfaces the fetch error', async () => {
    const closed = await import('../test-utils/startTestServer').then((m) => m.startTestServer())
    await closed.close()
    const unreachable = createGatewayClient({ baseUrl: closed.url })
    await expect(unreachable.request({ path: '/x' })).rejects.toThrow('fetch failed')
  })
})
