import type { ChainContext } from '../chain/createChainRegistry'
import { markSyncedHead } from '../chain/freshSyncedHead'
import type { Database } from '../db/openDatabase'
import type { Logger } from '../log/createLogger'
import { LeaseLostError } from './createIndexerLease'
import { createIndexingTick } from './createIndexingTick'
import { createLeaseRole } from './createLeaseRole'
import { followHolder } from './followHolder'
import { readStoredCursor } from './readIndexCursor'
import { watchNewHeads } from './watchNewHeads'

export type Indexer = { stop(): Promise<void> }

/**
 * How often (at most) a standby process tries the lease, taking over when the holder's has
 * expired; it follows the holder's cursor as often, or every `pollIntervalMs` when shorter.
 */
const STANDBY_RETRY_MS = 500

/**
 * Follows `chain` from its stored cursor: takes the chain's lease (`indexer_leases`; one
 * process per chain indexes, the others serve and stand by; createLeaseRole.ts), then indexes
 * new blocks every `pollIntervalMs` — or, when the chain has a `wsRpcUrl`, as the node announces
 * them (watchNewHeads.ts) — rolling back and re-indexing on a reorg (createIndexingTick.ts).
 * Every write transaction starts with the lease's fence, so a process that lost the lease
 * writes nothing more.
 */
export function startIndexer(p: {
  database: Database
  chain: ChainContext
  log: Logger
  clock?: () => number
}): Indexer {
  const { database, chain, log } = p
  const { chainId } = chain
  const settings = chain.config.indexer
  const role = createLeaseRole({ database, chainId, log })
  const indexing = createIndexingTick({
    database,
    chain,
    log,
    now: p.clock ?? Date.now,
    fence: role.fence,
  })
  const heads = chain.config.wsRpcUrl
    ? watchNewHeads(chain.config.wsRpcUrl, { chainId, log })
    : undefined
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
  const firstLine = (error: unknown) =>
    error instanceof Error ? error.message.split('\n')[0] : String(error)

  /** Takes the lease (false: another process indexes this chain) and loads what is known. */
  const acquire = async (): Promise<boolean> => {
    if (!(await role.claim())) return false
    try {
      await indexing.load()
      const state = await readStoredCursor(database.db, chainId)
      log.info('indexer started', {
        chainId,
        holder: role.holder,
        resumeFrom: state ? state.indexedBlock + 1 : settings.startBlock,
      })
      return true
    } catch (error) {
      // The error below is what matters; an unreleased lease only expires by itself.
      await role.release({ quiet: true })
      throw error
    }
  }
  const standDown = async () => {
    markSyncedHead(chain, null)
    await role.standDown()
  }

  const loop = async () => {
    let holding = false
    while (!stopped) {
      try {
        if (holding && role.lost) {
          holding = false
          await standDown()
        }
        if (!holding) holding = await acquire()
        if (!holding) {
          await followHolder(database.db, chain, log)
          await sleep(Math.min(settings.pollIntervalMs, STANDBY_RETRY_MS))
          continue
        }
        const mark = heads?.count() ?? 0
        const more = await indexing.tick()
        if (!more && heads) {
          // Polls while the socket is down, and wakes when it comes up.
          await heads.waitAfter(
            mark,
            heads.live() ? settings.headsHeartbeatMs : settings.pollIntervalMs,
          )
        } else if (!more) await sleep(settings.pollIntervalMs)
      } catch (error) {
        markSyncedHead(chain, null)
        if (stopped) break
        if (error instanceof LeaseLostError) {
          holding = false
          await standDown()
          continue
        }
        log.warn('indexer tick failed', { chainId, error: firstLine(error) })
        await sleep(Math.min(settings.pollIntervalMs * 8, 5000))
      }
    }
    markSyncedHead(chain, null)
    if (holding) await role.release()
    else await role.stopRenewing()
  }
  const running = loop()
  return {
    async stop() {
      stopped = true
      wake?.()
      await heads?.stop()
      await running
    },
  }
}
