/**
 * Marks a transaction that pays a gas refund out of the Safe when executed. Whatever the list's
 * title says (even "On-chain rejection"), such a transaction moves funds.
 */
export function RefundFlag() {
  return (
    <span
      className="tx-flag-delegate tx-flag-delegate-critical"
      data-testid="refund-flag"
      title="Sets gas refund fields: executing it pays the refund receiver out of the Safe"
    >
      <span aria-hidden="true">⚠ </span>
      Pays refund
    </span>
  )
}
