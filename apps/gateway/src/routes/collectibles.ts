import { Hono } from 'hono'
import { listCollectibles } from '../assets/listCollectibles'
import type { GatewayDeps } from '../deps'
import { COLLECTION_CURSOR, pageOf, parseCursor, toPage } from '../http/paging'
import { parseBooleanQuery } from '../http/parseBooleanQuery'
import { resolveChain } from '../http/resolveChain'
import { addressPath, type QueryParam, validQuery } from '../http/validators'

/** `trusted` and `exclude_spam` are validated and accepted (no collectible is filtered out). */
function readFlags(query: QueryParam): void {
  parseBooleanQuery(query('trusted'), 'trusted', false)
  parseBooleanQuery(query('exclude_spam'), 'exclude_spam', true)
}

/**
 * `GET /v1/chains/{chainId}/safes/{address}/collectibles` (all) and
 * `GET /v2/chains/{chainId}/safes/{address}/collectibles` (cursor-paged); `trusted` and
 * `exclude_spam` are validated and accepted.
 */
export function collectiblesRoutes(deps: GatewayDeps): Hono {
  const app = new Hono()
  const withChain = resolveChain(deps.chains)
  app.get(
    '/v1/chains/:chainId/safes/:address/collectibles',
    withChain,
    addressPath,
    validQuery(readFlags),
    async (c) => c.json(await listCollectibles(deps, c.var.chain, c.req.valid('param').address)),
  )
  app.get(
    '/v2/chains/:chainId/safes/:address/collectibles',
    withChain,
    addressPath,
    validQuery((query) => {
      const page = parseCursor(query('cursor'), COLLECTION_CURSOR)
      readFlags(query)
      return page
    }),
    async (c) => {
      const page = c.req.valid('query')
      const all = await listCollectibles(deps, c.var.chain, c.req.valid('param').address)
      return c.json(toPage(c.req.url, page, all.length, pageOf(all, page)))
    },
  )
  return app
}
