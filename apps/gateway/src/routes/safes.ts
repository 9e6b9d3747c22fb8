import { Hono } from 'hono'
import { respondCached } from '../cache/respondCached'
import type { GatewayDeps } from '../deps'
import { resolveChain } from '../http/resolveChain'
import { addressPath } from '../http/validators'
import { getSafeInfo } from '../safes/getSafeInfo'

/** `GET /v1/chains/{chainId}/safes/{address}` → SafeInfo. */
export function safesRoutes(deps: GatewayDeps): Hono {
  const app = new Hono()
  app.get('/v1/chains/:chainId/safes/:address', resolveChain(deps.chains), addressPath, (c) => {
    const { chain } = c.var
    const { address } = c.req.valid('param')
    return respondCached(c, deps.db, chain, () => getSafeInfo(deps, chain, address), {
      perHead: true,
    })
  })
  return app
}
