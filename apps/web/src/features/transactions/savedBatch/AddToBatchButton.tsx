import { useState } from 'react'
import { notify } from '../../../kernel/notifications/notify'
import { useCurrentSafe } from '../../safe/SafeContext'
import type { TransactionDraft } from '../request/draft'
import { type ActiveFlow, FlowRejectedError } from '../request/transactionFlowStore'
import { batchActionsOf } from './batchActionsOf'
import { addToSavedBatch, readSavedBatch } from './savedBatchStore'

/** Why the opener's promise ends: a Safe App learns its request was not proposed now. */
export const ADDED_TO_BATCH = 'The transaction was added to the batch, to be proposed later'

/**
 * "Add to batch" beside the review's propose step: the call joins the Safe's saved batch
 * instead of being proposed, and the dialog closes. Nothing is signed.
 */
export function AddToBatchButton({ draft, flow }: { draft: TransactionDraft; flow: ActiveFlow }) {
  const safe = useCurrentSafe()
  const [error, setError] = useState<string | null>(null)
  const batchable = batchActionsOf(flow.request, draft)
  if ('reason' in batchable) return null
  const add = () => {
    const owner = { chainId: safe.chainId, address: safe.address }
    try {
      addToSavedBatch(owner, batchable.actions)
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
      return
    }
    const count = readSavedBatch(owner).items.length
    notify({
      kind: 'success',
      title: 'Added to the batch',
      message: `${draft.title}. The batch holds ${count} action${count === 1 ? '' : 's'}.`,
    })
    flow.reject(new FlowRejectedError(ADDED_TO_BATCH))
  }
  return (
    <div className="tx-batch-add">
      <button type="button" className="button" data-testid="add-to-batch" onClick={add}>
        Add to batch
      </button>
      <span className="field-hint">
        Keep it for later and propose it with other actions as one transaction.
      </span>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
