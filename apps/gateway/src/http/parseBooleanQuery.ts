import { badRequest } from '../errors'

/** A `true`/`false` query flag; absent → `fallback`, anything else → 400. */
export function parseBooleanQuery(
  value: string | undefined,
  name: string,
  fallback: boolean,
): boolean {
  if (value === undefined || value === '') return fallback
  if (value === 'true') return true
  if (value === 'false') return false
  throw badRequest(`Invalid ${name}: ${value} (expected true or false)`)
}
