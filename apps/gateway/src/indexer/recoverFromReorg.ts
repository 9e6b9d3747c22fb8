import { and, desc, eq } from 'drizzle-orm'
import type { Address } from 'viem'
import type { ChainContext } from '../chain/createChainRegistry'
import { readSafeStateWith } from '../chain/readSafeState'
import { bumpDataVersion } from '../db/dataVersion'
import type { Db } from '../db/openDatabase'
import { indexedBlocks } from '../db/schema/chains'
import { safeModules, safeOwners } from '../db/schema/safes'
import type { Logger } from '../log/createLogger'
import type { IndexerLease } from './createIndexerLease'
import type { createKnownAddresses } from './createKnownAddresses'
import { rollbackAbove } from './rollbackAbove'

/**
 * After the stored cursor left the chain: finds the newest stored block still on the chain
 * (`latest` is the head), rolls back everything indexed above it in one transaction behind the
 * lease's fence, reloads the known addresses and re-reads the Safes' owners and modules.
 */
export async function recoverFromReorg(
  db: Db,
  chain: ChainContext,
  p: {
    latest: number
    now: number
    fence: IndexerLease['fence']
    log: Logger
    addresses: ReturnType<typeof createKnownAddresses>
  },
): Promise<void> {
  const { chainId } = chain
  const stored = await db
    .select()
    .from(indexedBlocks)
    .where(eq(indexedBlocks.chainId, chainId))
    .orderBy(desc(indexedBlocks.number))
  const candidates = stored.filter((block) => block.number <= p.latest)
  const onChain = await Promise.all(
    candidates.map((block) =>
      chain.client.getBlock({ blockNumber: BigInt(block.number) }).then(
        (b) => b.hash,
        () => null,
      ),
    ),
  )
  const ancestor = candidates.find((block, i) => onChain[i] === block.hash)
  const ancestorNumber = ancestor?.number ?? chain.config.indexer.startBlock - 1
  p.log.warn('reorg detected, rolling back', { chainId, ancestor: ancestorNumber })
  await rollbackAbove(db, chainId, {
    ancestor: ancestorNumber,
    ancestorHash: ancestor?.hash ?? null,
    now: p.now,
    fence: p.fence,
  })
  await p.addresses.load()
  await refreshOwnerSets(db, chain, { safes: p.addresses.known.safes, fence: p.fence })
}

/**
 * After a rollback the owner and module sets may hold changes of dropped blocks; reading them
 * from the chain head and then replaying the re-indexed events converges to the right sets,
 * because each owner's (module's) membership is decided by its last add/remove event.
 */
async function refreshOwnerSets(
  db: Db,
  chain: ChainContext,
  p: { safes: Iterable<Address>; fence: IndexerLease['fence'] },
): Promise<void> {
  const { chainId } = chain
  for (const safe of p.safes) {
    const state = await readSafeStateWith(chain.client, safe).catch(() => null)
    if (!state) continue
    await db.transaction(async (tx) => {
      await p.fence(tx)
      const ofSafe = and(eq(safeOwners.chainId, chainId), eq(safeOwners.safe, safe))
      await tx.delete(safeOwners).where(ofSafe)
      if (state.owners.length > 0) {
        await tx.insert(safeOwners).values(state.owners.map((owner) => ({ chainId, safe, owner })))
      }
      await tx
        .delete(safeModules)
        .where(and(eq(safeModules.chainId, chainId), eq(safeModules.safe, safe)))
      if (state.modules.length > 0) {
        await tx
          .insert(safeModules)
          .values(state.modules.map((module) => ({ chainId, safe, module })))
      }
      await bumpDataVersion(tx, chainId)
    })
  }
}
