/** One item of a history page; `T` is the transaction payload (a TransactionSummary on the wire). */
export type HistoryItem<T> =
  | { type: 'DATE_LABEL'; timestamp: number }
  | { type: 'TRANSACTION'; transaction: T; conflictType: 'None' }

const dayFormatters = new Map<string, Intl.DateTimeFormat>()

/** Tells whether `timeZone` is an IANA time zone name this runtime knows. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    dayFormatter(timeZone)
    return true
  } catch {
    return false
  }
}

/** Formatters are costly to build and a history request formats up to a page of dates. */
function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    if (dayFormatters.size > 1000) dayFormatters.clear()
    dayFormatters.set(timeZone, formatter)
  }
  return formatter
}

/** The calendar day (`YYYY-MM-DD`) of a ms timestamp in `timeZone`. */
export function calendarDay(timestamp: number, timeZone: string): string {
  return dayFormatter(timeZone).format(new Date(timestamp))
}

/**
 * Builds one page of the transaction history by the rules of GATEWAY-API.md.
 *
 * `entries` are ordered newest first (the Safe's creation last). Paging counts transactions:
 * the page holds `entries[offset, offset + limit)`. Each calendar day in `timeZone` starts with
 * a `DATE_LABEL` whose timestamp is the newest tx's time that day; a day that continues from
 * the previous page (same day as `entries[offset - 1]`) gets no second label. A caller may pass
 * a window of the full list that includes `entries[offset - 1]`.
 *
 * @throws RangeError when `timeZone` is not a valid IANA time zone
 * @example buildHistoryPage(entries, 'Europe/Berlin', 0, 20)
 */
export function buildHistoryPage<T extends { timestamp: number }>(
  entries: readonly T[],
  timeZone: string,
  offset: number,
  limit: number,
): HistoryItem<T>[] {
  const items: HistoryItem<T>[] = []
  const start = Math.max(0, offset)
  const end = Math.min(entries.length, start + limit)
  const before = entries[start - 1]
  let currentDay = before ? calendarDay(before.timestamp, timeZone) : undefined
  for (let index = start; index < end; index++) {
    const entry = entries[index] as T
    const day = calendarDay(entry.timestamp, timeZone)
    if (day !== currentDay) {
      items.push({ type: 'DATE_LABEL', timestamp: entry.timestamp })
      currentDay = day
    }
    items.push({ type: 'TRANSACTION', transaction: entry, conflictType: 'None' })
  }
  return items
}
