import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One JSON-RPC call seen on its way to the node: the method and, for eth_call, target and data. */
export type RecordedCall = { method: string; to?: string; data?: string }

export type RecordingRpc = { url: string; calls: RecordedCall[]; stop(): Promise<void> }

/**
 * A JSON-RPC pass-through to `target` on a free loopback port that records each call, so a
 * test can tell which contracts the wallet's provider was asked about (e.g. ENS lookups).
 */
export function startRecordingRpc(target: string): Promise<RecordingRpc> {
  const calls: RecordedCall[] = []
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString()
    try {
      const body = JSON.parse(text) as
        | { method?: string; params?: unknown[] }
        | { method?: string; params?: unknown[] }[]
      for (const call of Array.isArray(body) ? body : [body]) {
        const { to, data, input } = (call.params?.[0] ?? {}) as Record<string, string | undefined>
        const target = call.method === 'eth_call' ? { to, data: data ?? input } : {}
        calls.push({ method: String(call.method), ...target })
      }
    } catch {
      calls.push({ method: '(unparsable)' })
    }
    const forwarded = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: text,
    }).catch((error: unknown) => error as Error)
    if (forwarded instanceof Error) return res.writeHead(502).end(forwarded.message)
    res
      .writeHead(forwarded.status, { 'content-type': 'application/json' })
      .end(await forwarded.text())
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        calls,
        stop: () =>
          new Promise<void>((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      }),
    )
  })
}
