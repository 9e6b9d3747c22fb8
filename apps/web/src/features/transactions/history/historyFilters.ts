import type { TransactionListItem, TransactionSummary } from '@assent/gateway-client'
import { type HistoryRow, listHistoryRows } from './historyRows'

export type HistoryFilter = {
  type: 'all' | 'incoming' | 'outgoing' | 'module'
  /** `YYYY-MM-DD`, a day in the user's time zone, inclusive. */
  from?: string
  to?: string
  /** A token address or symbol (case-insensitive); the native coin matches its symbol. */
  token?: string
}

export const NO_FILTER: HistoryFilter = { type: 'all' }

export function isFiltered(filter: HistoryFilter): boolean {
  return filter.type !== 'all' || Boolean(filter.from || filter.to || filter.token)
}

/** Milliseconds of the start of `from` and the end of `to`, in the given IANA time zone. */
export function dayRange(
  filter: HistoryFilter,
  timeZone: string,
): { start?: number; end?: number } {
  return {
    start: filter.from ? zonedMidnight(filter.from, timeZone) : undefined,
    end: filter.to ? zonedMidnight(nextDay(filter.to), timeZone) - 1 : undefined,
  }
}

/** The query the gateway's filtered endpoints take for this filter. */
export function gatewayFilterQuery(
  filter: HistoryFilter,
  timeZone: string,
): Record<string, string | boolean | undefined> {
  const { start, end } = dayRange(filter, timeZone)
  return {
    execution_date__gte: start === undefined ? undefined : new Date(start).toISOString(),
    execution_date__lte: end === undefined ? undefined : new Date(end).toISOString(),
    executed: filter.type === 'outgoing' ? true : undefined,
    token_address:
      filter.type === 'incoming' && filter.token && /^0x[0-9a-fA-F]{40}$/.test(filter.token)
        ? filter.token
        : undefined,
  }
}

/**
 * Whether a transaction passes the filter (applied in the browser too, so the result is the
 * same whichever endpoint served it).
 */
export function matchesFilter(
  transaction: TransactionSummary,
  filter: HistoryFilter,
  timeZone: string,
  nativeSymbol: string,
): boolean {
  const { start, end } = dayRange(filter, timeZone)
  if (start !== undefined && transaction.timestamp < start) return false
  if (end !== undefined && transaction.timestamp > end) return false
  const info = transaction.txInfo
  if (filter.type === 'incoming' && !(info.type === 'Transfer' && info.direction === 'INCOMING'))
    return false
  if (filter.type === 'module' && transaction.executionInfo?.type !== 'MODULE') return false
  if (filter.type === 'outgoing') {
    const incoming = info.type === 'Transfer' && info.direction === 'INCOMING'
    if (incoming || transaction.executionInfo?.type === 'MODULE' || info.type === 'Creation')
      return false
  }
  if (filter.token) {
    const wanted = filter.token.trim().toLowerCase()
    if (info.type !== 'Transfer') return false
    const transfer = info.transferInfo
    const matches =
      transfer.type === 'NATIVE_COIN'
        ? wanted === nativeSymbol.toLowerCase() || wanted === 'native'
        : transfer.tokenAddress.toLowerCase() === wanted ||
          (transfer.tokenSymbol ?? '').toLowerCase() === wanted
    if (!matches) return false
  }
  return true
}

export type { HistoryRow } from './historyRows'

/**
 * Rows of the history list. Unfiltered, the gateway's DATE_LABELs (cut in the user's zone) are
 * kept as they come; filtered, labels are recomputed from what is left, per day in `timeZone`.
 */
export function buildHistoryRows(
  items: readonly TransactionListItem[],
  filter: HistoryFilter,
  timeZone: string,
  nativeSymbol: string,
): HistoryRow[] {
  if (!isFiltered(filter)) return listHistoryRows(items)
  const rows: HistoryRow[] = []
  const seen = new Set<string>()
  let currentDay: string | undefined
  for (const item of items) {
    if (item.type !== 'TRANSACTION' || seen.has(item.transaction.id)) continue
    if (!matchesFilter(item.transaction, filter, timeZone, nativeSymbol)) continue
    seen.add(item.transaction.id)
    const day = dayKey(item.transaction.timestamp, timeZone)
    if (day !== currentDay) {
      currentDay = day
      rows.push({ type: 'date', key: `date-${day}`, timestamp: item.transaction.timestamp })
    }
    rows.push({ type: 'tx', key: item.transaction.id, transaction: item.transaction })
  }
  return rows
}

/** `YYYY-MM-DD` of an instant in a time zone. */
export function dayKey(timestamp: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(timestamp)
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}

/** The instant a calendar day starts in a time zone (handles DST by correcting the offset). */
function zonedMidnight(day: string, timeZone: string): number {
  const utcGuess = Date.parse(`${day}T00:00:00Z`)
  const offset = zoneOffset(utcGuess, timeZone)
  const first = utcGuess - offset
  const corrected = zoneOffset(first, timeZone)
  return utcGuess - corrected
}

function zoneOffset(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  )
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  )
  return asUtc - Math.floor(instant / 1000) * 1000
}
