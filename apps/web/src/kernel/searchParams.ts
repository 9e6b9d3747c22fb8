/**
 * Search params as plain strings (no JSON encoding of values), so links read
 * `?safe=devnet:0x…` like Safe{Wallet}'s and other tools can build them by hand.
 */
export function parseSearch(search: string): Record<string, string> {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)
  const result: Record<string, string> = {}
  for (const [key, value] of params) result[key] = value
  return result
}

/** Inverse of parseSearch; skips empty values and keeps `:` readable. */
export function stringifySearch(search: Record<string, unknown>): string {
  const parts: string[] = []
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue
    const text = typeof value === 'string' ? value : JSON.stringify(value)
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text).replace(/%3A/gi, ':')}`)
  }
  return parts.length ? `?${parts.join('&')}` : ''
}
