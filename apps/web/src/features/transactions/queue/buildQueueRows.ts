import type { TransactionListItem, TransactionSummary } from '@assent/gateway-client'

export type QueueRow =
  | { type: 'label'; key: string; label: string; title: string; hint?: string }
  | { type: 'conflict'; key: string; nonce: number; title: string; hint: string }
  | {
      type: 'tx'
      key: string
      transaction: TransactionSummary
      /** Part of a group of transactions sharing a nonce (only one of them can execute). */
      inConflict: boolean
      /** The last of its conflict group (closes the group's frame). */
      lastInGroup: boolean
      /** Its nonce is the Safe's current nonce: it can be executed now. */
      isNext: boolean
    }

/**
 * Turns the queue pages into rows: the gateway's labels in words ("Queued — transaction with
 * nonce N needs to be executed first"), conflict headers with what conflicting means, and the
 * transactions (each once, even if a page boundary moved while paging).
 */
export function buildQueueRows(
  items: readonly TransactionListItem[],
  safeNonce: number,
): QueueRow[] {
  const rows: QueueRow[] = []
  const seen = new Set<string>()
  let conflictOpen = false
  items.forEach((item, index) => {
    switch (item.type) {
      case 'LABEL':
        conflictOpen = false
        rows.push(
          item.label === 'Next'
            ? { type: 'label', key: `label-${index}`, label: 'Next', title: 'Next transaction' }
            : {
                type: 'label',
                key: `label-${index}`,
                label: String(item.label),
                title: 'Queued',
                hint: `Queued — transaction with nonce ${safeNonce} needs to be executed first`,
              },
        )
        return
      case 'CONFLICT_HEADER':
        conflictOpen = true
        rows.push({
          type: 'conflict',
          key: `conflict-${item.nonce}-${index}`,
          nonce: item.nonce,
          title: `Conflicting transactions — nonce ${item.nonce}`,
          hint: 'These transactions use the same nonce. Executing one of them replaces the others, which are then cancelled.',
        })
        return
      case 'TRANSACTION': {
        if (seen.has(item.transaction.id)) return
        seen.add(item.transaction.id)
        const inConflict = item.conflictType !== 'None' || conflictOpen
        const lastInGroup = item.conflictType === 'End'
        if (lastInGroup) conflictOpen = false
        const execution = item.transaction.executionInfo
        rows.push({
          type: 'tx',
          key: item.transaction.id,
          transaction: item.transaction,
          inConflict,
          lastInGroup,
          isNext: execution?.type === 'MULTISIG' && execution.nonce === safeNonce,
        })
        return
      }
      default:
        return
    }
  })
  return rows
}
