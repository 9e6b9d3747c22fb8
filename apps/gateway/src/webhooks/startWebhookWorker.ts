import { and, eq, lt, lte } from 'drizzle-orm'
import type { Db } from '../db/openDatabase'
import { webhooks } from '../db/schema/webhooks'
import { createEventWatermark } from '../events/createEventWatermark'
import { type EventScope, type OutboxEvent, readEvents } from '../events/readEvents'
import { runEvery } from '../events/runEvery'
import type { Logger } from '../log/createLogger'
import { SIGNATURE_HEADER, signDelivery } from './signDelivery'

/** How deliveries are paced and given up on. */
export type WebhookRetryPolicy = {
  /** The wait after a first failure; it doubles after each further one, up to `maxDelayMs`. */
  baseDelayMs: number
  maxDelayMs: number
  /** Failures in a row after which the endpoint is paused. */
  maxFailures: number
  /** How long a delivery may take before it counts as failed. */
  timeoutMs: number
  /** How long a hole in the outbox's ids is waited for (see createEventWatermark). */
  gapTimeoutMs: number
}

/** The default policy: 1 s doubling up to 10 min, paused after 10 failures in a row. */
export const DEFAULT_WEBHOOK_RETRY: WebhookRetryPolicy = {
  baseDelayMs: 1_000,
  maxDelayMs: 600_000,
  maxFailures: 10,
  timeoutMs: 10_000,
  gapTimeoutMs: 5_000,
}

/** Events one endpoint is sent per tick, so a backlog does not hold up the others. */
const PER_TICK = 50

type Webhook = typeof webhooks.$inferSelect

/**
 * Delivers the outbox to registered webhooks in the background: each endpoint gets its events
 * in order, one at a time, POSTed as the events service's JSON with an HMAC-SHA256 signature
 * and the event id as `Idempotency-Key`. The cursor moves only after a 2xx, in the database, so
 * a restart (or kill -9) resumes where deliveries stood: at least once, a repeat carries the
 * same key. Runs on its own timer and never inside the indexer's transactions.
 */
export function startWebhookWorker(p: {
  db: Db
  log: Logger
  retry?: WebhookRetryPolicy
  intervalMs?: number
  clock?: () => number
}): { stop(): Promise<void> } {
  const retry = p.retry ?? DEFAULT_WEBHOOK_RETRY
  const clock = p.clock ?? Date.now
  const intervalMs = p.intervalMs ?? 250
  const watermark = createEventWatermark(p.db, { gapTimeoutMs: retry.gapTimeoutMs })

  async function deliver(hook: Webhook, event: OutboxEvent): Promise<string | undefined> {
    const body = JSON.stringify(event.payload)
    try {
      const response = await fetch(hook.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signDelivery(hook.secret, body),
          'Idempotency-Key': String(event.id),
          'X-Assent-Event': event.type,
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(retry.timeoutMs),
      })
      await response.body?.cancel()
      return response.ok ? undefined : `HTTP ${response.status}`
    } catch (error) {
      return error instanceof Error ? error.message : String(error)
    }
  }

  /** Sends `hook` what it has not had yet, until a failure or `PER_TICK` events. */
  async function serve(hook: Webhook, upTo: number) {
    // A claim: another gateway process on the same database skips this endpoint meanwhile.
    const claimedUntil = clock() + retry.timeoutMs * 2
    const claimed = await p.db
      .update(webhooks)
      .set({ nextAttemptAt: claimedUntil })
      .where(and(eq(webhooks.id, hook.id), eq(webhooks.nextAttemptAt, hook.nextAttemptAt)))
      .returning({ id: webhooks.id })
    if (claimed.length === 0) return
    const scope: EventScope | undefined = hook.safe
      ? { chainId: hook.chainId, safe: hook.safe }
      : hook.owner
        ? { chainId: hook.chainId, owner: hook.owner }
        : undefined
    if (!scope) return
    let cursor = hook.cursor
    let failures = hook.consecutiveFailures
    for (let sent = 0; sent < PER_TICK; sent++) {
      const [event] = await readEvents(p.db, { scope, afterId: cursor, upTo, limit: 1 })
      if (!event) {
        // Nothing of its scope up to the watermark: the others are not for it.
        await p.db
          .update(webhooks)
          .set({ cursor: upTo, nextAttemptAt: 0 })
          .where(eq(webhooks.id, hook.id))
        return
      }
      const error = await deliver(hook, event)
      if (error) {
        failures++
        const paused = failures >= retry.maxFailures
        const delay = Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** (failures - 1))
        await p.db
          .update(webhooks)
          .set({
            consecutiveFailures: failures,
            paused,
            lastError: error,
            nextAttemptAt: clock() + delay,
          })
          .where(eq(webhooks.id, hook.id))
        if (paused) p.log.warn('webhook paused', { id: hook.id, url: hook.url, error })
        return
      }
      cursor = event.id
      failures = 0
      await p.db
        .update(webhooks)
        .set({
          cursor,
          consecutiveFailures: 0,
          lastError: null,
          lastDeliveredAt: clock(),
          // The claim runs on while this endpoint is served.
          nextAttemptAt: clock() + retry.timeoutMs * 2,
        })
        .where(eq(webhooks.id, hook.id))
    }
    await p.db.update(webhooks).set({ nextAttemptAt: 0 }).where(eq(webhooks.id, hook.id))
  }

  async function tick() {
    try {
      // Most gateways have no active endpoint at all: one small query then, and the outbox's
      // watermark is moved only when some endpoint may be delivered to.
      const [anyDue] = await p.db
        .select({ id: webhooks.id })
        .from(webhooks)
        .where(and(eq(webhooks.paused, false), lte(webhooks.nextAttemptAt, clock())))
        .limit(1)
      if (!anyDue) return
      const upTo = await watermark.advance()
      const due = await p.db
        .select()
        .from(webhooks)
        .where(
          and(
            eq(webhooks.paused, false),
            lte(webhooks.nextAttemptAt, clock()),
            lt(webhooks.cursor, upTo),
          ),
        )
        .limit(20)
      // In parallel: a slow endpoint delays only itself.
      await Promise.all(due.map((hook) => serve(hook, upTo)))
    } catch (error) {
      p.log.warn('webhook deliveries failed', { error: String(error) })
    }
  }

  return runEvery(intervalMs, tick)
}
