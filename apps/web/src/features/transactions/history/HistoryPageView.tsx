import type { TransactionSummary } from '@assent/gateway-client'
import type { HistoryFilter } from './historyFilters'
import type { HistoryFormats } from './historyTimeZone'

/**
 * The parts of /transactions/history that need no router or query, rendered by the full app's
 * HistoryPage and by the boot's first paint (src/boot/) alike.
 */

/** Title and the CSV export button. */
export function HistoryPageHeader({
  onExport,
  exportDisabled,
}: {
  onExport: () => void
  exportDisabled: boolean
}) {
  return (
    <div className="page-header">
      <h1 id="history-title">Transaction history</h1>
      <button
        type="button"
        className="button"
        onClick={onExport}
        data-testid="export-csv"
        disabled={exportDisabled}
      >
        Export CSV
      </button>
    </div>
  )
}

/** Type, date range and token filters. */
export function HistoryFiltersForm({
  filter,
  onChange,
  timeZone,
  symbol,
  disabled = false,
}: {
  filter: HistoryFilter
  onChange: (filter: HistoryFilter) => void
  timeZone: string
  symbol: string
  /** Shown but not usable yet (the boot's view, before the app takes over). */
  disabled?: boolean
}) {
  return (
    <form className="tx-filters" aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
      <label className="field">
        <span className="field-label">Type</span>
        <select
          className="select"
          value={filter.type}
          disabled={disabled}
          data-testid="history-type"
          onChange={(event) =>
            onChange({ ...filter, type: event.target.value as HistoryFilter['type'] })
          }
        >
          <option value="all">All</option>
          <option value="incoming">Incoming</option>
          <option value="outgoing">Outgoing</option>
          <option value="module">Module</option>
        </select>
      </label>
      <label className="field">
        <span className="field-label">From</span>
        <input
          type="date"
          className="input"
          value={filter.from ?? ''}
          disabled={disabled}
          data-testid="history-from"
          onChange={(event) => onChange({ ...filter, from: event.target.value || undefined })}
        />
      </label>
      <label className="field">
        <span className="field-label">To</span>
        <input
          type="date"
          className="input"
          value={filter.to ?? ''}
          disabled={disabled}
          data-testid="history-to"
          onChange={(event) => onChange({ ...filter, to: event.target.value || undefined })}
        />
      </label>
      <label className="field">
        <span className="field-label">Token (symbol or address)</span>
        <input
          className="input"
          value={filter.token ?? ''}
          disabled={disabled}
          data-testid="history-token"
          placeholder={symbol}
          onChange={(event) =>
            onChange({ ...filter, token: event.target.value.trim() || undefined })
          }
        />
      </label>
      <span className="muted">Days in {timeZone}</span>
    </form>
  )
}

/** A day's heading in the list. */
export function HistoryDateLabel({
  timestamp,
  formats,
}: {
  timestamp: number
  formats: HistoryFormats
}) {
  return (
    <div className="tx-date-label" data-testid="date-label">
      {formats.date.format(timestamp)}
    </div>
  )
}

/** A row's class: failed executions are marked. */
export const historyRowClassName = (transaction: TransactionSummary) =>
  transaction.txStatus === 'FAILED' ? 'tx-row-failed' : ''

/** A row's details line: the time, and "Failed on chain" when it failed. */
export function HistoryTxMeta({
  transaction,
  formats,
}: {
  transaction: TransactionSummary
  formats: HistoryFormats
}) {
  return (
    <>
      {formats.time.format(transaction.timestamp)}
      {transaction.txStatus === 'FAILED' && (
        <strong className="tx-critical"> · Failed on chain</strong>
      )}
    </>
  )
}
