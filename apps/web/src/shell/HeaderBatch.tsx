import { Link } from '@tanstack/react-router'
import { useOptionalSafe } from '../features/safe/SafeContext'
import { useSavedBatch } from '../features/transactions/savedBatch/savedBatchStore'

/**
 * The open Safe's saved batch in the header, while it holds actions: a link to it with their
 * count (the sidebar's "Batch" reaches it when empty; the phone header stays as narrow).
 */
export function HeaderBatch() {
  const safe = useOptionalSafe()
  const { items } = useSavedBatch(safe ? { chainId: safe.chainId, address: safe.address } : null)
  const count = items.length
  if (!safe || count === 0) return null
  return (
    <Link
      to="/transactions/batch"
      search={{ safe: safe.safeParam }}
      className="button button-small"
      data-testid="header-batch"
      aria-label={`Batch: ${count} action${count === 1 ? '' : 's'}`}
    >
      Batch <span className="badge">{count}</span>
    </Link>
  )
}
