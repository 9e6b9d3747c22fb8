import type { Context } from 'hono'
import type { PageRequest } from '../http/paging'
import { FieldErrors } from './serviceErrors'

/** The service's page size when `limit` is absent, and the largest it serves. */
export const SERVICE_DEFAULT_LIMIT = 100
export const SERVICE_MAX_LIMIT = 200

/** A list answer of the Transaction Service (DRF's LimitOffsetPagination). */
export type ServicePage<T> = {
  count: number
  next: string | null
  previous: string | null
  results: T[]
}

/** `limit` and `offset` of the request: field-keyed 400 when not non-negative integers. */
export function readServicePage(c: Context): PageRequest {
  const read = (name: string, fallback: number, min: number) => {
    const raw = c.req.query(name)
    if (raw === undefined || raw === '') return fallback
    if (!/^\d{1,9}$/.test(raw) || Number(raw) < min) {
      throw new FieldErrors({ [name]: ['A valid integer is required.'] })
    }
    return Number(raw)
  }
  return {
    limit: Math.min(read('limit', SERVICE_DEFAULT_LIMIT, 1), SERVICE_MAX_LIMIT),
    offset: read('offset', 0, 0),
  }
}

function withLimitOffset(url: string, limit: number, offset: number): string {
  const next = new URL(url)
  next.searchParams.set('limit', String(limit))
  // DRF drops offset=0 from the previous link of the second page.
  if (offset > 0) next.searchParams.set('offset', String(offset))
  else next.searchParams.delete('offset')
  return next.toString()
}

/** Wraps one page of results with `count` and absolute `next`/`previous` URLs (null at the ends). */
export function toServicePage<T>(
  requestUrl: string,
  page: PageRequest,
  count: number,
  results: T[],
): ServicePage<T> {
  const { limit, offset } = page
  return {
    count,
    next: offset + limit < count ? withLimitOffset(requestUrl, limit, offset + limit) : null,
    previous: offset > 0 ? withLimitOffset(requestUrl, limit, Math.max(0, offset - limit)) : null,
    results,
  }
}
