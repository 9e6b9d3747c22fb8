import type { Address } from 'viem'
import type { ChainContext } from './createChainRegistry'
import { freshSyncedHead } from './freshSyncedHead'
import { rememberSafeVersion } from './lastSeenSafeVersion'
import { readSafeStateWith, type SafeState } from './readSafeState'

const MAX_ENTRIES = 1000
const caches = new WeakMap<ChainContext, Map<Address, { head: string; state: SafeState }>>()

/**
 * {@link readSafeStateWith}, remembered per chain head while this process's indexer is caught
 * up (a Safe's state only changes with a new block; a new head or a reorg changes the key).
 * Without a fresh head from the indexer (standby process, lagging, failing) it reads the chain.
 */
export async function readSafeStateCached(
  chain: ChainContext,
  address: Address,
): Promise<SafeState> {
  const key = freshSyncedHead(chain)
  if (key === null) return readSafeStateWith(chain.client, address)
  let entries = caches.get(chain)
  if (!entries) {
    entries = new Map()
    caches.set(chain, entries)
  }
  const hit = entries.get(address)
  if (hit?.head === key) return hit.state
  const state = await readSafeStateWith(chain.client, address)
  entries.delete(address)
  if (entries.size >= MAX_ENTRIES) {
    const [oldest] = entries.keys()
    if (oldest) entries.delete(oldest)
  }
  entries.set(address, { head: key, state })
  rememberSafeVersion(chain, address, state.version)
  return state
}
