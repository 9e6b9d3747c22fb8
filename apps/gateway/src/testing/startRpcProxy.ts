import { createServer, type Server } from 'node:http'
import { type AddressInfo, connect, type Socket } from 'node:net'

export type RpcRequest = { id: number; method: string; params?: unknown[] }

/**
 * A JSON-RPC proxy on 127.0.0.1 in front of `upstream` (anvil) that answers the requests
 * `refuse` picks with a JSON-RPC error, as a limited provider would, and forwards the rest.
 * A WebSocket (the indexer's new-heads subscription) is passed through to anvil untouched, as a
 * provider serving both would; only HTTP requests are seen and can be refused.
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
      // Not a JSON-RPC body: a client's mistake, answered as such.
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
  const tunnels = new Set<Socket>()
  server.on('upgrade', (req, client: Socket, head: Buffer) => {
    const target = new URL(upstream)
    const upstreamSocket = connect(Number(target.port), target.hostname, () => {
      const headers = Object.entries(req.headers)
        .filter(([name]) => name !== 'host')
        .map(([name, value]) => `${name}: ${value}`)
      upstreamSocket.write(
        [`${req.method} ${req.url} HTTP/1.1`, `host: ${target.host}`, ...headers, '', ''].join(
          '\r\n',
        ),
      )
      upstreamSocket.write(head)
      client.pipe(upstreamSocket).pipe(client)
    })
    for (const socket of [client, upstreamSocket]) {
      tunnels.add(socket)
      socket.on('close', () => tunnels.delete(socket))
      // Either end going away ends the tunnel; an error is that, not a failure of the proxy.
      socket.on('error', () => {
        client.destroy()
        upstreamSocket.destroy()
      })
    }
  })
  return new Promise<{ url: string; refused: () => number; close: () => Promise<void> }>(
    (resolve) => {
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo
        resolve({
          url: `http://127.0.0.1:${port}`,
          refused: () => refused,
          close: () =>
            new Promise((done) => {
              for (const socket of tunnels) socket.destroy()
              server.close(() => done())
            }),
        })
      })
    },
  )
}
