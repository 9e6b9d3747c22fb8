import './proposers.css'
import { ErrorState } from '../../../components/ErrorState'
import { Skeleton } from '../../../components/Skeleton'
import { lazyWalletComponent } from '../../../wallet/lazyWalletComponent'
import { useSafeDelegates } from '../../safe/hooks/useSafeDelegates'
import { useCurrentSafe } from '../../safe/SafeContext'
import { ProposerRow } from './ProposerRow'

const AddProposerForm = lazyWalletComponent(() => import('./AddProposerForm'))

/**
 * Settings → Proposers: the accounts owners allowed to propose to this Safe (address, name, the
 * owner who added it, expiry), with Remove, and the form that adds one.
 */
export function ProposersSection() {
  const safe = useCurrentSafe()
  const delegates = useSafeDelegates(safe)
  const entries = delegates.data?.results ?? []
  const nowMs = Date.now()
  return (
    <section className="card" aria-labelledby="proposers-title" data-testid="settings-proposers">
      <div className="card-header">
        <h2 id="proposers-title">Proposers</h2>
        {delegates.data && <span className="muted">{entries.length} proposer(s)</span>}
      </div>
      <p className="muted">
        A proposer can propose transactions to this Safe without being an owner; only owners confirm
        and execute them.
      </p>
      {delegates.isPending ? (
        <Skeleton height="3rem" />
      ) : delegates.isError ? (
        <ErrorState
          title="The proposers could not be loaded"
          message={delegates.error.message}
          onRetry={() => void delegates.refetch()}
        />
      ) : entries.length === 0 ? (
        <p data-testid="proposers-empty">No proposers.</p>
      ) : (
        <ul className="list">
          {entries.map((entry) => (
            <ProposerRow
              key={`${entry.delegate}:${entry.delegator}`}
              entry={entry}
              chainId={safe.chainId}
              nowMs={nowMs}
            />
          ))}
        </ul>
      )}
      <AddProposerForm />
    </section>
  )
}
