/** Conflict type of a queued transaction item, as the Client Gateway sends it. */
export type QueueConflictType = 'None' | 'HasNext' | 'End'

/** One item of a queue page; `T` is the transaction payload (a TransactionSummary on the wire). */
export type QueueItem<T> =
  | { type: 'LABEL'; label: 'Next' | 'Queued' }
  | { type: 'CONFLICT_HEADER'; nonce: number }
  | { type: 'TRANSACTION'; transaction: T; conflictType: QueueConflictType }

/**
 * Builds one page of the transaction queue by the rules of GATEWAY-API.md.
 *
 * Paging counts transactions, not items: the page holds `txs[offset, offset + limit)`, so no
 * transaction is on two pages. Only the neighbours `txs[offset - 1]` and `txs[offset + limit]`
 * decide what continues across a page boundary, so a caller may pass a window of the full list
 * that includes those neighbours (with `offset` relative to the window).
 *
 * - `Next` precedes the group whose nonce is the Safe nonce, `Queued` the first group above it;
 *   a group continued from the previous page gets no label (the label is on that page).
 * - `CONFLICT_HEADER` precedes a group of several txs or one that continues on the next page,
 *   and is not repeated for the part of a group continued from the previous page.
 * - `conflictType` is the tx's place in its whole nonce group: `None` when alone, `End` for the
 *   last tx, `HasNext` for the others.
 *
 * @param txs pending transactions ordered by nonce, then submission time
 * @example buildQueuePage(pending, safeNonce, 0, 20)
 */
export function buildQueuePage<T extends { nonce: bigint }>(
  txs: readonly T[],
  safeNonce: bigint,
  offset: number,
  limit: number,
): QueueItem<T>[] {
  const items: QueueItem<T>[] = []
  const end = Math.min(txs.length, offset + limit)
  for (let index = Math.max(0, offset); index < end; index++) {
    const tx = txs[index] as T
    const previous = txs[index - 1]
    const next = txs[index + 1]
    const startsGroup = previous === undefined || previous.nonce !== tx.nonce
    const endsGroup = next === undefined || next.nonce !== tx.nonce
    // The first tx of a page may continue a group whose header and label are on the previous page.
    if (startsGroup) {
      if (tx.nonce === safeNonce) items.push({ type: 'LABEL', label: 'Next' })
      else if (tx.nonce > safeNonce && (previous === undefined || previous.nonce <= safeNonce)) {
        items.push({ type: 'LABEL', label: 'Queued' })
      }
      if (!endsGroup) items.push({ type: 'CONFLICT_HEADER', nonce: Number(tx.nonce) })
    }
    const conflictType: QueueConflictType =
      startsGroup && endsGroup ? 'None' : endsGroup ? 'End' : 'HasNext'
    items.push({ type: 'TRANSACTION', transaction: tx, conflictType })
  }
  return items
}
