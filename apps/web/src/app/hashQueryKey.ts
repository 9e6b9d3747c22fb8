import type { QueryKey } from '@tanstack/react-query'

/**
 * Stable hash of a query key: object keys sorted (as TanStack's default), bigints written as
 * `"123n"` so keys holding bigints (wagmi's) hash instead of throwing.
 */
export function hashQueryKey(queryKey: QueryKey): string {
  return JSON.stringify(queryKey, (_key, value: unknown) => {
    if (typeof value === 'bigint') return `${value}n`
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const record = value as Record<string, unknown>
      return Object.keys(record)
        .sort()
        .reduce<Record<string, unknown>>((sorted, key) => {
          sorted[key] = record[key]
          return sorted
        }, {})
    }
    return value
  })
}
