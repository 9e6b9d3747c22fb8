/**
 * Marks a queued transaction a delegate proposed: someone an owner allowed to propose, who is
 * not an owner. Not a risk by itself, but the proposer is not one of the signers.
 */
export function ProposedByDelegateFlag({ delegate }: { delegate: string }) {
  return (
    <span
      className="tx-flag-delegate tx-flag-delegate-neutral"
      data-testid="proposed-by-delegate-flag"
      title={`Proposed by ${delegate}, a delegate: it may propose, only owners' confirmations count`}
    >
      By delegate
    </span>
  )
}
