import { useProposerEntry } from './hooks/useProposerEntry'

/** What a proposer (a delegate, not an owner) may do here; nothing for anyone else. */
export function ProposerNotice() {
  const entry = useProposerEntry()
  if (!entry) return null
  return (
    <p className="tx-warning-box" data-testid="proposer-notice">
      You are a proposer of this Safe: you can propose, owners confirm.
    </p>
  )
}
