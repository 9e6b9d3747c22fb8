import { Link } from '@tanstack/react-router'
import { useOptionalSafe } from '../features/safe/SafeContext'
import { useSavedBatch } from '../features/transactions/savedBatch/savedBatchStore'

/** The open Safe's saved batch in the header: a link to it with how many actions wait. */
export function HeaderBatch() {
  const safe = useOptionalSafe()
  const { items } = useSavedBatch(safe ? { chainId: safe.chainId, address: safe.address } : null)
  if (!safe) return null
  const count = items.length
  return (
    <Link
      to="/transactions/batch"
      search={{ safe: safe.safeParam }}
      className="button button-small header-batch"
      data-testid="header-batch"
      aria-label={`Batch: ${count} action${count === 1 ? '' : 's'}`}
    >
      Batch <span className="badge">{count}</span>
    </Link>
  )
}
