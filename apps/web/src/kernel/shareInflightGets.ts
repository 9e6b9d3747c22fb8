type Inflight = {
  /** Resolves to the status, headers and whole body of the one network response. */
  response: Promise<{ body: ArrayBuffer | null; init: ResponseInit }>
  /** Callers still waiting for it. */
  waiting: number
  /** A caller aborted (an unmount): its remount may come after the answer. */
  deserted: boolean
  /** Aborts the request and forgets it, so a later caller starts a new one. */
  abandon(reason: unknown): void
}

/** Statuses whose Response must not carry a body. */
const NULL_BODY = new Set([101, 204, 205, 304])

/**
 * How long a request nobody waits for is kept before it is aborted. React's remount of the app
 * (when the lazily loaded wallet stack arrives) can span several tasks on a busy machine: with
 * the check a task later, a CI run saw the dashboard's Safe info request aborted and sent again
 * 2 ms apart. A GET kept a second too long costs nothing but its answer.
 */
export const ABANDON_AFTER_MS = 1000

/**
 * Wraps `fetch` so identical GETs in flight at the same time (same URL and credentials) share
 * one network request, each caller getting its own Response. A caller's abort only detaches it;
 * the request is aborted when no caller is left {@link ABANDON_AFTER_MS} later — so a query
 * that React unmounts and mounts again (the app remounts once when the lazily loaded wallet
 * stack arrives) re-joins its request instead of cancelling it and sending the same one again.
 * An answer that arrives while every caller has aborted is kept for the same grace, so a remount
 * that comes after it (its query was reverted when it unmounted) gets it without a new request.
 */
export function shareInflightGets(
  fetchImpl: typeof fetch,
  { abandonAfterMs = ABANDON_AFTER_MS }: { abandonAfterMs?: number } = {},
): typeof fetch {
  const inflight = new Map<string, Inflight>()

  return (input, init) => {
    const method = (init?.method ?? 'GET').toUpperCase()
    // An event stream never ends: its body cannot be read whole and shared.
    const isStream = new Headers(init?.headers).get('accept')?.includes('text/event-stream')
    if (method !== 'GET' || typeof input !== 'string' || init?.body != null || isStream) {
      return fetchImpl(input, init)
    }
    if (init?.signal?.aborted) return Promise.reject(init.signal.reason)
    const key = `${init?.credentials ?? ''} ${input}`
    let entry = inflight.get(key)
    if (!entry) {
      const controller = new AbortController()
      const forget = () => {
        if (inflight.get(key) === created) inflight.delete(key)
      }
      const created: Inflight = {
        waiting: 0,
        deserted: false,
        abandon: (reason) => {
          forget()
          controller.abort(reason)
        },
        response: fetchImpl(input, { ...init, signal: controller.signal }).then(
          async (response) => ({
            body: NULL_BODY.has(response.status) ? null : await response.arrayBuffer(),
            init: {
              status: response.status,
              statusText: response.statusText,
              headers: response.headers,
            },
          }),
        ),
      }
      const settled = () => {
        if (created.deserted && created.waiting === 0) setTimeout(forget, abandonAfterMs)
        else forget()
      }
      created.response.then(settled, settled)
      inflight.set(key, created)
      entry = created
    }
    return join(entry, init?.signal ?? undefined, abandonAfterMs)
  }
}

function join(
  entry: Inflight,
  signal: AbortSignal | undefined,
  abandonAfterMs: number,
): Promise<Response> {
  entry.waiting++
  return new Promise<Response>((resolve, reject) => {
    let attached = true
    const detach = () => {
      if (!attached) return
      attached = false
      signal?.removeEventListener('abort', onAbort)
      entry.waiting--
    }
    const onAbort = () => {
      entry.deserted = true
      detach()
      reject(signal?.reason)
      setTimeout(() => {
        if (entry.waiting === 0) entry.abandon(signal?.reason)
      }, abandonAfterMs)
    }
    signal?.addEventListener('abort', onAbort, { once: true })
    entry.response.then(
      ({ body, init }) => {
        if (!attached) return
        detach()
        resolve(new Response(body, init))
      },
      (error: unknown) => {
        if (!attached) return
        detach()
        reject(error)
      },
    )
  })
}
