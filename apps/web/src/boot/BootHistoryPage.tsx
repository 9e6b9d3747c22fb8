import { ErrorState } from '../components/ErrorState'
import { Skeleton } from '../components/Skeleton'
import { TxRowTitleText, TxRowView } from '../features/transactions/components/TxRowView'
import {
  HistoryDateLabel,
  HistoryFiltersForm,
  HistoryPageHeader,
  HistoryTxMeta,
  historyRowClassName,
} from '../features/transactions/history/HistoryPageView'
import type { HistoryFilter } from '../features/transactions/history/historyFilters'
import { listHistoryRows } from '../features/transactions/history/historyRows'
import { historyFormats } from '../features/transactions/history/historyTimeZone'
import { stringifySearch } from '../kernel/searchParams'
import type { BootHandoff, BootView } from './bootHandoff'

const ignore = () => {}

/** The page opens unfiltered (historyFilters.ts's NO_FILTER, which stays out of the boot). */
const UNFILTERED: HistoryFilter = { type: 'all' }

/** Rows the virtualized list shows on a first screen (720 px of 64 px rows, plus overscan). */
const FIRST_SCREEN_ROWS = 24

/**
 * /transactions/history as the full app renders it, from the boot's read of the first page:
 * the same header, filters (disabled) and rows, in normal flow where the app's list positions
 * them (the same places: the rows have the list's estimated heights).
 */
export function BootHistoryPage({
  handoff,
  view,
  error,
}: {
  handoff: BootHandoff
  view: Extract<BootView, { page: 'history' }> | undefined
  error: Error | undefined
}) {
  const { timeZone } = handoff
  const symbol = view?.chain.nativeCurrency.symbol ?? ''
  const formats = historyFormats(timeZone)
  const safe = `${handoff.shortName}:${handoff.address}`
  const rows = view ? listHistoryRows(view.history.results).slice(0, FIRST_SCREEN_ROWS) : []
  return (
    <section className="page" aria-labelledby="history-title">
      <HistoryPageHeader onExport={ignore} exportDisabled />
      <HistoryFiltersForm
        filter={UNFILTERED}
        onChange={ignore}
        timeZone={timeZone}
        symbol={symbol}
        disabled
      />
      {error ? (
        <ErrorState title="The history could not be loaded" message={error.message} />
      ) : !view ? (
        <div aria-busy="true">
          <Skeleton height="3.5rem" />
          <Skeleton height="3.5rem" />
        </div>
      ) : rows.length === 0 ? (
        <div className="card empty-state" data-testid="history-empty">
          <p>No transactions yet.</p>
        </div>
      ) : (
        <div className="tx-virtual-scroll" data-testid="history-scroll">
          <div style={{ position: 'relative', width: '100%' }}>
            {rows.map((row, index) => (
              <div key={row.key} data-index={index} data-testid="history-row">
                {row.type === 'date' ? (
                  <HistoryDateLabel timestamp={row.timestamp} formats={formats} />
                ) : (
                  <TxRowView
                    transaction={row.transaction}
                    className={historyRowClassName(row.transaction)}
                    title={
                      <a
                        href={`/transactions/tx${stringifySearch({ safe, id: row.transaction.id })}`}
                        className="tx-row-title"
                      >
                        <TxRowTitleText transaction={row.transaction} chain={view.chain} />
                      </a>
                    }
                    meta={<HistoryTxMeta transaction={row.transaction} formats={formats} />}
                  />
                )}
              </div>
            ))}
          </div>
        </div>
      )}
    </section>
  )
}
