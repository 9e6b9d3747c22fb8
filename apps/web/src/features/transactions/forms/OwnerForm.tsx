import { useState } from 'react'
import { type Address, getAddress } from 'viem'
import { shortenAddress } from '../../../components/shortenAddress'
import { useCurrentSafe } from '../../safe/SafeContext'
import type { TransactionDraft } from '../request/draft'
import { ownerChangeCall } from './ownerChangeCall'
import { RecipientField } from './RecipientField'
import { validateRecipient } from './validateRecipient'

/** Add, remove or replace an owner (with the new threshold where it changes). */
export function OwnerForm({
  mode,
  initialOwner,
  onDraft,
}: {
  mode: 'addOwner' | 'removeOwner' | 'swapOwner'
  initialOwner?: Address
  onDraft: (draft: TransactionDraft) => void
}) {
  const safe = useCurrentSafe()
  const owners = safe.safeInfo.owners.map((o) => getAddress(o.value))
  const [owner, setOwner] = useState<string>(initialOwner ?? owners[0] ?? '')
  const [newOwner, setNewOwner] = useState('')
  const ownerCount = owners.length + (mode === 'addOwner' ? 1 : mode === 'removeOwner' ? -1 : 0)
  const [threshold, setThreshold] = useState(
    Math.min(safe.safeInfo.threshold, Math.max(ownerCount, 1)),
  )
  const newOwnerCheck = validateRecipient(newOwner, safe.chain.shortName)

  let draft: TransactionDraft | Error | undefined
  try {
    if (mode === 'addOwner' && newOwnerCheck.ok) {
      draft = {
        title: `Add owner ${shortenAddress(newOwnerCheck.address)}, threshold ${threshold}`,
        call: {
          to: safe.address,
          value: 0n,
          operation: 0,
          data: ownerChangeCall(owners, {
            kind: 'addOwner',
            owner: newOwnerCheck.address,
            threshold,
          }),
        },
      }
    } else if (mode === 'removeOwner' && owner) {
      draft = {
        title: `Remove owner ${shortenAddress(owner)}, threshold ${threshold}`,
        call: {
          to: safe.address,
          value: 0n,
          operation: 0,
          data: ownerChangeCall(owners, {
            kind: 'removeOwner',
            owner: getAddress(owner),
            threshold,
          }),
        },
      }
    } else if (mode === 'swapOwner' && owner && newOwnerCheck.ok) {
      draft = {
        title: `Replace owner ${shortenAddress(owner)} with ${shortenAddress(newOwnerCheck.address)}`,
        call: {
          to: safe.address,
          value: 0n,
          operation: 0,
          data: ownerChangeCall(owners, {
            kind: 'swapOwner',
            oldOwner: getAddress(owner),
            newOwner: newOwnerCheck.address,
          }),
        },
      }
    }
  } catch (error) {
    draft = error instanceof Error ? error : new Error(String(error))
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        if (draft && !(draft instanceof Error)) onDraft(draft)
      }}
    >
      {mode !== 'addOwner' && (
        <label className="field">
          <span className="field-label">
            {mode === 'removeOwner' ? 'Owner to remove' : 'Owner to replace'}
          </span>
          <select
            className="select"
            value={owner}
            onChange={(e) => setOwner(e.target.value)}
            data-testid="owner-select"
          >
            {owners.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        </label>
      )}
      {mode !== 'removeOwner' && (
        <RecipientField
          label="New owner"
          value={newOwner}
          onChange={setNewOwner}
          testId="new-owner-input"
        />
      )}
      {mode !== 'swapOwner' && (
        <label className="field">
          <span className="field-label">Threshold after the change</span>
          <select
            className="select"
            value={threshold}
            onChange={(e) => setThreshold(Number(e.target.value))}
            data-testid="threshold-select"
          >
            {Array.from({ length: Math.max(ownerCount, 1) }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n} of {ownerCount}
              </option>
            ))}
          </select>
        </label>
      )}
      {draft instanceof Error && <p className="field-error">{draft.message}</p>}
      <div className="modal-footer">
        <button
          type="submit"
          className="button button-primary"
          disabled={!draft || draft instanceof Error}
          data-testid="build-next"
        >
          Next
        </button>
      </div>
    </form>
  )
}
