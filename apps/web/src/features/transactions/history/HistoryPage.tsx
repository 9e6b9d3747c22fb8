import '../transactions.css'
import { useMemo, useState } from 'react'
import { useGateway } from '../../../app/GatewayProvider'
import { ErrorState } from '../../../components/ErrorState'
import { Skeleton } from '../../../components/Skeleton'
import { useCurrentSafe } from '../../safe/SafeContext'
import { TxSummaryRow } from '../components/TxSummaryRow'
import { useLiveSafeTags } from '../hooks/useLiveSafeTags'
import { historyPageFetcher, useTransactionHistory } from '../hooks/useTransactionHistory'
import { collectHistoryRange } from './collectHistoryRange'
import {
  buildHistoryRows,
  dayRange,
  type HistoryFilter,
  isFiltered,
  matchesFilter,
  NO_FILTER,
} from './historyFilters'
import { historyToCsv } from './historyToCsv'
import { VirtualHistoryList } from './VirtualHistoryList'

const userTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

/** `/transactions/history`: executed, incoming, module and creation rows, filtered, exportable. */
export function HistoryPage() {
  const safe = useCurrentSafe()
  const client = useGateway()
  useLiveSafeTags()
  const timeZone = useMemo(userTimeZone, [])
  const [filter, setFilter] = useState<HistoryFilter>(NO_FILTER)
  const history = useTransactionHistory(safe.chainId, safe.address, filter, timeZone)
  const symbol = safe.chain.nativeCurrency.symbol
  const rows = useMemo(
    () =>
      buildHistoryRows(
        history.data?.pages.flatMap((page) => page.results) ?? [],
        filter,
        timeZone,
        symbol,
      ),
    [history.data, filter, timeZone, symbol],
  )
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeZone }),
    [timeZone],
  )
  const timeFormat = useMemo(
    () => new Intl.DateTimeFormat(undefined, { timeStyle: 'short', timeZone }),
    [timeZone],
  )
  const [exporting, setExporting] = useState<string | null>(null)

  async function exportCsv() {
    setExporting('Collecting transactions…')
    try {
      const fetchPage = historyPageFetcher(client, {
        chainId: safe.chainId,
        address: safe.address,
        filter,
        timeZone,
      })
      const transactions = (
        await collectHistoryRange(fetchPage, dayRange(filter, timeZone))
      ).filter((tx) => matchesFilter(tx, filter, timeZone, symbol))
      const csv = historyToCsv(transactions, safe.chain, safe.address)
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
      const link = document.createElement('a')
      link.href = url
      link.download = `safe-${safe.address.slice(0, 10)}-history-${filter.from ?? 'start'}-to-${filter.to ?? 'now'}.csv`
      link.click()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
      setExporting(null)
    } catch (error) {
      setExporting(`The export failed: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  return (
    <section className="page" aria-labelledby="history-title">
      <div className="page-header">
        <h1 id="history-title">Transaction history</h1>
        <button
          type="button"
          className="button"
          onClick={exportCsv}
          data-testid="export-csv"
          disabled={exporting === 'Collecting transactions…'}
        >
          Export CSV
        </button>
      </div>
      {exporting && (
        <p className="muted" role="status">
          {exporting}
        </p>
      )}
      <form
        className="tx-filters"
        aria-label="Filters"
        onSubmit={(event) => event.preventDefault()}
      >
        <label className="field">
          <span className="field-label">Type</span>
          <select
            className="select"
            value={filter.type}
            data-testid="history-type"
            onChange={(event) =>
              setFilter({ ...filter, type: event.target.value as HistoryFilter['type'] })
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
            data-testid="history-from"
            onChange={(event) => setFilter({ ...filter, from: event.target.value || undefined })}
          />
        </label>
        <label className="field">
          <span className="field-label">To</span>
          <input
            type="date"
            className="input"
            value={filter.to ?? ''}
            data-testid="history-to"
            onChange={(event) => setFilter({ ...filter, to: event.target.value || undefined })}
          />
        </label>
        <label className="field">
          <span className="field-label">Token (symbol or address)</span>
          <input
            className="input"
            value={filter.token ?? ''}
            data-testid="history-token"
            placeholder={symbol}
            onChange={(event) =>
              setFilter({ ...filter, token: event.target.value.trim() || undefined })
            }
          />
        </label>
        <span className="muted">Days in {timeZone}</span>
      </form>
      {history.isPending ? (
        <div aria-busy="true">
          <Skeleton height="3.5rem" />
          <Skeleton height="3.5rem" />
        </div>
      ) : history.isError ? (
        <ErrorState
          title="The history could not be loaded"
          message={history.error.message}
          onRetry={() => history.refetch()}
        />
      ) : rows.length === 0 ? (
        <div className="card empty-state" data-testid="history-empty">
          <p>
            {isFiltered(filter) ? 'No transactions match these filters.' : 'No transactions yet.'}
          </p>
        </div>
      ) : (
        <VirtualHistoryList
          rows={rows}
          onEndReached={() => {
            if (history.hasNextPage && !history.isFetchingNextPage) history.fetchNextPage()
          }}
          renderRow={(row) =>
            row.type === 'date' ? (
              <div className="tx-date-label" data-testid="date-label">
                {dateFormat.format(row.timestamp)}
              </div>
            ) : (
              <TxSummaryRow
                transaction={row.transaction}
                className={row.transaction.txStatus === 'FAILED' ? 'tx-row-failed' : ''}
                meta={
                  <>
                    {timeFormat.format(row.transaction.timestamp)}
                    {row.transaction.txStatus === 'FAILED' && (
                      <strong className="tx-critical"> · Failed on chain</strong>
                    )}
                  </>
                }
              />
            )
          }
        />
      )}
      {history.isFetchingNextPage && <p className="muted">Loading more…</p>}
    </section>
  )
}
