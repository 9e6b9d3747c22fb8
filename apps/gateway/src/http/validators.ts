import { validator } from 'hono/validator'
import { parseAddressParam } from './parseAddressParam'

/** Reads one path parameter (decoded by the router; '' when the route has none of that name). */
export type PathParam = (name: string) => string

/** Reads one query parameter: its first value, as `c.req.query(name)` does; undefined if absent. */
export type QueryParam = (name: string) => string | undefined

/**
 * Route middleware validating path parameters with `parse`, which throws a 400 ApiError for a
 * bad value (answered by the app's error handler); handlers read its result with
 * `c.req.valid('param')`.
 * @example validPath((param) => ({ address: parseAddressParam(param('address')) }))
 */
export function validPath<T>(parse: (param: PathParam) => T) {
  return validator('param', (params) => parse((name) => params[name] ?? ''))
}

/**
 * Route middleware validating query parameters with `parse` (see {@link validPath});
 * handlers read its result with `c.req.valid('query')`.
 * @example validQuery((query) => parseCursor(query('cursor'), LIST_CURSOR))
 */
export function validQuery<T>(parse: (query: QueryParam) => T) {
  return validator('query', (query) =>
    parse((name) => {
      const value = query[name]
      return Array.isArray(value) ? value[0] : value
    }),
  )
}

/** `:address` of the path, checksummed (see parseAddressParam), as `c.req.valid('param').address`. */
export const addressPath = validPath((param) => ({ address: parseAddressParam(param('address')) }))
