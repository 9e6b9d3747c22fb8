import { useState } from 'react'
import { shortenAddress } from '../../../components/shortenAddress'
import { buildSafeCall, type SafeCallDraft } from '../request/buildSafeCall'
import type { TransactionDraft } from '../request/draft'
import { ContractInteractionForm } from './ContractInteractionForm'
import { SendTokensForm } from './SendTokensForm'

type Item = { title: string; call: SafeCallDraft }

/** Several actions (token sends, contract calls) signed once as a MultiSendCallOnly batch. */
export function BatchForm({ onDraft }: { onDraft: (draft: TransactionDraft) => void }) {
  const [items, setItems] = useState<Item[]>([])
  const [adding, setAdding] = useState<'send' | 'contract'>('send')
  const add = (draft: TransactionDraft) =>
    setItems((all) => [...all, { title: draft.title, call: draft.call }])

  return (
    <div>
      <h3>Actions in this batch ({items.length})</h3>
      {items.length === 0 && <p className="muted">Add at least two actions.</p>}
      <ol data-testid="batch-items">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the position is the identity of a batch item
          <li key={index} className="tx-batch-item">
            <span style={{ flex: 1 }}>
              {item.title} <span className="muted">→ {shortenAddress(item.call.to)}</span>
            </span>
            <button
              type="button"
              className="button button-small"
              onClick={() => setItems((all) => all.filter((_, i) => i !== index))}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      <div className="tabs" role="tablist">
        <button
          type="button"
          role="tab"
          aria-selected={adding === 'send'}
          className="tab"
          onClick={() => setAdding('send')}
        >
          Add a token transfer
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={adding === 'contract'}
          className="tab"
          onClick={() => setAdding('contract')}
        >
          Add a contract call
        </button>
      </div>
      <div className="card">
        {adding === 'send' ? (
          <SendTokensForm key={items.length} onDraft={add} submitLabel="Add to batch" />
        ) : (
          <ContractInteractionForm key={items.length} onDraft={add} submitLabel="Add to batch" />
        )}
      </div>
      <div className="modal-footer">
        <button
          type="button"
          className="button button-primary"
          disabled={items.length < 2}
          data-testid="batch-next"
          onClick={() =>
            onDraft({
              title: `Batch of ${items.length} actions`,
              call: buildSafeCall(
                items.map((item) => ({
                  to: item.call.to,
                  value: item.call.value,
                  data: item.call.data,
                })),
              ),
            })
          }
        >
          Review batch
        </button>
      </div>
    </div>
  )
}
