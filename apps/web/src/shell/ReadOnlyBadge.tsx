import { useIsReadOnly } from '../features/safe/hooks/useIsReadOnly'
import { useProposerEntry } from '../features/safe/hooks/useProposerEntry'

/**
 * "Read-only" under the Safe summary when the connected wallet is not an owner, or "Proposer"
 * when it is one of the Safe's proposers (it may propose, not confirm).
 */
export function ReadOnlyBadge() {
  const readOnly = useIsReadOnly()
  const proposer = useProposerEntry()
  if (!readOnly) return null
  if (proposer) {
    return (
      <span
        className="badge badge-muted"
        data-testid="proposer-badge"
        title="The connected wallet is a proposer of this Safe: it may propose, owners confirm"
      >
        Proposer
      </span>
    )
  }
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
