import { type Context, Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import { type Address, getAddress, isAddress } from 'viem'
import type { GatewayDeps } from '../deps'
import { badRequest } from '../errors'
import { createEventSignal } from '../events/createEventSignal'
import { type EventScope, readEvents } from '../events/readEvents'
import { resolveChain } from '../http/resolveChain'
import { addressPath } from '../http/validators'

/** How often waiting streams look for new events, in ms. */
const POLL_INTERVAL_MS = 200
/** How long a hole in the outbox's ids is waited for before it counts as rolled back. */
export const GAP_TIMEOUT_MS = 5_000
/** Events sent per read; a stream behind by more catches up over several reads. */
const BATCH = 200
/** A comment line this often keeps proxies from closing a quiet stream. */
const KEEPALIVE_MS = 15_000

/**
 * Where a stream resumes: the `Last-Event-ID` header a reconnecting EventSource sends, else
 * `?after=`; absent, it starts with the events written from now on.
 * @throws ApiError 400 when the value is not a non-negative integer
 */
function parseResumeId(header: string | undefined, query: string | undefined): number | 'now' {
  const value = header ?? query
  if (value === undefined || value === '') return 'now'
  if (!/^\d{1,15}$/.test(value)) {
    throw badRequest(`Invalid event id "${value}": expected the id of an event, a whole number`)
  }
  return Number(value)
}

/** Safes one multi-Safe stream may follow: a wallet's inbox, kept to one connection a chain. */
export const MAX_STREAM_SAFES = 100

/**
 * The `safe` query values of a multi-Safe stream, checksummed and deduplicated.
 * @throws ApiError 400 naming a bad address, or when there are none or too many
 */
function parseSafeList(values: string[]): Address[] {
  if (values.length === 0) throw badRequest('Give the Safes to follow: ?safe=0x…&safe=0x…')
  const safes = new Set<Address>()
  for (const value of values) {
    if (!isAddress(value, { strict: false })) throw badRequest(`Invalid address "${value}"`)
    safes.add(getAddress(value))
  }
  if (safes.size > MAX_STREAM_SAFES) {
    throw badRequest(
      `Too many Safes (${safes.size}): one stream follows at most ${MAX_STREAM_SAFES}`,
    )
  }
  return [...safes]
}

/**
 * `GET /v1/chains/{chainId}/safes/{address}/events`, `…/owners/{address}/events` and
 * `…/events?safe=…&safe=…`: the outbox as server-sent events (`id` the event id, `event` its
 * type, `data` its payload JSON), of one Safe, of the Safes an owner owns or of a list of Safes,
 * resumable with `Last-Event-ID`.
 */
export function eventsRoutes(deps: GatewayDeps): Hono {
  const app = new Hono()
  const signal = createEventSignal(deps.db, {
    intervalMs: POLL_INTERVAL_MS,
    gapTimeoutMs: GAP_TIMEOUT_MS,
    log: deps.log,
  })

  const stream = async (c: Context, scope: EventScope, resume: number | 'now') => {
    // Read before the answer starts: whatever a client does once it has the answer comes after.
    let afterId = resume === 'now' ? await signal.watermark() : resume
    return streamSSE(c, async (stream) => {
      const aborted = new AbortController()
      stream.onAbort(() => aborted.abort())
      const keepalive = setInterval(() => void stream.write(': keepalive\n\n'), KEEPALIVE_MS)
      try {
        while (!aborted.signal.aborted) {
          const upTo = await signal.waitForEventAfter(afterId, aborted.signal)
          if (aborted.signal.aborted) break
          const batch = await readEvents(deps.db, { scope, afterId, upTo, limit: BATCH })
          for (const event of batch) {
            await stream.writeSSE({
              id: String(event.id),
              event: event.type,
              data: JSON.stringify(event.payload),
            })
          }
          // All of the scope up to the watermark is sent, unless the batch was full.
          afterId = batch.length < BATCH ? upTo : (batch.at(-1)?.id ?? upTo)
        }
      } finally {
        clearInterval(keepalive)
      }
    })
  }
  const resumeOf = (c: Context) =>
    parseResumeId(c.req.header('Last-Event-ID'), c.req.query('after'))

  for (const [kind, path] of [
    ['safe', '/v1/chains/:chainId/safes/:address/events'],
    ['owner', '/v1/chains/:chainId/owners/:address/events'],
  ] as const) {
    app.get(path, resolveChain(deps.chains), addressPath, async (c) => {
      const { address } = c.req.valid('param')
      const { chainId } = c.var.chain
      const scope: EventScope =
        kind === 'safe' ? { chainId, safe: address } : { chainId, owner: address }
      return stream(c, scope, resumeOf(c))
    })
  }
  app.get('/v1/chains/:chainId/events', resolveChain(deps.chains), async (c) => {
    const safes = parseSafeList(c.req.queries('safe') ?? [])
    return stream(c, { chainId: c.var.chain.chainId, safes }, resumeOf(c))
  })
  return app
}
