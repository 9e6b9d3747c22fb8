import type { ChainContext } from '../chain/createChainRegistry'
import { markSyncedHead } from '../chain/freshSyncedHead'
import { maintainPglite } from '../db/maintainPglite'
import type { Database } from '../db/openDatabase'
import type { Logger } from '../log/createLogger'
import type { IndexerLease } from './createIndexerLease'
import { createKnownAddresses } from './createKnownAddresses'
import { fetchIndexBatch } from './fetchIndexBatch'
import { type IndexCursorRow, readIndexCursor } from './readIndexCursor'
import { recoverFromReorg } from './recoverFromReorg'
import type { IndexBatch } from './types'
import { writeIndexBatch } from './writeIndexBatch'

/** Rows a PGlite indexer writes between two vacuums (statistics and visibility). */
const ANALYZE_EVERY_ROWS = 5000

/**
 * The lease holder's work on `chain`, one step at a time: `tick()` indexes the next block range
 * after the stored cursor (or rolls back after a reorg) and tells whether more blocks already
 * wait; `load()` reads what the indexer knows (run on taking the lease). Each write goes
 * through `fence`, so a process that lost the lease writes nothing.
 */
export function createIndexingTick(p: {
  database: Database
  chain: ChainContext
  log: Logger
  now: () => number
  fence: IndexerLease['fence']
}) {
  const { database, chain, log, fence } = p
  const { db } = database
  const { chainId } = chain
  const settings = chain.config.indexer
  const addresses = createKnownAddresses(db, chain)
  /** Blocks per batch: settings.blockRange, halved while the RPC refuses a range. */
  let range = settings.blockRange
  let warnedNoTracing = false
  let rowsSinceAnalyze = 0
  /**
   * The stored cursor as this holder last read or left it; undefined: read it from the
   * database. Only the lease holder writes it (fenced), so it is dropped after every write, a
   * reorg, a failed tick and a (re)start, and is otherwise kept while the chain is at rest.
   */
  let knownCursor: { state: IndexCursorRow | undefined } | undefined

  /**
   * PGlite has no autovacuum: after a catch-up wrote many rows, do its work (maintainPglite), or
   * the planner keeps estimating the tables as nearly empty and index-only scans visit the heap.
   */
  const analyzeAfterManyRows = async (batch: IndexBatch) => {
    if (database.kind !== 'pglite') return
    rowsSinceAnalyze += batch.executions.length + batch.transfers.length
    rowsSinceAnalyze += batch.moduleTransactions.length + batch.safes.length
    if (rowsSinceAnalyze < ANALYZE_EVERY_ROWS) return
    rowsSinceAnalyze = 0
    await maintainPglite(db)
  }

  /** Logs what a written batch could not fully index. */
  const warnAbout = (batch: IndexBatch) => {
    if (batch.legacyTracing === 'none' && !warnedNoTracing) {
      warnedNoTracing = true
      log.warn(
        'native coin sent to Safes before 1.3.0 is not indexed: they log no SafeReceived and this RPC offers no tracing (trace_filter or debug_traceBlockByNumber)',
        { chainId, safes: addresses.known.legacySafes.size },
      )
    }
    for (const execution of batch.unresolvedExecutions) {
      // A non-L2 Safe executed through a contract, on an RPC without call tracing.
      log.warn(
        'execution without details: no call in its transaction matches its safeTxHash; a stored proposal of it is marked executed, else it is listed as "details unavailable"',
        {
          chainId,
          safe: execution.safe,
          safeTxHash: execution.safeTxHash,
          txHash: execution.txHash,
          nonce: execution.nonce,
        },
      )
    }
  }

  /** Indexes the next range; true when more blocks are already waiting. */
  const tick = async (): Promise<boolean> => {
    const cursor = knownCursor
    // Read anew unless this tick ends at rest (below): a write or a thrown error leaves it so.
    knownCursor = undefined
    const { state, latest, current } = await readIndexCursor(db, chain, cursor)
    if (state && current !== state.indexedBlockHash) {
      markSyncedHead(chain, null)
      await recoverFromReorg(db, chain, { latest, now: p.now(), fence, log, addresses })
      return true
    }
    const from = state ? state.indexedBlock + 1 : settings.startBlock
    if (from > latest) {
      if (state) markSyncedHead(chain, `${state.indexedBlock}:${state.indexedBlockHash}`)
      knownCursor = { state }
      return false
    }
    markSyncedHead(chain, null)
    const to = Math.min(latest, from + range - 1)
    let batch: IndexBatch
    try {
      const { known } = addresses
      batch = await fetchIndexBatch(chain, {
        from,
        to,
        knownSafes: known.safes,
        legacySafes: known.legacySafes,
        knownTokens: known.tokens,
      })
    } catch (error) {
      // Providers cap eth_getLogs by range or result count: retry smaller before giving up.
      if (to === from) throw error
      range = Math.max(1, Math.floor((to - from + 1) / 2))
      log.debug('narrowing indexer range', { chainId, range })
      return true
    }
    range = Math.min(settings.blockRange, range * 2)
    await writeIndexBatch(db, chainId, batch, {
      now: p.now(),
      reorgDepth: settings.reorgDepth,
      fence,
    })
    await analyzeAfterManyRows(batch)
    if (to === latest) markSyncedHead(chain, `${to}:${batch.toHash}`)
    addresses.learnFrom(batch)
    warnAbout(batch)
    if (batch.safes.length + batch.executions.length + batch.transfers.length > 0) {
      log.debug('indexed', {
        chainId,
        from,
        to,
        safes: batch.safes.length,
        executions: batch.executions.length,
        transfers: batch.transfers.length,
      })
    }
    return to < latest
  }

  return {
    load: () => {
      knownCursor = undefined
      return addresses.load()
    },
    tick,
  }
}
