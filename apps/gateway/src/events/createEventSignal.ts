import type { Db } from '../db/openDatabase'
import type { Logger } from '../log/createLogger'
import { readLatestEventId } from './readLatestEventId'

/** Wakes the readers of the outbox when it grows, with one query per tick for all of them. */
export type EventSignal = {
  /**
   * Resolves once the outbox's newest id is above `afterId`, or when `signal` aborts. A reader
   * passes the newest id it read before reading its own events, so none committed in between
   * is missed.
   */
  waitForEventAfter(afterId: number, signal: AbortSignal): Promise<void>
}

/**
 * An {@link EventSignal} polling the outbox's highest id every `intervalMs` while someone
 * waits. Polling the table (not an in-process emitter) also sees the events of other gateway
 * processes sharing one PostgreSQL, and of the indexer, whichever process runs it.
 */
export function createEventSignal(
  db: Db,
  params: { intervalMs: number; log: Logger },
): EventSignal {
  const waiters = new Set<{ afterId: number; wake: () => void }>()
  let polling = false

  async function tick() {
    try {
      const last = await readLatestEventId(db)
      for (const waiter of waiters) if (last > waiter.afterId) waiter.wake()
    } catch (error) {
      // The waiters stay and the next tick asks again: a stream outlives a database hiccup.
      params.log.warn('event stream poll failed', { error: String(error) })
    }
    polling = waiters.size > 0
    if (polling) setTimeout(tick, params.intervalMs)
  }

  return {
    waitForEventAfter(afterId, signal) {
      return new Promise<void>((resolve) => {
        const waiter = {
          afterId,
          wake: () => {
            waiters.delete(waiter)
            signal.removeEventListener('abort', waiter.wake)
            resolve()
          },
        }
        if (signal.aborted) return resolve()
        signal.addEventListener('abort', waiter.wake)
        waiters.add(waiter)
        if (!polling) {
          polling = true
          setTimeout(tick, params.intervalMs)
        }
      })
    },
  }
}
