import { describe, expect, test } from 'vitest'
import { expectRequest } from '../test-utils/expectRequest'
import { useTestServer } from '../test-utils/useTestServer'
import { createGatewayClient } from '../transport/createGatewayClient'
import { verifyAuth } from './verifyAuth'

const { server, client } = useTestServer()

const body = { message: 'localhost wants you to sign in…', signature: `0x${'88'.repeat(65)}` }

describe('verifyAuth', () => {
  test('POSTs the SIWE message and signature and resolves on 200', async () => {
    server().reply({ status: 200, headers: { 'Set-Cookie': 'session=abc; HttpOnly' } })
    await expect(verifyAuth(client(), { body })).resolves.toBeUndefined()
    expectRequest(server(), { method: 'POST', path: '/v1/auth/verify', json: body })
  })

  test('passes the client credentials mode to fetch so the session cookie is kept', async () => {
    const seen: RequestInit[] = []
    const recordingClient = createGatewayClient({
      baseUrl: server().url,
      credentials: 'include',
      fetch: (input, init) => {
        seen.push(init ?? {})
        return fetch(input, init)
      },
    })
    server().reply({ status: 200 })
    await verifyAuth(recordingClient, { body })
    expect(seen[0]?.credentials).toBe('include')
  })

  test('reports an invalid signature', async () => {
    server().reply({ status: 401, json: { code: 401, message: 'Invalid signature' } })
    await expect(verifyAuth(client(), { body })).rejects.toThrow('401: Invalid signature')
  })
})
