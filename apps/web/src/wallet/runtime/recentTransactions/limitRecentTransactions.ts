import { RECENT_TRANSACTIONS_KEY } from './removeRecentTransactions'

/** SPEC §9: at most 10 finished transactions are kept (per account and chain). */
export const MAX_FINISHED_TRANSACTIONS = 10

type RecentTransactionsStorage = Pick<Storage, 'getItem' | 'setItem'>

/**
 * Keeps at most `max` finished (confirmed or failed) transactions per account and chain in
 * RainbowKit's storage, the newest (RainbowKit lists newest first), and every pending one.
 * RainbowKit 2 means to keep 10 but its filter (`count++ <= 10`) keeps 11. Returns whether
 * storage changed; unreadable storage is left as it is.
 */
export function limitRecentTransactions(
  storage: RecentTransactionsStorage,
  max = MAX_FINISHED_TRANSACTIONS,
): boolean {
  try {
    const raw = storage.getItem(RECENT_TRANSACTIONS_KEY)
    if (!raw) return false
    const data: unknown = JSON.parse(raw)
    if (!isRecord(data)) return false
    let changed = false
    for (const chains of Object.values(data)) {
      if (!isRecord(chains)) continue
      for (const [chainId, list] of Object.entries(chains)) {
        if (!Array.isArray(list)) continue
        let finished = 0
        const kept = list.filter((transaction: unknown) => {
          const pending = isRecord(transaction) && transaction.status === 'pending'
          return pending || ++finished <= max
        })
        if (kept.length !== list.length) {
          chains[chainId] = kept
          changed = true
        }
      }
    }
    if (changed) storage.setItem(RECENT_TRANSACTIONS_KEY, JSON.stringify(data))
    return changed
  } catch {
    return false
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
