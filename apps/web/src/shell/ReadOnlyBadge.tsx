import { useIsReadOnly } from '../features/safe/hooks/useIsReadOnly'

/** "Read-only" under the Safe summary when the connected wallet is not an owner. */
export function ReadOnlyBadge() {
  if (!useIsReadOnly()) return null
  return (
    <span
      className="badge badge-muted"
      data-testid="read-only-badge"
      title="The connected wallet is not an owner of this Safe"
    >
      Read-only
    </span>
  )
}
