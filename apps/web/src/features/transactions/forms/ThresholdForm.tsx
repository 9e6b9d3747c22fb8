import { useState } from 'react'
import { type Address, getAddress } from 'viem'
import { useCurrentSafe } from '../../safe/SafeContext'
import type { TransactionDraft } from '../request/draft'
import { ownerChangeCall } from './ownerChangeCall'

/** Change how many owners must confirm. */
export function ThresholdForm({ onDraft }: { onDraft: (draft: TransactionDraft) => void }) {
  const safe = useCurrentSafe()
  const owners: Address[] = safe.safeInfo.owners.map((o) => getAddress(o.value))
  const [threshold, setThreshold] = useState(safe.safeInfo.threshold)
  const unchanged = threshold === safe.safeInfo.threshold
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        if (unchanged) return
        onDraft({
          title: `Change threshold to ${threshold} of ${owners.length}`,
          call: {
            to: safe.address,
            value: 0n,
            operation: 0,
            data: ownerChangeCall(owners, { kind: 'threshold', threshold }),
          },
        })
      }}
    >
      <p>
        Now: {safe.safeInfo.threshold} of {owners.length} owners must confirm.
      </p>
      <label className="field">
        <span className="field-label">New threshold</span>
        <select
          className="select"
          value={threshold}
          onChange={(e) => setThreshold(Number(e.target.value))}
          data-testid="threshold-select"
        >
          {owners.map((_, index) => (
            <option key={owners[index]} value={index + 1}>
              {index + 1} of {owners.length}
            </option>
          ))}
        </select>
      </label>
      <div className="modal-footer">
        <button
          type="submit"
          className="button button-primary"
          disabled={unchanged}
          data-testid="build-next"
        >
          Next
        </button>
      </div>
    </form>
  )
}
