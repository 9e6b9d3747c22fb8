import type { Page } from '@assent/gateway-client'
import { badRequest } from '../errors'

export const DEFAULT_PAGE_LIMIT = 20
export const MAX_PAGE_LIMIT = 200

export type PageRequest = { limit: number; offset: number }

/**
 * Reads the `cursor` query value (`limit=N&offset=M`, already URL-decoded once by the router).
 * Missing parts take the defaults; anything else malformed is a 400.
 * @example parseCursor('limit=20&offset=40') // { limit: 20, offset: 40 }
 */
export function parseCursor(
  cursor: string | undefined,
  defaultLimit = DEFAULT_PAGE_LIMIT,
): PageRequest {
  const params = new URLSearchParams(cursor ?? '')
  const read = (name: string, fallback: number, min: number): number => {
    const raw = params.get(name)
    if (raw === null || raw === '') return fallback
    if (!/^\d{1,9}$/.test(raw) || Number(raw) < min) throw badRequest(`Invalid cursor: ${cursor}`)
    return Number(raw)
  }
  return {
    limit: Math.min(read('limit', defaultLimit, 1), MAX_PAGE_LIMIT),
    offset: read('offset', 0, 0),
  }
}

/** The absolute URL of `url` with its cursor set to `limit`/`offset`. */
function withCursor(url: string, limit: number, offset: number): string {
  const next = new URL(url)
  next.searchParams.set('cursor', `limit=${limit}&offset=${offset}`)
  return next.toString()
}

/**
 * Wraps page results with `count` and absolute `next`/`previous` URLs (null at the ends).
 * @param requestUrl the full URL of the request, kept with its other query parameters
 */
export function toPage<T>(
  requestUrl: string,
  page: PageRequest,
  count: number,
  results: T[],
): Page<T> {
  const { limit, offset } = page
  return {
    count,
    next: offset + limit < count ? withCursor(requestUrl, limit, offset + limit) : null,
    previous: offset > 0 ? withCursor(requestUrl, limit, Math.max(0, offset - limit)) : null,
    results,
  }
}
