import type { ChainInfo } from '@assent/gateway-client'
import { createPublicClient, http, type PublicClient } from 'viem'
import { createResponseCache, type ResponseCache } from '../cache/createResponseCache'
import type { ChainConfig } from '../config/chainConfig'
import { ApiError, notFound } from '../errors'

/** One served chain: its config and a viem client on its RPC. */
export type ChainContext = {
  chainId: number
  info: ChainInfo
  config: ChainConfig
  client: PublicClient
  /**
   * Set by this process's indexer while it is caught up with the chain head: `key` names the
   * head (`number:hash`), so chain reads can be cached per head. null when not known.
   */
  syncedHead: { key: string | null; at: number }
  /** Cached JSON answers of this chain's read endpoints (see respondCached). */
  responses: ResponseCache
}

export type ChainRegistry = {
  list(): ChainContext[]
  get(chainId: string | number): ChainContext | undefined
  /** The chain of a `{chainId}` path segment; 400 when not a number, 404 when not served. */
  require(chainId: string): ChainContext
}

/** JSON kept per chain by the response cache: enough for many Safes' first pages. */
const DEFAULT_RESPONSE_CACHE_BYTES = 32 * 1024 * 1024

/** Builds the chains the gateway serves, each with its own viem public client. */
export function createChainRegistry(
  configs: ChainConfig[],
  opts: { responseCacheBytes?: number | undefined } = {},
): ChainRegistry {
  const contexts = new Map<number, ChainContext>()
  for (const config of configs) {
    const chainId = Number(config.info.chainId)
    const client = createPublicClient({
      // Batching turns the parallel reads of one request (Safe state, balances) into one HTTP call.
      transport: http(config.rpcUrl, { batch: true, retryCount: 2, timeout: 15_000 }),
      pollingInterval: config.indexer.pollIntervalMs,
    })
    contexts.set(chainId, {
      chainId,
      info: config.info,
      config,
      client,
      syncedHead: { key: null, at: 0 },
      responses: createResponseCache({
        maxBytes: opts.responseCacheBytes ?? DEFAULT_RESPONSE_CACHE_BYTES,
      }),
    })
  }
  return {
    list: () => [...contexts.values()],
    get: (chainId) => contexts.get(Number(chainId)),
    require(chainId) {
      if (!/^\d{1,20}$/.test(chainId)) throw new ApiError(400, 400, `Invalid chainId: ${chainId}`)
      const context = contexts.get(Number(chainId))
      if (!context) throw notFound(`Chain ${chainId} is not supported`)
      return context
    },
  }
}
