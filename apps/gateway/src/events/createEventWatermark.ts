import { asc, gt, lt, max } from 'drizzle-orm'
import type { Db } from '../db/openDatabase'
import { events } from '../db/schema/events'

/** The outbox id up to which every event is committed: readers never read past it. */
export type EventWatermark = {
  /** Moves the watermark over the ids committed since, and returns it. */
  advance(): Promise<number>
}

/** Ids looked at per advance. */
const SCAN = 1_000

/**
 * An {@link EventWatermark}. On PostgreSQL, ids are taken when a row is inserted but become
 * visible when its transaction commits, so id 10 can appear after id 11 (the indexer's batch
 * and a proposal in two connections). A reader that moved past 11 would never see 10. The
 * watermark stops at the first missing id and waits for it; a hole older than `gapTimeoutMs`
 * is an id whose transaction rolled back, and is passed.
 */
export function createEventWatermark(db: Db, params: { gapTimeoutMs: number }): EventWatermark {
  let watermark: number | undefined
  let gapSince: number | undefined
  let running: Promise<number> | undefined

  async function advance(): Promise<number> {
    if (watermark === undefined) {
      // Events older than the timeout are committed or never will be.
      const [row] = await db
        .select({ last: max(events.id) })
        .from(events)
        .where(lt(events.createdAt, Date.now() - params.gapTimeoutMs))
      watermark = Number(row?.last ?? 0)
    }
    const rows = await db
      .select({ id: events.id })
      .from(events)
      .where(gt(events.id, watermark))
      .orderBy(asc(events.id))
      .limit(SCAN)
    for (const { id } of rows) {
      if (id !== watermark + 1) {
        gapSince ??= Date.now()
        if (Date.now() - gapSince < params.gapTimeoutMs) break
      }
      watermark = id
      gapSince = undefined
    }
    return watermark
  }

  return {
    // One advance at a time: concurrent callers share it.
    advance() {
      running ??= advance().finally(() => {
        running = undefined
      })
      return running
    },
  }
}
