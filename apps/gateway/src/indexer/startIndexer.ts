import { and, desc, eq, sql } from 'drizzle-orm'
import { type Address, getAddress } from 'viem'
import type { ChainContext } from '../chain/createChainRegistry'
import { readSafeStateWith } from '../chain/readSafeState'
import { bumpDataVersion } from '../db/dataVersion'
import type { Database } from '../db/openDatabase'
import { chainsState, indexedBlocks } from '../db/schema/chains'
import { safeModules, safeOwners, safes } from '../db/schema/safes'
import { tokens } from '../db/schema/tokens'
import type { Logger } from '../log/createLogger'
import { createIndexerLease, LEASE_RENEW_MS, LeaseLostError } from './createIndexerLease'
import { fetchIndexBatch } from './fetchIndexBatch'
import { isBefore130, loadLegacySafes } from './legacySafes'
import { rollbackAbove } from './rollbackAbove'
import type { IndexBatch } from './types'
import { writeIndexBatch } from './writeIndexBatch'

export type Indexer = { stop(): Promise<void> }

/**
 * How often (at most) a standby process tries the lease, taking over when the holder's has
 * expired; it follows the holder's cursor as often, or every `pollIntervalMs` when shorter.
 */
const STANDBY_RETRY_MS = 500
/** Rows a PGlite indexer writes between two refreshes of the planner's statistics. */
const ANALYZE_EVERY_ROWS = 5000

/**
 * Follows `chain` from its stored cursor: takes the chain's lease (`indexer_leases`; one
 * process per chain indexes, the others serve and stand by), then indexes new blocks every
 * `pollIntervalMs`, rolling back and re-indexing on a reorg. Every write transaction starts
 * with the lease's fence, so a process that lost the lease writes nothing more.
 */
export function startIndexer(p: {
  database: Database
  chain: ChainContext
  log: Logger
  clock?: () => number
}): Indexer {
  const { database, chain, log } = p
  const { db } = database
  const chainId = chain.chainId
  const settings = chain.config.indexer
  const now = p.clock ?? Date.now
  const lease = createIndexerLease({ database, chainId })
  let stopped = false
  let wake: (() => void) | null = null
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms)
      wake = () => {
        clearTimeout(timer)
        resolve()
      }
    })
  const markSynced = (key: string | null) => {
    chain.syncedHead.key = key
    chain.syncedHead.at = Date.now()
  }
  /**
   * PGlite has no autovacuum to refresh planner statistics: after a catch-up wrote many rows,
   * refresh them, or the planner keeps estimating the tables as nearly empty.
   */
  let rowsSinceAnalyze = 0
  const analyzeAfterManyRows = async (batch: IndexBatch) => {
    if (database.kind !== 'pglite') return
    rowsSinceAnalyze += batch.executions.length + batch.transfers.length
    rowsSinceAnalyze += batch.moduleTransactions.length + batch.safes.length
    if (rowsSinceAnalyze < ANALYZE_EVERY_ROWS) return
    rowsSinceAnalyze = 0
    await db.execute(sql`analyze`)
  }
  /** Blocks per batch: settings.blockRange, halved while the RPC refuses a range. */
  let range = settings.blockRange
  let knownSafes = new Set<Address>()
  /** Known Safes on a singleton before 1.3.0: their incoming native coin is found by tracing. */
  let legacySafes = new Set<Address>()
  let knownTokens = new Set<Address>()
  let warnedNoTracing = false

  const loadKnown = async () => {
    const [safeRows, tokenRows, [state]] = await Promise.all([
      db
        .select({ address: safes.address, singleton: safes.singleton })
        .from(safes)
        .where(eq(safes.chainId, chainId)),
      db.select({ address: tokens.address }).from(tokens).where(eq(tokens.chainId, chainId)),
      db.select().from(chainsState).where(eq(chainsState.chainId, chainId)),
    ])
    knownSafes = new Set(safeRows.map((row) => getAddress(row.address)))
    knownTokens = new Set(tokenRows.map((row) => getAddress(row.address)))
    legacySafes = await loadLegacySafes(
      chain.client,
      chain.config,
      safeRows,
      state?.indexedBlock ?? null,
    )
  }

  /** What a written batch tells about the known sets (new Safes, tokens, singleton moves). */
  const learnFrom = (batch: IndexBatch) => {
    for (const safe of batch.safes) {
      knownSafes.add(safe.address)
      if (safe.singleton && isBefore130(chain.config, safe.singleton)) legacySafes.add(safe.address)
    }
    for (const token of batch.tokens) knownTokens.add(token.address)
    for (const change of batch.singletonChanges) {
      if (isBefore130(chain.config, change.singleton)) legacySafes.add(change.safe)
      else legacySafes.delete(change.safe)
    }
    if (batch.legacyTracing === 'none' && !warnedNoTracing) {
      warnedNoTracing = true
      log.warn(
        'native coin sent to Safes before 1.3.0 is not indexed: they log no SafeReceived and this RPC offers no tracing (trace_filter or debug_traceBlockByNumber)',
        { chainId, safes: legacySafes.size },
      )
    }
  }

  /** The stored cursor, the chain's head and the chain's hash at the cursor's block. */
  const readCursor = async () => {
    const [state] = await db.select().from(chainsState).where(eq(chainsState.chainId, chainId))
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

  /** Indexes the next range; true when more blocks are already waiting. */
  const tick = async (): Promise<boolean> => {
    const { state, latest, current } = await readCursor()
    if (state && current !== state.indexedBlockHash) {
      markSynced(null)
      await recoverFromReorg(latest)
      return true
    }
    const from = state ? state.indexedBlock + 1 : settings.startBlock
    if (from > latest) {
      if (state) markSynced(`${state.indexedBlock}:${state.indexedBlockHash}`)
      return false
    }
    markSynced(null)
    const to = Math.min(latest, from + range - 1)
    let batch: Awaited<ReturnType<typeof fetchIndexBatch>>
    try {
      batch = await fetchIndexBatch(chain, { from, to, knownSafes, legacySafes, knownTokens })
    } catch (error) {
      // Providers cap eth_getLogs by range or result count: retry smaller before giving up.
      if (to === from) throw error
      range = Math.max(1, Math.floor((to - from + 1) / 2))
      log.debug('narrowing indexer range', { chainId, range })
      return true
    }
    range = Math.min(settings.blockRange, range * 2)
    await writeIndexBatch(db, chainId, batch, {
      now: now(),
      reorgDepth: settings.reorgDepth,
      fence: lease.fence,
    })
    await analyzeAfterManyRows(batch)
    if (to === latest) markSynced(`${to}:${batch.toHash}`)
    learnFrom(batch)
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

  /** Finds the newest stored block still on the chain and rolls back everything above it. */
  const recoverFromReorg = async (latest: number) => {
    const stored = await db
      .select()
      .from(indexedBlocks)
      .where(eq(indexedBlocks.chainId, chainId))
      .orderBy(desc(indexedBlocks.number))
    const candidates = stored.filter((block) => block.number <= latest)
    const onChain = await Promise.all(
      candidates.map((block) =>
        chain.client.getBlock({ blockNumber: BigInt(block.number) }).then(
          (b) => b.hash,
          () => null,
        ),
      ),
    )
    const ancestor = candidates.find((block, i) => onChain[i] === block.hash)
    const ancestorNumber = ancestor?.number ?? settings.startBlock - 1
    log.warn('reorg detected, rolling back', { chainId, ancestor: ancestorNumber })
    await rollbackAbove(db, chainId, {
      ancestor: ancestorNumber,
      ancestorHash: ancestor?.hash ?? null,
      now: now(),
      fence: lease.fence,
    })
    await loadKnown()
    await refreshOwners()
  }

  /**
   * After a rollback the owner and module sets may hold changes of dropped blocks; reading them
   * from the chain head and then replaying the re-indexed events converges to the right sets,
   * because each owner's (module's) membership is decided by its last add/remove event.
   */
  const refreshOwners = async () => {
    for (const safe of knownSafes) {
      const state = await readSafeStateWith(chain.client, safe).catch(() => null)
      if (!state) continue
      await db.transaction(async (tx) => {
        await lease.fence(tx)
        const ofSafe = and(eq(safeOwners.chainId, chainId), eq(safeOwners.safe, safe))
        await tx.delete(safeOwners).where(ofSafe)
        if (state.owners.length > 0) {
          await tx
            .insert(safeOwners)
            .values(state.owners.map((owner) => ({ chainId, safe, owner })))
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

  /**
   * Renews the lease every LEASE_RENEW_MS while held, independently of ticks (a slow RPC can
   * make one longer than the lease). A failed renewal only logs: the fence of the next write
   * decides, and a lost lease is noticed there or by the renewal that finds it taken.
   */
  let renewal: ReturnType<typeof setInterval> | null = null
  let renewing: Promise<void> = Promise.resolve()
  let lost = false
  const startRenewing = () => {
    lost = false
    renewal = setInterval(() => {
      renewing = lease.renew().then(
        (held) => {
          if (!held) lost = true
        },
        (error: unknown) => {
          log.warn('indexer lease renewal failed', {
            chainId,
            error: error instanceof Error ? error.message.split('\n')[0] : String(error),
          })
        },
      )
    }, LEASE_RENEW_MS)
  }
  const stopRenewing = async () => {
    if (renewal) clearInterval(renewal)
    renewal = null
    await renewing
  }

  /** Takes the lease (false: another process indexes this chain) and loads the known sets. */
  const acquire = async (): Promise<boolean> => {
    if (!(await lease.claim())) return false
    startRenewing()
    try {
      await loadKnown()
      const [state] = await db.select().from(chainsState).where(eq(chainsState.chainId, chainId))
      log.info('indexer started', {
        chainId,
        holder: lease.holder,
        resumeFrom: state ? state.indexedBlock + 1 : settings.startBlock,
      })
      return true
    } catch (error) {
      await stopRenewing()
      // The error below is what matters; an unreleased lease only expires by itself.
      await lease.release().catch((releaseError: unknown) => {
        log.debug('indexer lease release failed', { chainId, error: String(releaseError) })
      })
      throw error
    }
  }
  /**
   * On a standby: the holder's cursor, when it is the chain's head (hash checked as the holder
   * does), is this process's synced head too, so Safe state is cached per head here as well.
   * A chain read that fails only means nothing is cached until the next look.
   */
  const followHolder = async () => {
    const seen = await readCursor().catch((error: unknown) => {
      log.debug('standby could not read the indexed head', {
        chainId,
        error: error instanceof Error ? error.message.split('\n')[0] : String(error),
      })
      return null
    })
    const state = seen?.state
    const synced =
      seen && state && state.indexedBlock === seen.latest && seen.current === state.indexedBlockHash
    markSynced(synced ? `${state.indexedBlock}:${state.indexedBlockHash}` : null)
  }
  const standDown = async () => {
    markSynced(null)
    await stopRenewing()
    log.warn('indexer lease lost; standing by', { chainId, holder: lease.holder })
  }

  const loop = async () => {
    let holding = false
    while (!stopped) {
      try {
        if (holding && lost) {
          holding = false
          await standDown()
        }
        if (!holding) holding = await acquire()
        if (!holding) {
          await followHolder()
          await sleep(Math.min(settings.pollIntervalMs, STANDBY_RETRY_MS))
          continue
        }
        const more = await tick()
        if (!more) await sleep(settings.pollIntervalMs)
      } catch (error) {
        markSynced(null)
        if (stopped) break
        if (error instanceof LeaseLostError) {
          holding = false
          await standDown()
          continue
        }
        log.warn('indexer tick failed', {
          chainId,
          error: error instanceof Error ? error.message.split('\n')[0] : String(error),
        })
        await sleep(Math.min(settings.pollIntervalMs * 8, 5000))
      }
    }
    markSynced(null)
    await stopRenewing()
    if (holding) {
      await lease.release().catch((error: unknown) => {
        log.warn('indexer lease release failed; it expires by itself', {
          chainId,
          error: error instanceof Error ? error.message.split('\n')[0] : String(error),
        })
      })
    }
  }
  const running = loop()
  return {
    async stop() {
      stopped = true
      wake?.()
      await running
    },
  }
}
