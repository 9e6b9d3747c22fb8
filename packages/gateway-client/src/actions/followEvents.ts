import { BaseError } from '../errors/base'
import { GatewayResponseError } from '../errors/gateway'
import type { GatewayClient, RequestOptions } from '../transport/createGatewayClient'
import type { ChainIdParameter } from '../transport/pagedTarget'
import { parseServerSentEvents } from '../transport/parseServerSentEvents'
import { sleep } from '../transport/sleep'
import type { GatewayEvent } from '../types/events'

/** Whose events: one Safe's, an owner's Safes' (needs its session) or a list of Safes' (≤ 100). */
export type EventsTarget =
  | { safe: string; owner?: never; safes?: never }
  | { owner: string; safe?: never; safes?: never }
  | { safes: readonly string[]; safe?: never; owner?: never }

export type FollowEventsParameters = ChainIdParameter &
  EventsTarget & {
    /** Resume after this event id; absent, the stream starts with the events from now on. */
    lastEventId?: string
    /** First wait before reconnecting a dropped stream, doubled up to 30 s; default 1 000 ms. */
    reconnectDelayMs?: number
    /** Called each time the stream is (re)opened, before its first event. */
    onOpen?: () => void
  }

const MAX_RECONNECT_DELAY_MS = 30_000

/**
 * Follows Assent's event stream of one Safe, of a list of Safes (one connection for a whole
 * inbox) or of an owner's Safes (needs that owner's session) as an async iterator. A dropped
 * connection is reopened after the last event seen (`?after=`, which unlike a `Last-Event-ID`
 * header needs no CORS preflight), so no event is missed or repeated; `onOpen` runs on each
 * (re)connection, for a reader to catch up on what it read before. A refusal (4xx) ends the
 * iteration with GatewayResponseError; aborting `signal` ends it quietly.
 *
 * @example
 * for await (const event of followEvents(client, { chainId: 1, safe }, { signal })) refetch(event)
 */
export async function* followEvents(
  client: GatewayClient,
  parameters: FollowEventsParameters,
  { signal }: RequestOptions = {},
): AsyncGenerator<GatewayEvent> {
  const { chainId, lastEventId } = parameters
  const target = streamPath(parameters)
  const firstDelay = parameters.reconnectDelayMs ?? 1_000
  let resumeAfter = lastEventId
  let delay = firstDelay
  while (!signal?.aborted) {
    try {
      const search = new URLSearchParams(target.search)
      if (resumeAfter) search.set('after', resumeAfter)
      const response = await client.stream({
        path: `${target.path}${search.size > 0 ? `?${search}` : ''}`,
        pathParams: { chainId, ...target.pathParams },
        signal,
      })
      if (!response.body) throw new Error('the event stream has no body')
      parameters.onOpen?.()
      for await (const event of parseServerSentEvents(response.body)) {
        delay = firstDelay
        if (event.id) resumeAfter = event.id
        yield { id: event.id, type: event.event, payload: parsePayload(event.data) }
      }
    } catch (error) {
      if (signal?.aborted) return
      // Only a dropped connection or a busy gateway is waited out; a refusal or a bad call is not.
      const busy =
        error instanceof GatewayResponseError && (error.status >= 500 || error.status === 429)
      if (error instanceof BaseError && !busy) throw error
    }
    // The stream ended or the network failed: wait, then resume where it stopped.
    try {
      await sleep(delay, signal)
    } catch {
      return
    }
    delay = Math.min(delay * 2, MAX_RECONNECT_DELAY_MS)
  }
}

/** The stream's path, its parameters and its query (a list of Safes repeats `safe`). */
function streamPath(target: EventsTarget): {
  path: string
  pathParams: Record<string, string>
  search: string[][]
} {
  if (target.safes !== undefined) {
    const search = target.safes.map((safe) => ['safe', safe])
    return { path: '/v1/chains/{chainId}/events', pathParams: {}, search }
  }
  return target.safe !== undefined
    ? {
        path: '/v1/chains/{chainId}/safes/{address}/events',
        pathParams: { address: target.safe },
        search: [],
      }
    : {
        path: '/v1/chains/{chainId}/owners/{address}/events',
        pathParams: { address: target.owner },
        search: [],
      }
}

/** An event's JSON data; the gateway sends flat string fields. */
function parsePayload(data: string): Record<string, string> {
  const value: unknown = JSON.parse(data)
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TypeError(`Invalid event data: expected a JSON object, got ${data.slice(0, 80)}`)
  }
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, String(field)]))
}
