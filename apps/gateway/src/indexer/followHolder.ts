import type { ChainContext } from '../chain/createChainRegistry'
import { markSyncedHead } from '../chain/freshSyncedHead'
import type { Db } from '../db/openDatabase'
import type { Logger } from '../log/createLogger'
import { readIndexCursor } from './readIndexCursor'

/**
 * A standby's look at the lease holder's progress: the holder's cursor, when it is the chain's
 * head (hash checked as the holder does), is this process's synced head too, so Safe state is
 * cached per head here as well. A chain read that fails only means nothing is cached until the
 * next look.
 */
export async function followHolder(db: Db, chain: ChainContext, log: Logger): Promise<void> {
  const seen = await readIndexCursor(db, chain).catch((error: unknown) => {
    log.debug('standby could not read the indexed head', {
      chainId: chain.chainId,
      error: error instanceof Error ? error.message.split('\n')[0] : String(error),
    })
    return null
  })
  const state = seen?.state
  const synced =
    seen && state && state.indexedBlock === seen.latest && seen.current === state.indexedBlockHash
  markSyncedHead(chain, synced ? `${state.indexedBlock}:${state.indexedBlockHash}` : null)
}
