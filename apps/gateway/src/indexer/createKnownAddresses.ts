import { eq } from 'drizzle-orm'
import { type Address, getAddress } from 'viem'
import type { ChainContext } from '../chain/createChainRegistry'
import type { Db } from '../db/openDatabase'
import { chainsState } from '../db/schema/chains'
import { safes } from '../db/schema/safes'
import { tokens } from '../db/schema/tokens'
import { isBefore130, loadLegacySafes } from './legacySafes'
import type { IndexBatch } from './types'

/** What the indexer already knows of a chain: which addresses' logs and calls matter. */
export type KnownAddresses = {
  safes: Set<Address>
  /** Known Safes on a singleton before 1.3.0: their incoming native coin is found by tracing. */
  legacySafes: Set<Address>
  tokens: Set<Address>
}

/**
 * The known Safes and tokens of `chain`, loaded from the database (at the start and after a
 * rollback) and kept up to date from each written batch, so a batch is fetched without a read.
 */
export function createKnownAddresses(db: Db, chain: ChainContext) {
  const known: KnownAddresses = { safes: new Set(), legacySafes: new Set(), tokens: new Set() }
  return {
    known,
    /** Reads the sets from the database; legacy ones are checked on chain at the cursor. */
    async load(): Promise<void> {
      const { chainId } = chain
      const [safeRows, tokenRows, [state]] = await Promise.all([
        db
          .select({ address: safes.address, singleton: safes.singleton })
          .from(safes)
          .where(eq(safes.chainId, chainId)),
        db.select({ address: tokens.address }).from(tokens).where(eq(tokens.chainId, chainId)),
        db.select().from(chainsState).where(eq(chainsState.chainId, chainId)),
      ])
      known.safes = new Set(safeRows.map((row) => getAddress(row.address)))
      known.tokens = new Set(tokenRows.map((row) => getAddress(row.address)))
      known.legacySafes = await loadLegacySafes(
        chain.client,
        chain.config,
        safeRows,
        state?.indexedBlock ?? null,
      )
    },
    /** What a written batch tells about the sets: new Safes, tokens, singleton moves. */
    learnFrom(batch: IndexBatch): void {
      for (const safe of batch.safes) {
        known.safes.add(safe.address)
        if (safe.singleton && isBefore130(chain.config, safe.singleton)) {
          known.legacySafes.add(safe.address)
        }
      }
      for (const token of batch.tokens) known.tokens.add(token.address)
      for (const change of batch.singletonChanges) {
        if (isBefore130(chain.config, change.singleton)) known.legacySafes.add(change.safe)
        else known.legacySafes.delete(change.safe)
      }
    },
  }
}
