import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request the receiver got, with the status it answered. */
export type ReceivedDelivery = {
  path: string
  headers: IncomingHttpHeaders
  body: string
  status: number
}

/** A local HTTP server standing in for a webhook endpoint. */
export type WebhookReceiver = {
  url: string
  deliveries: ReceivedDelivery[]
  /** Sets how the next requests to `path` are answered (200 unless set). */
  answer(
    path: string,
    status: number | ((delivery: Omit<ReceivedDelivery, 'status'>) => number),
  ): void
  /** Resolves once `check` holds for the deliveries so far; rejects after `timeoutMs`. */
  waitFor(check: (deliveries: ReceivedDelivery[]) => boolean, timeoutMs: number): Promise<void>
  close(): Promise<void>
}

/** Starts a {@link WebhookReceiver} on a free local port. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const deliveries: ReceivedDelivery[] = []
  const answers = new Map<string, number | ((d: Omit<ReceivedDelivery, 'status'>) => number)>()
  const waiters = new Set<() => void>()
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const received = {
        path: request.url ?? '/',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      const answer = answers.get(received.path) ?? 200
      const status = typeof answer === 'number' ? answer : answer(received)
      deliveries.push({ ...received, status })
      response.writeHead(status).end()
      for (const wake of waiters) wake()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    deliveries,
    answer: (path, status) => answers.set(path, status),
    waitFor(check, timeoutMs) {
      return new Promise<void>((resolve, reject) => {
        const wake = () => {
          if (!check(deliveries)) return
          waiters.delete(wake)
          clearTimeout(timer)
          resolve()
        }
        const timer = setTimeout(() => {
          waiters.delete(wake)
          reject(new Error(`webhook receiver: condition not met within ${timeoutMs} ms`))
        }, timeoutMs)
        waiters.add(wake)
        wake()
      })
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
