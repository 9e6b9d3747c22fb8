const labels: Record<string, string> = {
  AWAITING_CONFIRMATIONS: 'Needs confirmations',
  AWAITING_EXECUTION: 'Needs execution',
  CANCELLED: 'Cancelled',
  FAILED: 'Failed',
  SUCCESS: 'Success',
}

/** A transaction's status as a small coloured badge; the raw status is kept for tests. */
export function TxStatusBadge({ status }: { status: string }) {
  return (
    <span className={`tx-status tx-status-${status}`} data-status={status}>
      {labels[status] ?? status}
    </span>
  )
}
