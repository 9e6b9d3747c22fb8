const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** A key as JSON stores it, with each object's fields in one order and addresses in lower case. */
const canonical = (key: readonly unknown[]) =>
  JSON.stringify(key, (_, value: unknown) => {
    if (typeof value === 'string') return ADDRESS.test(value) ? value.toLowerCase() : value
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value
    return Object.fromEntries(
      Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    )
  })

/**
 * Whether a stored query key (parsed from JSON, so without `undefined` fields) names the same
 * entry as `key`: TanStack Query's hashing sorts object fields too, and an address may be
 * written in any case (the web app's boot keeps the one in the URL as written).
 *
 * @example
 * sameQueryKey(stored.queryKey, gatewayResources.chains.key({ baseUrl }))
 */
export function sameQueryKey(stored: unknown, key: readonly unknown[]): boolean {
  return Array.isArray(stored) && canonical(stored) === canonical(key)
}
