import { afterAll, beforeAll, beforeEach } from 'vitest'
import { startTestHttpServer, type TestHandler, type TestHttpServer } from './startTestHttpServer'

/**
 * One {@link startTestHttpServer} for the test file (or the `describe` it is called in): started
 * before its tests, closed after them, its `requests` emptied before each test. Its fields can be
 * read once the server runs, in hooks and tests.
 * @example
 * const gateway = setupTestHttpServer(({ path }) => ({ json: served.get(path) }))
 * it('reads', () => renderWithProviders(<Row />, { gateway: gateway.url }))
 */
export function setupTestHttpServer(handler: TestHandler): TestHttpServer {
  let server: TestHttpServer | undefined
  beforeAll(async () => {
    server = await startTestHttpServer(handler)
  })
  afterAll(() => server?.close())
  beforeEach(() => {
    server?.requests.splice(0)
  })
  const running = () => {
    if (!server) throw new Error('The test server starts in beforeAll: read it in a hook or test.')
    return server
  }
  return {
    get url() {
      return running().url
    },
    get requests() {
      return running().requests
    },
    close: () => running().close(),
  }
}
