import { afterAll, beforeAll, beforeEach } from 'vitest'
import { createGatewayClient, type GatewayClient } from '../transport/createGatewayClient'
import { startTestServer, type TestServer } from './startTestServer'

/**
 * Starts one recording server for the test file and a fresh client against it per test.
 * Returns getters because the server only exists once `beforeAll` has run.
 */
export function useTestServer(): { server: () => TestServer; client: () => GatewayClient } {
  let server: TestServer | undefined
  let client: GatewayClient | undefined
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(async () => {
    await server?.close()
  })
  beforeEach(() => {
    server?.reset()
    client = createGatewayClient({ baseUrl: server?.url })
  })
  return {
    server: () => server as TestServer,
    client: () => client as GatewayClient,
  }
}
