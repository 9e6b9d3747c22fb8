import { encodeMultiSendCall, type MetaTransaction, Operation } from '@assent/core'
import { batchMultiSendCallOnly } from '@assent/review'
import type { TransactionDraft } from '../request/draft'
import type { SavedBatchItem } from './savedBatchStore'

/** The batch's actions as the calls MultiSendCallOnly makes, in batch order. */
export function savedBatchCalls(items: readonly SavedBatchItem[]): MetaTransaction[] {
  return items.map((item) => ({
    operation: Operation.CALL,
    to: item.to,
    value: BigInt(item.value),
    data: item.data,
  }))
}

/**
 * The one Safe transaction that runs the whole batch: a DELEGATE call to the MultiSendCallOnly
 * deployed with the Safe's version (as payouts build theirs), which refuses nested delegate
 * calls, so it can only make the listed calls. Even one action goes through it, so what is
 * reviewed is always "the batch".
 * @throws ReviewError for a Safe older than 1.3.0 (no MultiSendCallOnly), Error for an empty batch
 */
export function buildSavedBatchDraft(
  items: readonly SavedBatchItem[],
  safeVersion: string,
): TransactionDraft {
  if (items.length === 0) throw new Error('The batch is empty: add an action first.')
  return {
    title: `Batch of ${items.length} action${items.length === 1 ? '' : 's'}`,
    call: {
      to: batchMultiSendCallOnly(safeVersion),
      value: 0n,
      data: encodeMultiSendCall(savedBatchCalls(items)),
      operation: Operation.DELEGATE,
    },
  }
}
