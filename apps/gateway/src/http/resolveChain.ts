import { createMiddleware } from 'hono/factory'
import type { ChainContext, ChainRegistry } from '../chain/createChainRegistry'

/** Hono env of the routes under `/v{n}/chains/:chainId/…`: the served chain as `c.var.chain`. */
export type ChainEnv = { Variables: { chain: ChainContext } }

/**
 * Route middleware resolving the path's `:chainId` once, for the handlers after it as
 * `c.var.chain`. A chainId that is no number is a 400 `Invalid chainId: …`, one this gateway
 * does not serve a 404 `Chain … is not supported` (ChainRegistry.require).
 * @example app.get('/v1/chains/:chainId/safes/:address', resolveChain(deps.chains), …)
 */
export function resolveChain(chains: Pick<ChainRegistry, 'require'>) {
  return createMiddleware<ChainEnv>(async (c, next) => {
    c.set('chain', chains.require(c.req.param('chainId') ?? ''))
    await next()
  })
}
