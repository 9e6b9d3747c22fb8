import '../transactions.css'
import { useMemo } from 'react'
import { ErrorState } from '../../../components/ErrorState'
import { Skeleton } from '../../../components/Skeleton'
import { lazyWalletComponent } from '../../../wallet/lazyWalletComponent'
import { ProposerNotice } from '../../safe/ProposerNotice'
import { useCurrentSafe } from '../../safe/SafeContext'
import { useLiveSafeTags } from '../cache/useLiveSafeTags'
import { MissingSigners } from '../components/MissingSigners'
import { NewTransactionButton } from '../components/NewTransactionButton'
import { TxSummaryRow } from '../components/TxSummaryRow'
import { BatchExecuteBar } from '../execute/batch/BatchExecuteBar'
import { BatchSelectBox } from '../execute/batch/BatchSelectBox'
import { useInfiniteScrollTrigger } from '../hooks/useInfiniteScrollTrigger'
import { useTransactionQueue } from '../hooks/useTransactionQueue'
import { buildQueueRows } from './buildQueueRows'
import { QueueActions } from './QueueActions'

const PendingExecutions = lazyWalletComponent(() => import('../execute/speedup/PendingExecutions'))

/** `/transactions/queue`: pending transactions by nonce, live, with the owner's actions. */
export function QueuePage() {
  const safe = useCurrentSafe()
  useLiveSafeTags()
  const queue = useTransactionQueue(safe.chainId, safe.address)
  const items = useMemo(() => queue.data?.pages.flatMap((page) => page.results) ?? [], [queue.data])
  const rows = useMemo(
    () => buildQueueRows(items, safe.safeInfo.nonce),
    [items, safe.safeInfo.nonce],
  )
  const sentinel = useInfiniteScrollTrigger(
    () => void queue.fetchNextPage(),
    queue.hasNextPage && !queue.isFetchingNextPage,
  )

  return (
    <section className="page" aria-labelledby="queue-title">
      <div className="page-header">
        <h1 id="queue-title">Transaction queue</h1>
        <NewTransactionButton />
      </div>
      <ProposerNotice />
      <PendingExecutions />
      {queue.isPending ? (
        <div aria-busy="true">
          <Skeleton height="3.5rem" />
          <Skeleton height="3.5rem" />
          <Skeleton height="3.5rem" />
        </div>
      ) : queue.isError ? (
        <ErrorState
          title="The queue could not be loaded"
          message={queue.error.message}
          onRetry={() => queue.refetch()}
        />
      ) : rows.length === 0 ? (
        <div className="card empty-state" data-testid="queue-empty">
          <p>
            No transactions are waiting. New transactions you or other owners propose appear here.
          </p>
        </div>
      ) : (
        <div className="tx-list" data-testid="queue-list">
          <BatchExecuteBar />
          {rows.map((row) => {
            if (row.type === 'label') {
              return (
                <h2 key={row.key} className="tx-group-label" data-testid="queue-label">
                  {/* The hint already starts with the label ("Queued — …"). */}
                  {row.hint ?? row.title}
                </h2>
              )
            }
            if (row.type === 'conflict') {
              return (
                <div key={row.key} className="tx-conflict-header" data-testid="conflict-header">
                  <strong>{row.title}</strong>
                  <span className="muted">{row.hint}</span>
                </div>
              )
            }
            const classes = [
              row.inConflict ? 'tx-row-in-conflict' : '',
              row.lastInGroup ? 'tx-row-last-in-conflict' : '',
            ].join(' ')
            return (
              <TxSummaryRow
                key={row.key}
                transaction={row.transaction}
                className={classes}
                meta={
                  <>
                    {new Date(row.transaction.timestamp).toLocaleString()}
                    <MissingSigners transaction={row.transaction} chainId={safe.chainId} />
                  </>
                }
                actions={
                  <>
                    <QueueActions transaction={row.transaction} isNext={row.isNext} />
                    <BatchSelectBox transaction={row.transaction} />
                  </>
                }
              />
            )
          })}
          <div ref={sentinel} />
          {queue.hasNextPage && (
            <button
              type="button"
              className="button"
              disabled={queue.isFetchingNextPage}
              onClick={() => queue.fetchNextPage()}
            >
              {queue.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </button>
          )}
        </div>
      )}
    </section>
  )
}
