import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type RpcRequest = { id: number; method: string; params?: unknown[] }

/**
 * A JSON-RPC proxy on 127.0.0.1 in front of `upstream` (anvil) that answers the requests
 * `refuse` picks with a JSON-RPC error, as a limited provider would, and forwards the rest.
 */
export function startRpcProxy(
  upstream: string,
  refuse: (request: RpcRequest) => { code: number; message: string } | undefined,
) {
  let refused = 0
  const answer = async (request: RpcRequest) => {
    const error = refuse(request)
    if (error) {
      refused++
      return { jsonrpc: '2.0', id: request.id, error }
    }
    const response = await fetch(upstream, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    })
    return response.json()
  }
  const server: Server = createServer(async (req, res) => {
    let body = ''
    for await (const chunk of req) body += chunk
    let parsed: RpcRequest | RpcRequest[]
    try {
      parsed = JSON.parse(body) as RpcRequest | RpcRequest[]
    } catch {
      // Not JSON-RPC over HTTP (e.g. a gateway trying its WebSocket for new heads here): refused,
      // so the gateway polls through this proxy like any HTTP-only provider.
      res.statusCode = 400
      res.end()
      return
    }
    const reply = Array.isArray(parsed)
      ? await Promise.all(parsed.map(answer))
      : await answer(parsed)
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify(reply))
  })
  return new Promise<{ url: string; refused: () => number; close: () => Promise<void> }>(
    (resolve) => {
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo
        resolve({
          url: `http://127.0.0.1:${port}`,
          refused: () => refused,
          close: () => new Promise((done) => server.close(() => done())),
        })
      })
    },
  )
}
