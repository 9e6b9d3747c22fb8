import { describe, expect, test } from 'vitest'
import { expectRequest } from '../test-utils/expectRequest'
import { useTestServer } from '../test-utils/useTestServer'
import { getAuthNonce } from './getAuthNonce'

const { server, client } = useTestServer()

describe('getAuthNonce', () => {
  test('GETs a SIWE nonce', async () => {
    server().reply({ json: { nonce: 'a1b2c3d4e5f6a7b8' } })
    expect(await getAuthNonce(client())).toEqual({ nonce: 'a1b2c3d4e5f6a7b8' })
    expectRequest(server(), { method: 'GET', path: '/v1/auth/nonce' })
  })
})
