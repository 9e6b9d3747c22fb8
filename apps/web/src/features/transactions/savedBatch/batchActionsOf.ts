import { Operation } from '@assent/core'
import { getAddress, type Hex } from 'viem'
import type { TransactionDraft } from '../request/draft'
import type { FlowRequest } from '../request/transactionFlowStore'
import type { NewBatchAction } from './savedBatchStore'

/** Flows whose transaction is no action to batch: it replaces a nonce or is the batch itself. */
const NOT_BATCHABLE: ReadonlySet<FlowRequest['kind']> = new Set([
  'savedBatch',
  'reject',
  'approveChild',
  'existing',
  'batchExecute',
])

/**
 * The actions a reviewed draft adds to the Safe's batch, or why it cannot be batched. A Safe
 * App's request adds each of its calls; any other flow adds its one call. Delegate calls (a
 * batch or payouts already built, an on-chain message) cannot go inside MultiSendCallOnly.
 */
export function batchActionsOf(
  request: FlowRequest,
  draft: TransactionDraft,
): { actions: NewBatchAction[] } | { reason: string } {
  if (NOT_BATCHABLE.has(request.kind) || draft.nonce !== undefined) {
    return { reason: 'This transaction cannot be added to a batch.' }
  }
  if (draft.message !== undefined) {
    return { reason: 'A message signature cannot be added to a batch.' }
  }
  if (request.kind === 'calls') {
    if (request.txs.some((tx) => (tx.operation ?? Operation.CALL) !== Operation.CALL)) {
      return { reason: 'A delegate call cannot be added to a batch.' }
    }
    const from = request.origin ? ` from ${request.origin.name}` : ''
    const count = request.txs.length
    return {
      actions: request.txs.map((tx, index) => ({
        title: count === 1 ? `Call${from}` : `Call ${index + 1} of ${count}${from}`,
        to: getAddress(tx.to),
        value: BigInt(tx.value),
        data: (tx.data || '0x') as Hex,
        ...(request.origin ? { origin: request.origin } : {}),
      })),
    }
  }
  if (draft.call.operation !== Operation.CALL) {
    return { reason: 'A delegate call (such as a batch already built) cannot be added to a batch.' }
  }
  return {
    actions: [
      { title: draft.title, to: draft.call.to, value: draft.call.value, data: draft.call.data },
    ],
  }
}
