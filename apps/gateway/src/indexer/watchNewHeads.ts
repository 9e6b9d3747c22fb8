import WebSocket from 'ws'
import { z } from 'zod'
import type { Logger } from '../log/createLogger'

/**
 * New blocks as the node announces them (`eth_subscribe` to `newHeads` over a WebSocket), so an
 * indexer at rest wakes when a block arrives instead of asking every poll interval. Polling was
 * nearly every RPC request an idle or lightly used gateway made (4 a second per chain).
 */
export type NewHeads = {
  /** How many announcements have arrived so far: the mark to pass to `waitAfter`. */
  count(): number
  /** Whether the subscription is up; when it is not, the indexer polls as it would without. */
  live(): boolean
  /**
   * Resolves when an announcement arrives after `mark` (at once if one already did; the
   * subscription going live counts as one), when the subscription drops, after `ms`, or on
   * stop — whichever comes first.
   */
  waitAfter(mark: number, ms: number): Promise<void>
  stop(): Promise<void>
}

/** Wait before subscribing again after the socket failed or closed. */
const RESUBSCRIBE_MS = 5_000
/** A node that accepts the socket but never confirms the subscription is treated as down. */
const SUBSCRIBE_TIMEOUT_MS = 10_000

/** What the node may send on this socket: the subscription's id, then its notifications. */
const message = z.union([
  z.object({ id: z.literal(1), result: z.string() }),
  z.object({ id: z.literal(1), error: z.object({ message: z.string() }) }),
  z.object({
    method: z.literal('eth_subscription'),
    params: z.object({ subscription: z.string() }),
  }),
])

/**
 * Subscribes to the new heads of the node at `url` (ws:// or wss://) until `stop()`; resubscribes
 * after a failure. Only that a head arrived is used (the indexer reads the head itself), so the
 * notification's content is not trusted for anything.
 */
export function watchNewHeads(url: string, p: { chainId: number; log: Logger }): NewHeads {
  let announced = 0
  let live = false
  let stopped = false
  let socket: WebSocket | undefined
  let retry: ReturnType<typeof setTimeout> | undefined
  const waiters = new Set<() => void>()

  const wakeAll = () => {
    for (const wake of waiters) wake()
    waiters.clear()
  }
  const announce = () => {
    announced++
    wakeAll()
  }

  function subscribe() {
    retry = undefined
    const current = new WebSocket(url)
    socket = current
    let subscription: string | undefined
    const confirmTimer = setTimeout(() => drop('no subscription confirmed'), SUBSCRIBE_TIMEOUT_MS)
    // Each socket ends once: a late event of an old socket must not end the current one.
    let ended = false
    function drop(reason: string) {
      if (ended) return
      ended = true
      clearTimeout(confirmTimer)
      current.removeAllListeners()
      // A late 'error' after removeAllListeners would otherwise be thrown.
      current.on('error', () => {})
      current.terminate()
      if (live) p.log.debug('new heads subscription dropped', { chainId: p.chainId, reason })
      live = false
      // Back to polling until the next attempt.
      wakeAll()
      if (!stopped) retry = setTimeout(subscribe, RESUBSCRIBE_MS)
    }
    current.on('open', () => {
      current.send(
        JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_subscribe', params: ['newHeads'] }),
      )
    })
    current.on('message', (data) => {
      let parsed: z.infer<typeof message>
      try {
        parsed = message.parse(JSON.parse(data.toString()))
      } catch {
        return drop('unexpected message')
      }
      if ('error' in parsed) return drop(parsed.error.message)
      if ('result' in parsed) {
        subscription = parsed.result
        clearTimeout(confirmTimer)
        live = true
        // A block may have come while no subscription was up: let the indexer look once.
        return announce()
      }
      if (parsed.params.subscription === subscription) announce()
    })
    current.on('error', (error) => drop(error.message))
    current.on('close', () => drop('closed'))
  }
  subscribe()

  return {
    count: () => announced,
    live: () => live,
    waitAfter(mark, ms) {
      if (announced > mark || stopped) return Promise.resolve()
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer)
          waiters.delete(done)
          resolve()
        }
        const timer = setTimeout(done, ms)
        waiters.add(done)
      })
    },
    async stop() {
      stopped = true
      live = false
      clearTimeout(retry)
      socket?.removeAllListeners()
      socket?.on('error', () => {})
      socket?.terminate()
      wakeAll()
    },
  }
}
