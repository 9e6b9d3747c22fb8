import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { SAFE_DEPLOYMENTS } from '@assent/core'
import { addConfirmationTo } from './addConfirmationTo'
import { mainnetBalances } from './mainnetBalances'
import { mainnetChainConfig } from './mainnetChainConfig'
import { mainnetSafeApps } from './mainnetSafeApps'
import {
  mainnetHistoryPage,
  mainnetNonces,
  mainnetQueuePage,
  mainnetSafeInfo,
  mainnetTransactionDetails,
} from './mainnetTransactions'
import type { MainnetWorld } from './startMainnetChain'
import { syncWithChain } from './syncWithChain'

export type OfficialGateway = {
  url: string
  /** Every request, as `METHOD /path?query`, in order. */
  requests: string[]
  /** Requests it has no answer for (404), which the official gateway may or may not serve. */
  unanswered: string[]
  stop(): Promise<void>
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-allow-headers': 'content-type',
}

/**
 * A stand-in for the official Safe Client Gateway on chain 1 (safe-client.safe.global): the
 * same paths, the same wire shapes and the same CORS (`*`, no cookies), with answers about a
 * real Safe on a local chain 1 (`world`), kept in step with the chain (syncWithChain). Owners
 * may add confirmations; anything it does not know gets the NestJS 404 body.
 */
export function startOfficialGateway(p: {
  port: number
  world: MainnetWorld
}): Promise<OfficialGateway> {
  const { world } = p
  const requests: string[] = []
  const unanswered: string[] = []
  const safePath = `/safes/${world.safe.toLowerCase()}`
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://gateway')
    requests.push(`${req.method} ${url.pathname}${url.search}`)
    const send = (status: number, body: unknown) =>
      res
        .writeHead(status, { ...CORS, 'content-type': 'application/json; charset=utf-8' })
        .end(JSON.stringify(body))
    if (req.method === 'OPTIONS') return res.writeHead(204, CORS).end()
    const path = url.pathname.replace(/\/+$/, '').toLowerCase()
    const chain = '/v1/chains/1'
    if (req.method === 'GET') {
      switch (path) {
        case '/v1/chains':
          return send(200, {
            count: 1,
            next: null,
            previous: null,
            results: [mainnetChainConfig(world.rpcUrl)],
          })
        case chain:
          return send(200, mainnetChainConfig(world.rpcUrl))
        case `${chain}${safePath}`:
          return send(200, mainnetSafeInfo(world, await syncWithChain(world)))
        case `${chain}${safePath}/nonces`:
          return send(200, mainnetNonces(world, await syncWithChain(world)))
        case `${chain}${safePath}/transactions/queued`:
          return send(200, mainnetQueuePage(world, await syncWithChain(world)))
        case `${chain}${safePath}/transactions/history`:
          await syncWithChain(world)
          return send(200, mainnetHistoryPage(world))
        case `${chain}${safePath}/messages`:
        case `/v2/chains/1${safePath}/collectibles`:
          return send(200, { count: 0, next: null, previous: null, results: [] })
        case `${chain}/safe-apps`:
          return send(200, mainnetSafeApps())
        case `${chain}/about/master-copies`:
          return send(
            200,
            (['safe', 'safeL2'] as const).map((name) => ({
              address: SAFE_DEPLOYMENTS['1.3.0'][name],
              version: '1.3.0',
            })),
          )
        case '/v1/balances/supported-fiat-codes':
          return send(200, ['USD', 'EUR', 'GBP', 'CHF', 'JPY'])
      }
      if (path.startsWith(`${chain}${safePath}/balances/`)) {
        const balance = await world.clients.publicClient.getBalance({ address: world.safe })
        // The official gateway excludes spam unless told `exclude_spam=false`.
        const excludeSpam = url.searchParams.get('exclude_spam') !== 'false'
        return send(200, mainnetBalances(balance, { excludeSpam }))
      }
      const owner = /^\/v1\/chains\/1\/owners\/(0x[0-9a-f]{40})\/safes$/.exec(path)?.[1]
      if (owner) {
        const owns = world.owners.some((o) => o.toLowerCase() === owner)
        return send(200, { safes: owns ? [world.safe] : [] })
      }
      const id = /^\/v1\/chains\/1\/transactions\/([^/]+)$/.exec(url.pathname)?.[1]
      if (id) await syncWithChain(world)
      const details = id && mainnetTransactionDetails(world, decodeURIComponent(id))
      if (details) return send(200, details)
    }
    const confirming = /^\/v1\/chains\/1\/transactions\/(0x[0-9a-f]{64})\/confirmations$/.exec(path)
    if (req.method === 'POST' && confirming?.[1]) {
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      let body: unknown
      try {
        body = JSON.parse(Buffer.concat(chunks).toString())
      } catch {
        body = null
      }
      const added = await addConfirmationTo(world, confirming[1], body)
      if ('status' in added) return send(added.status, added.body)
      return send(200, mainnetTransactionDetails(world, added.safeTxHash))
    }
    unanswered.push(`${req.method} ${url.pathname}${url.search}`)
    return send(404, { statusCode: 404, message: 'Not Found', error: 'Not Found' })
  }
  const server = createServer((req, res) => {
    answer(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, CORS).end(String(error))
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(p.port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${p.port}`,
        requests,
        unanswered,
        stop: () =>
          new Promise<void>((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      }),
    )
  })
}
