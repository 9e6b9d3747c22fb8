import type { TransactionListPage, TransactionSummary } from '@assent/gateway-client'

const MAX_PAGES = 500

/**
 * Every transaction between `start` and `end` (ms, inclusive), paging through a newest-first
 * list: stops at the first page that reaches past `start`, or when there is no next page.
 */
export async function collectHistoryRange(
  fetchPage: (pageUrl: string | null) => Promise<TransactionListPage>,
  { start, end }: { start?: number; end?: number },
): Promise<TransactionSummary[]> {
  const collected: TransactionSummary[] = []
  const seen = new Set<string>()
  let pageUrl: string | null = null
  for (let count = 0; count < MAX_PAGES; count++) {
    const page = await fetchPage(pageUrl)
    let reachedStart = false
    for (const item of page.results) {
      if (item.type !== 'TRANSACTION' || seen.has(item.transaction.id)) continue
      const { timestamp } = item.transaction
      if (start !== undefined && timestamp < start) {
        reachedStart = true
        continue
      }
      if (end !== undefined && timestamp > end) continue
      seen.add(item.transaction.id)
      collected.push(item.transaction)
    }
    if (reachedStart || !page.next) return collected
    pageUrl = page.next
  }
  throw new Error(`The export stopped after ${MAX_PAGES} pages; choose a shorter date range.`)
}
