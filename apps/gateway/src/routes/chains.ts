import type { ChainInfo } from '@assent/gateway-client'
import { Hono } from 'hono'
import type { GatewayDeps } from '../deps'
import { COLLECTION_CURSOR, pageOf, parseCursor, toPage } from '../http/paging'
import { resolveChain } from '../http/resolveChain'
import { validQuery } from '../http/validators'

/** `GET /v1/chains` (cursor-paged) and `GET /v1/chains/{chainId}` → ChainInfo. */
export function chainsRoutes(deps: GatewayDeps): Hono {
  const app = new Hono()
  app.get(
    '/v1/chains',
    validQuery((query) => parseCursor(query('cursor'), COLLECTION_CURSOR)),
    (c) => {
      const page = c.req.valid('query')
      const all: ChainInfo[] = deps.chains.list().map((chain) => chain.info)
      return c.json(toPage(c.req.url, page, all.length, pageOf(all, page)))
    },
  )
  app.get('/v1/chains/:chainId', resolveChain(deps.chains), (c) => c.json(c.var.chain.info))
  return app
}
