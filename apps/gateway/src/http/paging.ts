import type { Page } from '@assent/gateway-client'
import { badRequest } from '../errors'

export type PageWindow = { limit: number; offset: number }

export const DEFAULT_PAGE_LIMIT = 20
export const MAX_PAGE_LIMIT = 100

/**
 * Reads the `cursor` query value (`limit=N&offset=M`, already URL-decoded once by the router).
 * Missing → the first page of DEFAULT_PAGE_LIMIT; malformed → 400.
 * @example parsePageCursor('limit=20&offset=40') // { limit: 20, offset: 40 }
 */
export function parsePageCursor(
  cursor: string | undefined,
  defaultLimit = DEFAULT_PAGE_LIMIT,
): PageWindow {
  if (!cursor) return { limit: defaultLimit, offset: 0 }
  const params = new URLSearchParams(cursor)
  const limit = parseNonNegativeInt(params.get('limit') ?? String(defaultLimit))
  const offset = parseNonNegativeInt(params.get('offset') ?? '0')
  if (limit === null || offset === null || limit === 0)
    throw badRequest(`Invalid cursor: ${cursor}`)
  return { limit: Math.min(limit, MAX_PAGE_LIMIT), offset }
}

/**
 * The absolute URL of another page of the list at `requestUrl`: same path and query, with
 * `cursor` replaced.
 */
export function pageUrl(requestUrl: string, window: PageWindow): string {
  const url = new URL(requestUrl)
  url.searchParams.set('cursor', `limit=${window.limit}&offset=${window.offset}`)
  return url.toString()
}

/** A Page with `next`/`previous` links for `window` of a list of `count` entries. */
export function toPage<T>(
  requestUrl: string,
  window: PageWindow,
  count: number,
  results: T[],
): Page<T> {
  const { limit, offset } = window
  return {
    count,
    next: offset + limit < count ? pageUrl(requestUrl, { limit, offset: offset + limit }) : null,
    previous:
      offset > 0 ? pageUrl(requestUrl, { limit, offset: Math.max(0, offset - limit) }) : null,
    results,
  }
}

function parseNonNegativeInt(value: string): number | null {
  return /^\d{1,9}$/.test(value) ? Number(value) : null
}
