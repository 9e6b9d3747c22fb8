import type { OwnedSafes } from '@assent/gateway-client'
import { and, asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { safeOwners } from '../db/schema/safes'
import type { GatewayDeps } from '../deps'
import { parseAddressParam } from '../http/parseAddressParam'

/** `GET /v1/chains/{chainId}/owners/{address}/safes` → the Safes the indexer saw it own. */
export function ownersRoutes(deps: GatewayDeps): Hono {
  const app = new Hono()
  app.get('/v1/chains/:chainId/owners/:address/safes', async (c) => {
    const chain = deps.chains.require(c.req.param('chainId'))
    const owner = parseAddressParam(c.req.param('address'))
    const rows = await deps.db
      .select({ safe: safeOwners.safe })
      .from(safeOwners)
      .where(and(eq(safeOwners.chainId, chain.chainId), eq(safeOwners.owner, owner)))
      .orderBy(asc(safeOwners.safe))
    const body: OwnedSafes = { safes: rows.map((row) => row.safe) }
    return c.json(body)
  })
  return app
}
