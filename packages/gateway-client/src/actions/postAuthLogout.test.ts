import { describe, expect, test } from 'vitest'
import { expectRequest } from '../test-utils/expectRequest'
import { useTestServer } from '../test-utils/useTestServer'
import { createGatewayClient } from '../transport/createGatewayClient'
import { postAuthLogout } from './postAuthLogout'

const { server, client } = useTestServer()

describe('postAuthLogout', () => {
  test('POSTs with no body and resolves on 204', async () => {
    server().reply({ status: 204, headers: { 'Set-Cookie': 'session=; Max-Age=0' } })
    await expect(postAuthLogout(client())).resolves.toBeUndefined()
    expectRequest(server(), { method: 'POST', path: '/v1/auth/logout' })
  })

  test('sends the client credentials mode, so the browser applies the cleared cookie', async () => {
    const seen: RequestInit[] = []
    const recordingClient = createGatewayClient({
      baseUrl: server().url,
      credentials: 'include',
      fetch: (input, init) => {
        seen.push(init ?? {})
        return fetch(input, init)
      },
    })
    server().reply({ status: 204 })
    await postAuthLogout(recordingClient)
    expect(seen[0]?.credentials).toBe('include')
  })

  test('reports a gateway without the extension by its status text', async () => {
    server().reply({ status: 404 })
    await expect(postAuthLogout(client())).rejects.toThrow('Not Found')
  })
})
