import { eq } from 'drizzle-orm'
import type { ChainContext } from '../chain/createChainRegistry'
import type { Db } from '../db/openDatabase'
import { chainsState } from '../db/schema/chains'

/**
 * The chain's stored cursor (none before the first batch), the chain's head and the chain's
 * hash at the cursor's block (null when the node no longer has that block): a cursor whose
 * hash differs from the stored one sits on a dropped branch.
 */
export async function readIndexCursor(db: Db, chain: ChainContext) {
  const [state] = await db.select().from(chainsState).where(eq(chainsState.chainId, chain.chainId))
  const latest = Number(await chain.client.getBlockNumber({ cacheTime: 0 }))
  const current =
    state && state.indexedBlock <= latest
      ? await chain.client.getBlock({ blockNumber: BigInt(state.indexedBlock) }).then(
          (block) => block.hash,
          () => null,
        )
      : null
  return { state, latest, current }
}
