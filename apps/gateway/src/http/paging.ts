import type { Page } from '@assent/gateway-client'
import { badRequest } from '../errors'

/** Which entries of a list a page holds: `limit` entries from `offset`. */
export type PageRequest = { limit: number; offset: number }

/**
 * How an endpoint reads its `cursor`. The two kinds of list have kept their own rules:
 * {@link LIST_CURSOR} for transaction and message lists, {@link COLLECTION_CURSOR} for chains
 * and collectibles.
 */
export type CursorRules = {
  /** Larger limits are lowered to this. */
  maxLimit: number
  /** true: `limit=` or `offset=` without a value is a 400; false: it takes the default. */
  emptyValueInvalid: boolean
}

export const DEFAULT_PAGE_LIMIT = 20

/** Queue, history, the transaction lists and messages (docs/transactions.md → Paging). */
export const LIST_CURSOR: CursorRules = { maxLimit: 200, emptyValueInvalid: false }

/** `GET /v1/chains` and the v2 collectibles. */
export const COLLECTION_CURSOR: CursorRules = { maxLimit: 100, emptyValueInvalid: true }

/**
 * Reads the `cursor` query value (`limit=N&offset=M`, already URL-decoded once by the router).
 * A missing cursor or part takes the default (limit {@link DEFAULT_PAGE_LIMIT}, offset 0);
 * anything else malformed, or a limit of 0, is a 400 `Invalid cursor: …`.
 * @example parseCursor('limit=20&offset=40', LIST_CURSOR) // { limit: 20, offset: 40 }
 */
export function parseCursor(cursor: string | undefined, rules: CursorRules): PageRequest {
  const params = new URLSearchParams(cursor ?? '')
  const read = (name: string, fallback: number, min: number): number => {
    const raw = params.get(name)
    if (raw === null || (raw === '' && !rules.emptyValueInvalid)) return fallback
    if (!/^\d{1,9}$/.test(raw) || Number(raw) < min) throw badRequest(`Invalid cursor: ${cursor}`)
    return Number(raw)
  }
  return {
    limit: Math.min(read('limit', DEFAULT_PAGE_LIMIT, 1), rules.maxLimit),
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

/** The entries of `all` that `page` holds. */
export function pageOf<T>(all: readonly T[], page: PageRequest): T[] {
  return all.slice(page.offset, page.offset + page.limit)
}
