import type { Db } from '../db/openDatabase'
import type { Logger } from '../log/createLogger'
import { createEventWatermark } from './createEventWatermark'

/** Wakes the readers of the outbox when it grows, with one query per tick for all of them. */
export type EventSignal = {
  /** The id up to which the outbox can be read now (see createEventWatermark). */
  watermark(): Promise<number>
  /**
   * Resolves with the watermark once it is above `afterId`, or with `afterId` when `signal`
   * aborts.
   */
  waitForEventAfter(afterId: number, signal: AbortSignal): Promise<number>
}

/**
 * An {@link EventSignal} advancing the outbox's watermark every `intervalMs` while someone
 * waits. Polling the table (not an in-process emitter) also sees the events of other gateway
 * processes sharing one PostgreSQL, and of the indexer, whichever process runs it.
 */
export function createEventSignal(
  db: Db,
  params: { intervalMs: number; gapTimeoutMs: number; log: Logger },
): EventSignal {
  const watermark = createEventWatermark(db, { gapTimeoutMs: params.gapTimeoutMs })
  const waiters = new Set<{ afterId: number; wake: (upTo: number) => void }>()
  let polling = false

  async function tick() {
    try {
      const upTo = await watermark.advance()
      for (const waiter of waiters) if (upTo > waiter.afterId) waiter.wake(upTo)
    } catch (error) {
      // The waiters stay and the next tick asks again: a stream outlives a database hiccup.
      params.log.warn('event stream poll failed', { error: String(error) })
    }
    polling = waiters.size > 0
    if (polling) setTimeout(tick, params.intervalMs)
  }

  return {
    watermark: () => watermark.advance(),
    waitForEventAfter(afterId, signal) {
      return new Promise<number>((resolve) => {
        const waiter = {
          afterId,
          wake: (upTo: number) => {
            waiters.delete(waiter)
            signal.removeEventListener('abort', onAbort)
            resolve(upTo)
          },
        }
        const onAbort = () => waiter.wake(afterId)
        if (signal.aborted) return resolve(afterId)
        signal.addEventListener('abort', onAbort)
        waiters.add(waiter)
        if (!polling) {
          polling = true
          setTimeout(tick, params.intervalMs)
        }
      })
    },
  }
}
