import { Link } from '@tanstack/react-router'
import { Skeleton } from '../../components/Skeleton'
import { useLocalStore } from '../../kernel/createLocalStore'
import { settingsStore } from '../../kernel/settingsStore'
import { formatFiat } from '../balances/formatFiat'
import { useBalances } from '../balances/hooks/useBalances'
import { useCurrentSafe } from '../safe/SafeContext'
import { AssetsPreview } from './AssetsPreview'
import { PendingPreview } from './PendingPreview'

/** /home: the Safe's overview, its pending transactions and its top assets. */
export function DashboardPage() {
  const safe = useCurrentSafe()
  const balances = useBalances(safe.chainId, safe.address)
  const { currency } = useLocalStore(settingsStore)
  const { safeInfo } = safe

  return (
    <div className="page" data-testid="dashboard-page">
      <div className="page-header">
        <h1>Dashboard</h1>
      </div>
      <section className="card" aria-labelledby="overview-title">
        <div className="card-header">
          <h2 id="overview-title">Overview</h2>
          <div className="actions">
            <Link to="/balances" search={{ safe: safe.safeParam }} className="button button-small">
              View assets
            </Link>
          </div>
        </div>
        <div className="grid-3">
          <div className="stat">
            <span className="stat-label">Total balance</span>
            <span className="stat-value" data-testid="dashboard-fiat-total">
              {balances.data ? (
                formatFiat(balances.data.fiatTotal, currency)
              ) : balances.isError ? (
                '—'
              ) : (
                <Skeleton width={140} height="1.6rem" />
              )}
            </span>
          </div>
          <div className="stat">
            <span className="stat-label">Tokens</span>
            <span className="stat-value">
              {balances.data ? (
                balances.data.items.length
              ) : balances.isError ? (
                '—'
              ) : (
                <Skeleton width={40} height="1.6rem" />
              )}
            </span>
          </div>
          <div className="stat">
            <span className="stat-label">Confirmations</span>
            <span className="stat-value">
              {safeInfo.threshold} of {safeInfo.owners.length}
            </span>
          </div>
        </div>
      </section>
      <div className="grid-2">
        <PendingPreview />
        <AssetsPreview balances={balances} />
      </div>
    </div>
  )
}
