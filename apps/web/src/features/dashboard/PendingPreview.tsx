import type { TransactionItem } from '@assent/gateway-client'
import { describeTransaction } from '@assent/gateway-client'
import { Link } from '@tanstack/react-router'
import { Skeleton } from '../../components/Skeleton'
import { useCurrentSafe } from '../safe/SafeContext'
import { RowDelegateFlag } from '../transactions/components/RowDelegateFlag'
import { useQueuePreview } from './hooks/useQueuePreview'

const PREVIEW_SIZE = 4

/** The next few queued transactions, with their confirmations and delegate-call flags. */
export function PendingPreview() {
  const safe = useCurrentSafe()
  const queue = useQueuePreview(safe.chainId, safe.address, safe.safeInfo.txQueuedTag)
  const items = (queue.data?.results ?? [])
    .filter((item): item is TransactionItem => item.type === 'TRANSACTION')
    .slice(0, PREVIEW_SIZE)

  return (
    <section className="card" aria-labelledby="pending-title" data-testid="pending-preview">
      <div className="card-header">
        <h2 id="pending-title">Pending transactions</h2>
        <Link
          to="/transactions/queue"
          search={{ safe: safe.safeParam }}
          className="button button-small"
        >
          View all
        </Link>
      </div>
      {queue.isPending ? (
        <div aria-busy="true">
          <Skeleton height="2.5rem" />
          <Skeleton height="2.5rem" />
        </div>
      ) : queue.isError ? (
        <p className="muted" role="alert">
          The queue could not be loaded: {queue.error.message}
        </p>
      ) : items.length === 0 ? (
        <p className="muted">No transactions are waiting for confirmations.</p>
      ) : (
        <ul className="list">
          {items.map(({ transaction }) => {
            const execution =
              transaction.executionInfo?.type === 'MULTISIG' ? transaction.executionInfo : undefined
            return (
              <li key={transaction.id}>
                <Link
                  to="/transactions/tx"
                  search={{ safe: safe.safeParam, id: transaction.id }}
                  className="list-row list-row-link"
                >
                  <span className="muted mono">{execution ? `#${execution.nonce}` : ''}</span>
                  <span style={{ flex: 1 }}>
                    {describeTransaction(transaction.txInfo, safe.chain)}
                  </span>
                  <RowDelegateFlag chainId={safe.chainId} transaction={transaction} />
                  {execution && (
                    <span
                      className="badge badge-muted"
                      title="As the gateway lists them; open the transaction to check them"
                    >
                      {execution.confirmationsSubmitted} of {execution.confirmationsRequired} listed
                    </span>
                  )}
                </Link>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
