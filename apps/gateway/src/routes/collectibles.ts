import { Hono } from 'hono'
import type { GatewayDeps } from '../deps'
import { parsePageCursor, toPage } from '../http/paging'
import { parseAddressParam } from '../http/parseAddressParam'
import { parseBooleanQuery } from '../http/parseBooleanQuery'
import { listCollectibles } from '../services/listCollectibles'

/**
 * `GET /v1/chains/{chainId}/safes/{address}/collectibles` (all) and
 * `GET /v2/chains/{chainId}/safes/{address}/collectibles` (cursor-paged); `trusted` and
 * `exclude_spam` are validated and accepted.
 */
export function collectiblesRoutes(deps: GatewayDeps): Hono {
  const app = new Hono()
  const load = async (
    chainId: string,
    address: string,
    query: (name: string) => string | undefined,
  ) => {
    const chain = deps.chains.require(chainId)
    const safe = parseAddressParam(address)
    parseBooleanQuery(query('trusted'), 'trusted', false)
    parseBooleanQuery(query('exclude_spam'), 'exclude_spam', true)
    return listCollectibles(deps, chain, safe)
  }
  app.get('/v1/chains/:chainId/safes/:address/collectibles', async (c) =>
    c.json(await load(c.req.param('chainId'), c.req.param('address'), (n) => c.req.query(n))),
  )
  app.get('/v2/chains/:chainId/safes/:address/collectibles', async (c) => {
    const window = parsePageCursor(c.req.query('cursor'))
    const all = await load(c.req.param('chainId'), c.req.param('address'), (n) => c.req.query(n))
    return c.json(
      toPage(c.req.url, window, all.length, all.slice(window.offset, window.offset + window.limit)),
    )
  })
  return app
}
