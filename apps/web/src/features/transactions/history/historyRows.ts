import type { TransactionListItem, TransactionSummary } from '@assent/gateway-client'

export type HistoryRow =
  | { type: 'date'; key: string; timestamp: number }
  | { type: 'tx'; key: string; transaction: TransactionSummary }

/**
 * Rows of the unfiltered history list: the gateway's DATE_LABELs (cut in the user's zone) as
 * they come, and each transaction once. (buildHistoryRows in historyFilters.ts adds filtering;
 * the boot's first paint uses this alone.)
 */
export function listHistoryRows(items: readonly TransactionListItem[]): HistoryRow[] {
  const rows: HistoryRow[] = []
  const seen = new Set<string>()
  items.forEach((item, index) => {
    if (item.type === 'DATE_LABEL') {
      rows.push({ type: 'date', key: `date-${item.timestamp}-${index}`, timestamp: item.timestamp })
    } else if (item.type === 'TRANSACTION' && !seen.has(item.transaction.id)) {
      seen.add(item.transaction.id)
      rows.push({ type: 'tx', key: item.transaction.id, transaction: item.transaction })
    }
  })
  return rows
}
