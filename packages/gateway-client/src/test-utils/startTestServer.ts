import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type RecordedRequest = {
  method: string
  /** Path without the query string. */
  path: string
  /** Raw query string without `?`; null when the URL had no `?` at all. */
  query: string | null
  headers: IncomingHttpHeaders
  /** Raw request body ('' when none). */
  body: string
}

export type ScriptedReply = {
  status?: number
  /** Reason phrase; '' sends none (as HTTP/2 would). */
  statusText?: string
  headers?: Record<string, string>
  /** Serialised as JSON with a JSON content type. */
  json?: unknown
  /** Sent as is (takes precedence over `json`). */
  raw?: string
  /** Never answer: for timeout and abort tests. */
  hang?: boolean
}

export type TestServer = {
  /** `http://127.0.0.1:{port}`. */
  url: string
  requests: RecordedRequest[]
  /** Queues replies, one per incoming request, in order. */
  reply(...replies: ScriptedReply[]): void
  /** Answers requests with nothing queued (a tiny fake gateway); queued replies go first. */
  route(handler: (request: RecordedRequest) => ScriptedReply | undefined): void
  /** Forgets recorded requests, queued replies and the route handler. */
  reset(): void
  close(): Promise<void>
}

const UNSCRIPTED: ScriptedReply = {
  status: 599,
  statusText: 'Unscripted',
  json: { code: 599, message: 'no reply scripted' },
}

/** A real HTTP server on 127.0.0.1:0 that records every request and answers as scripted. */
export async function startTestServer(): Promise<TestServer> {
  const requests: RecordedRequest[] = []
  let queue: ScriptedReply[] = []
  let router: ((request: RecordedRequest) => ScriptedReply | undefined) | undefined

  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const target = request.url ?? '/'
      const mark = target.indexOf('?')
      const recorded: RecordedRequest = {
        method: request.method ?? '',
        path: mark === -1 ? target : target.slice(0, mark),
        query: mark === -1 ? null : target.slice(mark + 1),
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      requests.push(recorded)
      send(response, queue.shift() ?? router?.(recorded) ?? UNSCRIPTED)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply: (...replies) => {
      queue.push(...replies)
    },
    route: (handler) => {
      router = handler
    },
    reset: () => {
      requests.length = 0
      queue = []
      router = undefined
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

function send(response: ServerResponse, reply: ScriptedReply): void {
  if (reply.hang) return
  const headers: Record<string, string> = { ...reply.headers }
  let body = ''
  if (reply.raw !== undefined) body = reply.raw
  else if (reply.json !== undefined) {
    body = JSON.stringify(reply.json)
    headers['Content-Type'] ??= 'application/json'
  }
  const status = reply.status ?? 200
  // writeHead with an explicit reason is the only way to send an empty one.
  if (reply.statusText !== undefined) response.writeHead(status, reply.statusText, headers)
  else response.writeHead(status, headers)
  response.end(body)
}
