/** Serialised JSON answers by key, least recently used dropped first, bounded in bytes. */
export type ResponseCache = {
  /**
   * The cached body of `key`, else `compute()`'s value serialised and kept. Concurrent misses of
   * one key share a single computation, so a burst of identical requests costs one.
   */
  get(key: string, compute: () => Promise<unknown>): Promise<string>
  /** Drops everything (tests, or a version going backwards). */
  clear(): void
  readonly size: number
}

/**
 * A response cache holding at most `maxBytes` of JSON (string length, a close enough measure);
 * 0 turns it off (every call computes).
 * Callers put a data version into every key, so entries never need invalidating: stale ones
 * are simply never asked for again and age out.
 */
export function createResponseCache(opts: { maxBytes: number }): ResponseCache {
  const entries = new Map<string, string>()
  const pending = new Map<string, Promise<string>>()
  let bytes = 0

  const keep = (key: string, body: string) => {
    if (body.length > opts.maxBytes / 4) return // one huge answer must not flush everything else
    entries.set(key, body)
    bytes += body.length
    for (const [oldKey, oldBody] of entries) {
      if (bytes <= opts.maxBytes) break
      entries.delete(oldKey)
      bytes -= oldBody.length
    }
  }

  return {
    async get(key, compute) {
      if (opts.maxBytes <= 0) return JSON.stringify(await compute())
      const hit = entries.get(key)
      if (hit !== undefined) {
        // Re-insert to mark it most recently used (Map keeps insertion order).
        entries.delete(key)
        entries.set(key, hit)
        return hit
      }
      const inFlight = pending.get(key)
      if (inFlight) return inFlight
      const computing = compute()
        .then((value) => {
          const body = JSON.stringify(value)
          keep(key, body)
          return body
        })
        .finally(() => pending.delete(key))
      pending.set(key, computing)
      return computing
    },
    clear() {
      entries.clear()
      bytes = 0
    },
    get size() {
      return entries.size
    },
  }
}
