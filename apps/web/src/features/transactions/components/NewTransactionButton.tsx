import { useState } from 'react'
import { useIsOwner } from '../../safe/hooks/useIsOwner'
import { type FlowRequest, openTransactionFlow } from '../flow/transactionFlowStore'

const choices: { label: string; request: FlowRequest }[] = [
  { label: 'Send tokens', request: { kind: 'send' } },
  { label: 'Send NFT', request: { kind: 'sendNft' } },
  { label: 'Contract interaction', request: { kind: 'contract' } },
  { label: 'Batch of actions', request: { kind: 'batch' } },
  { label: 'Add owner', request: { kind: 'addOwner' } },
  { label: 'Remove owner', request: { kind: 'removeOwner' } },
  { label: 'Replace owner', request: { kind: 'swapOwner' } },
  { label: 'Change threshold', request: { kind: 'threshold' } },
]

/** "New transaction" and its menu of flows; only owners can propose. */
export function NewTransactionButton() {
  const isOwner = useIsOwner()
  const [open, setOpen] = useState(false)
  return (
    <div style={{ position: 'relative' }}>
      <button
        type="button"
        className="button button-primary"
        aria-expanded={open}
        disabled={isOwner === false}
        title={isOwner === false ? 'Connect a wallet that owns this Safe to propose' : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        New transaction
      </button>
      {open && (
        <div
          className="card"
          role="menu"
          style={{ position: 'absolute', right: 0, zIndex: 20, width: 260, marginTop: 4 }}
        >
          {choices.map((choice) => (
            <button
              key={choice.label}
              type="button"
              role="menuitem"
              className="button"
              style={{ width: '100%', marginBottom: 4 }}
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
