import type { LooseTypedData } from '@assent/review'
import type { Address, Hex } from 'viem'
import type { TransactionDraft } from './draft'
import type { FlowCall, FlowOrigin } from './flowCall'

export type { FlowCall, FlowOrigin }

/** What the transaction flow dialog opens on. */
export type FlowRequest =
  | {
      kind: 'calls'
      /**
       * One call is proposed as is; several become one MultiSendCallOnly batch (MultiSend when
       * one of them is a delegate call).
       */
      txs: FlowCall[]
      origin?: FlowOrigin
      /** Decimal string; 0 when absent (Safe ≥ 1.3.0 does not need it with gasPrice 0). */
      safeTxGas?: string
      /**
       * A Safe App's on-chain message signature: the text or typed data whose hash the
       * SignMessageLib call signs, for the review to show (SignedMessagePreview).
       */
      message?: string | LooseTypedData
    }
  | { kind: 'send' }
  | { kind: 'sendNft' }
  | { kind: 'contract' }
  | { kind: 'batch' }
  /** The Safe's saved batch, already built into its one MultiSendCallOnly transaction. */
  | { kind: 'savedBatch'; draft: TransactionDraft }
  /** Payouts read from a CSV file, built into one batch. */
  | { kind: 'payouts' }
  | { kind: 'addOwner' }
  | { kind: 'removeOwner'; owner?: Address }
  | { kind: 'swapOwner'; owner?: Address }
  | { kind: 'threshold' }
  /** An empty transaction to the Safe at `nonce`, replacing whatever is queued there. */
  | { kind: 'reject'; nonce: number }
  /** Sign or execute a transaction that is already in the queue. */
  | { kind: 'existing'; txId: string; action: 'confirm' | 'execute' }
  /** Execute several fully signed queued transactions in one on-chain transaction, in this order. */
  | { kind: 'batchExecute'; txIds: string[] }
  /**
   * This Safe confirms a transaction of a Safe it owns (a nested Safe) on chain, with
   * `approveHash(safeTxHash)` on that Safe; `safeTxHash` was recomputed from the transaction's
   * own fields before the flow was opened.
   */
  | { kind: 'approveChild'; child: Address; safeTxHash: Hex; nonce: number }

export type FlowResult = { safeTxHash: Hex }

/** Raised to the opener when the user closes the dialog or their wallet declines. */
export class FlowRejectedError extends Error {
  override name = 'FlowRejectedError'
  constructor(message = 'The user rejected the transaction') {
    super(message)
  }
}

export type ActiveFlow = {
  id: number
  request: FlowRequest
  resolve: (result: FlowResult) => void
  reject: (error: Error) => void
}

let active: ActiveFlow | null = null
/** Requests that arrived while a dialog was open, oldest first; each waits its turn. */
const waiting: ActiveFlow[] = []
let nextId = 1
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

function activateNext() {
  active = waiting.shift() ?? null
  emit()
}

/**
 * Opens the transaction dialog. Resolves with the safeTxHash once the transaction is proposed
 * (or confirmed/executed for `existing`), rejects with FlowRejectedError when the user closes
 * it. A request that arrives while a dialog is open waits for it to close: a new request (say
 * from a Safe App) never replaces what the user is reviewing under their cursor.
 * @example const { safeTxHash } = await openTransactionFlow({ kind: 'calls', txs: [{ to, value: '0', data: '0x' }] })
 */
export function openTransactionFlow(request: FlowRequest): Promise<FlowResult> {
  if (request.kind === 'calls' && request.txs.length === 0) {
    return Promise.reject(new Error('No transactions were passed'))
  }
  return new Promise<FlowResult>((resolve, reject) => {
    const id = nextId++
    const finish = () => {
      if (active?.id === id) {
        activateNext()
        return
      }
      const index = waiting.findIndex((flow) => flow.id === id)
      if (index >= 0) {
        waiting.splice(index, 1)
        emit()
      }
    }
    const flow: ActiveFlow = {
      id,
      request,
      resolve: (result) => {
        finish()
        resolve(result)
      },
      reject: (error) => {
        finish()
        reject(error)
      },
    }
    if (active) waiting.push(flow)
    else active = flow
    emit()
  })
}

/** How many requests wait behind the open dialog. */
export function getWaitingFlowCount(): number {
  return waiting.length
}

/** Closes the open dialog as a user rejection. */
export function closeTransactionFlow(): void {
  active?.reject(new FlowRejectedError())
}

export function getActiveFlow(): ActiveFlow | null {
  return active
}

export function subscribeTransactionFlow(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
