import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request the test server received (CORS preflights aside), its body read. */
export type TestRequest = {
  method: string
  /** Path and query, as sent. */
  url: string
  /** The path without the query (still percent-encoded). */
  path: string
  headers: IncomingHttpHeaders
  /** The raw body ('' when none). */
  body: string
}

/** What a handler returns for the server to send: `json` with `status` (200 unless given). */
export type JsonReply = { status?: number; json: unknown }

/**
 * Answers one request: returns a {@link JsonReply}, or returns nothing and writes to `response`
 * itself (to answer later, hold the answer, or watch the connection).
 */
export type TestHandler = (
  request: TestRequest,
  response: ServerResponse,
  // biome-ignore lint/suspicious/noConfusingVoidType: a handler that answers itself returns nothing
) => JsonReply | void | Promise<JsonReply | undefined>

/** A running test server. */
export type TestHttpServer = {
  /** `http://127.0.0.1:{port}`, no trailing slash. */
  url: string
  /** Every request handled so far, in order of arrival. */
  requests: TestRequest[]
  /** Closes open connections and the server. */
  close(): Promise<void>
}

/**
 * A real HTTP server on 127.0.0.1 and a free port (port 0) that answers through `handler`. It
 * speaks CORS as a permissive gateway does: happy-dom's fetch, like a browser, preflights
 * cross-origin requests and checks the answer's origin header. A handler that throws answers 500
 * with the error's message, so the test sees it instead of a hanging request. Stop it with
 * `close()`, e.g. `onTestFinished(server.close)`, or let {@link setupTestHttpServer} do it.
 * @example
 * const server = await startTestHttpServer(() => ({ json: { currentNonce: 0 } }))
 * onTestFinished(server.close)
 */
export async function startTestHttpServer(handler: TestHandler): Promise<TestHttpServer> {
  const requests: TestRequest[] = []
  const server = createServer((incoming, response) => {
    const { headers } = incoming
    response.setHeader('access-control-allow-origin', headers.origin ?? '*')
    if (incoming.method === 'OPTIONS' && headers['access-control-request-method']) {
      response.writeHead(204, {
        'access-control-allow-methods': headers['access-control-request-method'],
        'access-control-allow-headers': headers['access-control-request-headers'] ?? '*',
      })
      response.end()
      return
    }
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', async () => {
      const url = incoming.url ?? '/'
      const request: TestRequest = {
        method: incoming.method ?? '',
        url,
        path: url.split('?')[0] ?? url,
        headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      requests.push(request)
      try {
        const reply = await handler(request, response)
        if (reply) sendJson(response, reply)
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        if (!response.headersSent) sendJson(response, { status: 500, json: { code: 500, message } })
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

function sendJson(response: ServerResponse, { status = 200, json }: JsonReply): void {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(json))
}
