import '../transactions.css'
import { useMemo, useState } from 'react'
import { ErrorState } from '../../../components/ErrorState'
import { Skeleton } from '../../../components/Skeleton'
import { useGateway } from '../../../kernel/GatewayProvider'
import { useCurrentSafe } from '../../safe/SafeContext'
import { useLiveSafeTags } from '../cache/useLiveSafeTags'
import { TxSummaryRow } from '../components/TxSummaryRow'
import { collectHistoryRange } from './collectHistoryRange'
import {
  HistoryDateLabel,
  HistoryFiltersForm,
  HistoryPageHeader,
  HistoryTxMeta,
  historyRowClassName,
} from './HistoryPageView'
import {
  buildHistoryRows,
  dayRange,
  type HistoryFilter,
  isFiltered,
  matchesFilter,
  NO_FILTER,
} from './historyFilters'
import { historyFormats, userTimeZone } from './historyTimeZone'
import { historyToCsv } from './historyToCsv'
import { historyPageFetcher, useTransactionHistory } from './useTransactionHistory'
import { VirtualHistoryList } from './VirtualHistoryList'

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
  const formats = useMemo(() => historyFormats(timeZone), [timeZone])
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
      <HistoryPageHeader
        onExport={exportCsv}
        exportDisabled={exporting === 'Collecting transactions…'}
      />
      {exporting && (
        <p className="muted" role="status">
          {exporting}
        </p>
      )}
      <HistoryFiltersForm
        filter={filter}
        onChange={setFilter}
        timeZone={timeZone}
        symbol={symbol}
      />
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
              <HistoryDateLabel timestamp={row.timestamp} formats={formats} />
            ) : (
              <TxSummaryRow
                transaction={row.transaction}
                className={historyRowClassName(row.transaction)}
                meta={<HistoryTxMeta transaction={row.transaction} formats={formats} />}
              />
            )
          }
        />
      )}
      {history.isFetchingNextPage && <p className="muted">Loading more…</p>}
    </section>
  )
}
