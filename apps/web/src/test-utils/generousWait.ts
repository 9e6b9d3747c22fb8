/**
 * Ceiling for `vi.waitFor` and `expect.poll`, whose own default (1 s) a busy machine (load 20 on
 * two cores) outlasts. A wait still returns as soon as its condition holds.
 * @example await expect.poll(() => fetches, GENEROUS_WAIT).toBe(2)
 */
export const GENEROUS_WAIT = { timeout: 20_000, interval: 10 } as const
