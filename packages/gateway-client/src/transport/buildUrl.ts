import { BaseError } from '../errors/base'

/** Query values; `null`/`undefined` entries are left out of the URL. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>

/**
 * Joins the base URL, a `{name}`-templated path and the set query parameters. Segments are
 * percent-encoded so an address or id can never change the path; no `?` when nothing is set.
 */
export function buildUrl(
  baseUrl: string,
  path: string,
  pathParams: Record<string, string | number> = {},
  query: QueryParams = {},
): string {
  const filledPath = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = pathParams[name]
    if (value === undefined) throw new BaseError(`Missing path parameter "${name}" for ${path}`)
    return encodeURIComponent(String(value))
  })
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) search.append(key, String(value))
  }
  const queryString = search.toString()
  return `${baseUrl.replace(/\/+$/, '')}${filledPath}${queryString ? `?${queryString}` : ''}`
}

/** A page URL from `next`/`previous` is used as given; a relative one resolves on the base URL. */
export function resolvePageUrl(baseUrl: string, pageUrl: string): string {
  return /^https?:\/\//i.test(pageUrl) ? pageUrl : new URL(pageUrl, `${baseUrl}/`).toString()
}
