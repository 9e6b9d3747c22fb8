import { Hono } from 'hono'
import { respondCached } from '../cache/respondCached'
import type { GatewayDeps } from '../deps'
import { parseAddressParam } from '../http/parseAddressParam'
import { getSafeInfo } from '../services/getSafeInfo'

/** `GET /v1/chains/{chainId}/safes/{address}` → SafeInfo. */
export function safesRoutes(deps: GatewayDeps): Hono {
  const app = new Hono()
  app.get('/v1/chains/:chainId/safes/:address', async (c) => {
    const chain = deps.chains.require(c.req.param('chainId'))
    const address = parseAddressParam(c.req.param('address'))
    return respondCached(c, deps.db, chain, () => getSafeInfo(deps, chain, address), {
      perHead: true,
    })
  })
  return app
}
