import type { OwnedSafes } from '@assent/gateway-client'
import { and, asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { safeOwners } from '../db/schema/safes'
import type { GatewayDeps } from '../deps'
import { resolveChain } from '../http/resolveChain'
import { addressPath } from '../http/validators'

/** `GET /v1/chains/{chainId}/owners/{address}/safes` → the Safes the indexer saw it own. */
export function ownersRoutes(deps: GatewayDeps): Hono {
  const app = new Hono()
  app.get(
    '/v1/chains/:chainId/owners/:address/safes',
    resolveChain(deps.chains),
    addressPath,
    async (c) => {
      const { address: owner } = c.req.valid('param')
      const rows = await deps.db
        .select({ safe: safeOwners.safe })
        .from(safeOwners)
        .where(and(eq(safeOwners.chainId, c.var.chain.chainId), eq(safeOwners.owner, owner)))
        .orderBy(asc(safeOwners.safe))
      const body: OwnedSafes = { safes: rows.map((row) => row.safe) }
      return c.json(body)
    },
  )
  return app
}
