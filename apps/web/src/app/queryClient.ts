import { storedFormOf } from '@assent/gateway-client'
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import { QueryClient } from '@tanstack/react-query'
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client'
import { QUERY_CACHE_BUSTER, QUERY_CACHE_STORAGE_KEY } from '../kernel/config'
import { hashQueryKey } from './hashQueryKey'
import { restorePersistedClient } from './restorePersistedCache'

const DAY_MS = 24 * 60 * 60 * 1000

/** SPEC §9: an account's name and avatar (wagmi's ENS reads, as RainbowKit makes them) stay fresh 24 h. */
export const NAME_AND_AVATAR_STALE_TIME_MS = DAY_MS

/**
 * How long gateway data counts as fresh unless a hook says otherwise. Not 0: the app remounts
 * once when the lazily loaded wallet stack arrives, and with stale data every mounted page
 * would fetch all it shows a second time. Lists stay live through the Safe's polled tags and
 * explicit invalidation, not through refetch-on-mount.
 */
export const GATEWAY_STALE_TIME_MS = 30_000

/**
 * The app's QueryClient with SPEC §9's settings: gc 24 h, no retry, no refetch on focus; gateway
 * reads (keys starting with 'gateway') fresh for {@link GATEWAY_STALE_TIME_MS}; ENS names and
 * avatars fresh for 24 h.
 */
export function createAppQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: DAY_MS,
        retry: false,
        refetchOnWindowFocus: false,
        // wagmi keys hold bigints, which JSON.stringify (the default hash) cannot handle.
        queryKeyHashFn: hashQueryKey,
      },
    },
  })
  queryClient.setQueryDefaults(['gateway'], { staleTime: GATEWAY_STALE_TIME_MS })
  // wagmi's query keys for ENS name and avatar lookups (useEnsName, useEnsAvatar).
  for (const key of ['ensName', 'ensAvatar']) {
    queryClient.setQueryDefaults([key], { staleTime: NAME_AND_AVATAR_STALE_TIME_MS })
  }
  return queryClient
}

/**
 * Options for PersistQueryClientProvider: localStorage, max age 24 h, saves throttled to 1 s,
 * versioned key. Only successful gateway queries (tx details aside) are persisted: wallet (wagmi) data holds
 * bigints and belongs to the live wallet, not to a cache that outlives the page. Restoring
 * checks every stored query against the gateway-client schemas of its kind
 * ({@link restorePersistedClient}) and drops what fails.
 */
export function createPersistOptions(
  storage: Storage | undefined = globalThis.localStorage,
): Omit<PersistQueryClientOptions, 'queryClient'> {
  const persister = createSyncStoragePersister({
    storage,
    key: QUERY_CACHE_STORAGE_KEY,
    throttleTime: 1000,
    deserialize: (text) => restorePersistedClient(text),
  })
  return {
    persister,
    maxAge: DAY_MS,
    buster: QUERY_CACHE_BUSTER,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  }
}

/**
 * Which queries the persisted cache keeps: successful gateway reads of the entries the
 * gateway-client's resource registry keeps (not tx details: list rows load details to flag
 * delegate calls, so scrolling a long history would fill the storage quota with them), which
 * are the ones a restore takes back.
 */
export function shouldPersistQuery(query: {
  state: { status: string }
  queryKey: readonly unknown[]
}): boolean {
  return query.state.status === 'success' && storedFormOf(query.queryKey) !== undefined
}
