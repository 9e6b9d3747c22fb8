/** SPEC §9: the first poll comes after 250 ms… */
export const POLLING_INTERVAL_MS = 250
/** …and the wait doubles up to a ceiling of 10 s. */
export const POLLING_CEILING_MS = 10_000

/**
 * How long to wait before poll number `attempt` (0 for the first) while waiting for the
 * gateway to show something (a message reaching its threshold…): 250 ms, doubling, at most
 * 10 s — quick while a change is likely, gentle on the gateway when it takes long.
 * @example pollingDelay(0) // 250; pollingDelay(3) // 2000; pollingDelay(9) // 10000
 */
export function pollingDelay(attempt: number): number {
  const exponent = Math.min(Math.max(0, Math.floor(attempt)), 16)
  return Math.min(POLLING_INTERVAL_MS * 2 ** exponent, POLLING_CEILING_MS)
}
