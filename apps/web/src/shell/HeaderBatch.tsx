import { Link } from '@tanstack/react-router'
import { StrokeIcon } from '../components/StrokeIcon'
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
      className="button button-small header-count-link"
      data-testid="header-batch"
      aria-label={`Batch: ${count} action${count === 1 ? '' : 's'}`}
    >
      {/* A phone shows the icon with the count on its corner instead of the word (app.css). */}
      <StrokeIcon className="header-count-link-icon" size={20} strokeLinejoin="round">
        <path d="m12 3 9 5-9 5-9-5zM3 12l9 5 9-5M3 16l9 5 9-5" />
      </StrokeIcon>
      <span className="header-count-link-text">Batch</span> <span className="badge">{count}</span>
    </Link>
  )
}
