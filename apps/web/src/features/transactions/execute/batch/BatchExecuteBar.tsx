import './batch.css'
import { checkBatchSelection } from '@assent/review'
import { useState } from 'react'
import { useSafeStateOnChain } from '../../../../verification-rpc/useSafeStateOnChain'
import { useCurrentSafe } from '../../../safe/SafeContext'
import { openTransactionFlow } from '../../request/transactionFlowStore'
import { useBatchSelection } from './batchSelectionStore'

const ignoreRejection = () => {}

/**
 * Above the queue while transactions are selected: "Execute N together" checks the selection
 * first (checkBatchSelection, against the chain's nonce when read) and either says why it is
 * refused — nothing is opened, nothing sent — or opens the batch's review.
 */
export function BatchExecuteBar() {
  const safe = useCurrentSafe()
  const onChain = useSafeStateOnChain(safe.chainId, safe.address)
  const selection = useBatchSelection(`${safe.chainId}:${safe.address}`)
  // A refusal belongs to the selection it was given for: changing the selection clears it.
  const [refused, setRefused] = useState<{ selection: string; reason: string } | null>(null)
  const { entries } = selection
  const selectionKey = entries.map((entry) => entry.txId).join(',')
  const refusal = refused?.selection === selectionKey ? refused.reason : null
  if (entries.length === 0) return null

  function executeTogether() {
    const safeNonce = onChain.status === 'read' ? onChain.state.nonce : safe.safeInfo.nonce
    const checked = checkBatchSelection({ selected: entries, safeNonce })
    if (!checked.ok) {
      setRefused({ selection: selectionKey, reason: checked.reason })
      return
    }
    setRefused(null)
    openTransactionFlow({ kind: 'batchExecute', txIds: entries.map((entry) => entry.txId) })
      .then(selection.clear)
      .catch(ignoreRejection)
  }

  return (
    <div className="card batch-bar" data-testid="batch-bar">
      <p>
        <strong>{entries.length} selected</strong> to execute in one transaction:{' '}
        {entries.map((entry) => `#${entry.nonce}`).join(', ')}
      </p>
      {refusal && (
        <p className="tx-danger-box" role="alert" data-testid="batch-refusal">
          {refusal}
        </p>
      )}
      <div className="batch-bar-actions">
        <button
          type="button"
          className="button button-small button-primary"
          data-testid="batch-execute"
          onClick={executeTogether}
        >
          Execute {entries.length} together
        </button>
        <button type="button" className="button button-small" onClick={selection.clear}>
          Clear selection
        </button>
      </div>
    </div>
  )
}
