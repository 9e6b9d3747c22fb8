import '../transactions.css'
import { useState } from 'react'
import { useIsOwner } from '../../safe/hooks/useIsOwner'
import { useProposerEntry } from '../../safe/hooks/useProposerEntry'
import { type FlowRequest, openTransactionFlow } from '../request/transactionFlowStore'

const choices: { label: string; request: FlowRequest }[] = [
  { label: 'Send tokens', request: { kind: 'send' } },
  { label: 'Send NFT', request: { kind: 'sendNft' } },
  { label: 'Contract interaction', request: { kind: 'contract' } },
  { label: 'Batch of actions', request: { kind: 'batch' } },
  { label: 'Payouts from a CSV', request: { kind: 'payouts' } },
  { label: 'Add owner', request: { kind: 'addOwner' } },
  { label: 'Remove owner', request: { kind: 'removeOwner' } },
  { label: 'Replace owner', request: { kind: 'swapOwner' } },
  { label: 'Change threshold', request: { kind: 'threshold' } },
]

/** "New transaction" and its menu of flows; only owners and proposers can propose. */
export function NewTransactionButton() {
  const isOwner = useIsOwner()
  const proposer = useProposerEntry()
  const cannotPropose = isOwner === false && !proposer
  const [open, setOpen] = useState(false)
  return (
    <div className="tx-new">
      <button
        type="button"
        className="button button-primary"
        aria-expanded={open}
        disabled={cannotPropose}
        title={cannotPropose ? 'Connect a wallet that owns this Safe to propose' : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        New transaction
      </button>
      {open && (
        <div className="card tx-new-menu" role="menu">
          {choices.map((choice) => (
            <button
              key={choice.label}
              type="button"
              role="menuitem"
              className="button"
              onClick={() => {
                setOpen(false)
                openTransactionFlow(choice.request).catch(() => {})
              }}
            >
              {choice.label}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
