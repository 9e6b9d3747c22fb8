/** Backoff exponent cap: at most 2^7 slots of 100 ms (12.7 s) between 429 retries. */
const MAX_BACKOFF_EXPONENT = 7
const BACKOFF_SLOT_MS = 100

/**
 * How long to wait before retrying a 429: the `Retry-After` header (delta seconds or an HTTP
 * date) when present and valid, else a random number of 100 ms slots that grows per attempt.
 */
export function retryDelay(retryAfter: string | null, attempt: number, now = Date.now()): number {
  const header = retryAfter?.trim()
  if (header) {
    if (/^\d+$/.test(header)) return Number(header) * 1000
    const date = Date.parse(header)
    if (!Number.isNaN(date)) return Math.max(0, date - now)
  }
  const slots = 2 ** Math.min(attempt + 1, MAX_BACKOFF_EXPONENT)
  return Math.floor(Math.random() * slots) * BACKOFF_SLOT_MS
}
