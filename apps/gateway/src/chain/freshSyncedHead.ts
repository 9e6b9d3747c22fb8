import type { ChainContext } from './createChainRegistry'

/**
 * The head this process's indexer last caught up with (`number:hash`), or null when it is not
 * fresh (standby process, lagging, failing): then chain state must be read, not cached.
 */
export function freshSyncedHead(chain: ChainContext): string | null {
  const { key, at } = chain.syncedHead
  const maxAge = Math.max(2000, chain.config.indexer.pollIntervalMs * 4)
  return key !== null && Date.now() - at <= maxAge ? key : null
}

/**
 * Records the head this process just caught up with (`number:hash`), or null when it is not
 * synced (behind, failing, standing by); {@link freshSyncedHead} reads it.
 */
export function markSyncedHead(chain: ChainContext, key: string | null): void {
  chain.syncedHead.key = key
  chain.syncedHead.at = Date.now()
}
