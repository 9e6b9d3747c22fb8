import type { IndexingStatus, MasterCopyReply } from '@assent/gateway-client'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { chainsState } from '../db/schema/chains'
import type { GatewayDeps } from '../deps'
import { ApiError } from '../errors'
import { resolveChain } from '../http/resolveChain'

/**
 * `GET /v1/chains/{chainId}/about/master-copies` (known singletons) and
 * `GET /v1/chains/{chainId}/about/indexing` (Assent extension: how far the indexer has got).
 */
export function aboutRoutes(deps: GatewayDeps): Hono {
  const app = new Hono()
  const withChain = resolveChain(deps.chains)
  app.get('/v1/chains/:chainId/about/master-copies', withChain, (c) => {
    const { chain } = c.var
    const body: MasterCopyReply[] = chain.config.masterCopies.map((copy) => ({
      address: copy.address,
      version: copy.version,
      deployer: copy.deployer,
      deployerRepoUrl: copy.deployerRepoUrl,
    }))
    return c.json(body)
  })
  app.get('/v1/chains/:chainId/about/indexing', withChain, async (c) => {
    const { chain } = c.var
    const [latest, [state]] = await Promise.all([
      chain.client.getBlockNumber({ cacheTime: 0 }).catch(() => {
        throw new ApiError(503, 503, `RPC of chain ${chain.chainId} is unreachable`)
      }),
      deps.db.select().from(chainsState).where(eq(chainsState.chainId, chain.chainId)),
    ])
    const latestBlock = Number(latest)
    // -1: nothing indexed yet, so even a chain at block 0 reports one block of lag.
    const indexedBlock = state?.indexedBlock ?? -1
    const lag = Math.max(0, latestBlock - indexedBlock)
    const body: IndexingStatus = {
      chainId: chain.info.chainId,
      latestBlock,
      indexedBlock,
      lag,
      synced: lag === 0,
    }
    return c.json(body)
  })
  return app
}
