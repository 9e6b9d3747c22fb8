/** Where RainbowKit keeps recent transactions: `{ [address]: { [chainId]: Transaction[] } }`. */
export const RECENT_TRANSACTIONS_KEY = 'rk-transactions'

type RecentTransactionsStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * Removes every recent transaction of `address` (all chains) from RainbowKit's storage,
 * keeping other addresses'. Addresses compare case-insensitively. Returns whether storage
 * changed; unreadable storage (disabled, or not JSON, which RainbowKit reads as empty) is left
 * as it is.
 */
export function removeRecentTransactions(
  storage: RecentTransactionsStorage,
  address: string,
): boolean {
  try {
    const raw = storage.getItem(RECENT_TRANSACTIONS_KEY)
    if (!raw) return false
    const data: unknown = JSON.parse(raw)
    if (!data || typeof data !== 'object' || Array.isArray(data)) return false
    const target = address.toLowerCase()
    const entries = Object.entries(data)
    const kept = entries.filter(([owner]) => owner.toLowerCase() !== target)
    if (kept.length === entries.length) return false
    if (kept.length === 0) storage.removeItem(RECENT_TRANSACTIONS_KEY)
    else storage.setItem(RECENT_TRANSACTIONS_KEY, JSON.stringify(Object.fromEntries(kept)))
    return true
  } catch {
    return false
  }
}
