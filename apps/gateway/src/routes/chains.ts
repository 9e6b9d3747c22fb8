import type { ChainInfo } from '@assent/gateway-client'
import { Hono } from 'hono'
import type { GatewayDeps } from '../deps'
import { parsePageCursor, toPage } from '../http/paging'

/** `GET /v1/chains` (cursor-paged) and `GET /v1/chains/{chainId}` → ChainInfo. */
export function chainsRoutes(deps: GatewayDeps): Hono {
  const app = new Hono()
  app.get('/v1/chains', (c) => {
    const window = parsePageCursor(c.req.query('cursor'))
    const all: ChainInfo[] = deps.chains.list().map((chain) => chain.info)
    const results = all.slice(window.offset, window.offset + window.limit)
    return c.json(toPage(c.req.url, window, all.length, results))
  })
  app.get('/v1/chains/:chainId', (c) => c.json(deps.chains.require(c.req.param('chainId')).info))
  return app
}
