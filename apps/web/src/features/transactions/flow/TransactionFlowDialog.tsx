import '../transactions.css'
import { safeAbi } from '@assent/core'
import { type ReactNode, useState, useSyncExternalStore } from 'react'
import { encodeFunctionData } from 'viem'
import { Modal } from '../../../components/Modal'
import { useCurrentSafe } from '../../safe/SafeContext'
import { BatchExecuteStep } from '../execute/batch/BatchExecuteStep'
import { BatchForm } from '../forms/BatchForm'
import { ContractInteractionForm } from '../forms/ContractInteractionForm'
import { OwnerForm } from '../forms/OwnerForm'
import { PayoutsForm } from '../forms/PayoutsForm'
import { SendNftForm } from '../forms/SendNftForm'
import { SendTokensForm } from '../forms/SendTokensForm'
import { ThresholdForm } from '../forms/ThresholdForm'
import { buildSafeCall } from '../request/buildSafeCall'
import type { TransactionDraft } from '../request/draft'
import {
  type ActiveFlow,
  FlowRejectedError,
  type FlowRequest,
  getWaitingFlowCount,
  subscribeTransactionFlow,
} from '../request/transactionFlowStore'
import { ExistingTransactionStep } from './ExistingTransactionStep'
import { FirstTransactionStep } from './FirstTransactionStep'
import { ProposeStep } from './ProposeStep'

const titles: Record<FlowRequest['kind'], string> = {
  calls: 'Review transaction',
  send: 'Send tokens',
  sendNft: 'Send NFT',
  contract: 'Contract interaction',
  batch: 'Batch of actions',
  savedBatch: 'Review batch',
  payouts: 'Payouts from a CSV',
  addOwner: 'Add owner',
  removeOwner: 'Remove owner',
  swapOwner: 'Replace owner',
  threshold: 'Change threshold',
  reject: 'Reject transaction',
  existing: 'Transaction',
  batchExecute: 'Execute transactions together',
  approveChild: 'Confirm as an owner Safe',
}

/**
 * The transaction dialog: build (a form per flow) → review (decoded, verified, hashes) → sign →
 * propose; or, for a queued transaction, verify → confirm / execute. Closing it rejects the
 * opener's promise; finishing resolves it with the safeTxHash.
 */
export default function TransactionFlowDialog({ flow }: { flow: ActiveFlow }) {
  const safe = useCurrentSafe()
  const { request } = flow
  const [draft, setDraft] = useState<TransactionDraft | null | Error>(() =>
    initialDraft(request, safe.address),
  )

  const close = () => flow.reject(new FlowRejectedError())
  const waiting = useSyncExternalStore(
    subscribeTransactionFlow,
    getWaitingFlowCount,
    getWaitingFlowCount,
  )
  let body: ReactNode
  if (request.kind === 'existing') {
    body = <ExistingTransactionStep txId={request.txId} action={request.action} flow={flow} />
  } else if (request.kind === 'batchExecute') {
    body = <BatchExecuteStep txIds={request.txIds} flow={flow} />
  } else if (draft instanceof Error) {
    body = (
      <div className="tx-danger-box" role="alert">
        <h3>This transaction cannot be built</h3>
        <p>{draft.message}</p>
      </div>
    )
  } else if (draft) {
    const canGoBack =
      request.kind !== 'calls' &&
      request.kind !== 'reject' &&
      request.kind !== 'approveChild' &&
      request.kind !== 'savedBatch'
    const onBack = canGoBack ? () => setDraft(null) : undefined
    // An undeployed Safe: its first transaction deploys it (no gateway to propose to yet).
    body = safe.counterfactual ? (
      <FirstTransactionStep
        draft={draft}
        flow={flow}
        counterfactual={safe.counterfactual}
        onBack={onBack}
      />
    ) : (
      <ProposeStep draft={draft} flow={flow} onBack={onBack} />
    )
  } else {
    body = <Builder request={request} onDraft={setDraft} />
  }

  return (
    <Modal
      title={
        request.kind === 'existing'
          ? request.action === 'execute'
            ? 'Execute transaction'
            : 'Confirm transaction'
          : titles[request.kind]
      }
      onClose={close}
      testId="tx-flow-dialog"
      wide
    >
      {waiting > 0 && (
        <p className="muted" data-testid="flow-waiting">
          {waiting} more request{waiting === 1 ? '' : 's'} waiting: each opens after this one
          closes.
        </p>
      )}
      {request.kind === 'calls' && request.origin && (
        <p className="tx-warning-box" data-testid="flow-origin">
          Requested by the app <strong>{request.origin.name}</strong> ({request.origin.url}). Check
          every field below: the app chose them, not you.
        </p>
      )}
      {request.kind !== 'existing' && request.kind !== 'batchExecute' && (
        <div className="tx-steps">
          <span className={draft === null ? 'active' : ''}>1. Build</span>›
          <span className={draft && !(draft instanceof Error) ? 'active' : ''}>
            {safe.counterfactual ? '2. Review, sign and deploy' : '2. Review, sign and propose'}
          </span>
        </div>
      )}
      {body}
    </Modal>
  )
}

function initialDraft(
  request: FlowRequest,
  safeAddress: `0x${string}`,
): TransactionDraft | null | Error {
  if (request.kind === 'calls') {
    try {
      return {
        title:
          request.txs.length > 1 ? `Batch of ${request.txs.length} transactions` : 'Transaction',
        call: buildSafeCall(request.txs),
        origin: request.origin,
        message: request.message,
        safeTxGas: request.safeTxGas ? BigInt(request.safeTxGas) : undefined,
      }
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error))
    }
  }
  if (request.kind === 'savedBatch') return request.draft
  if (request.kind === 'approveChild') {
    return {
      title: `Approve transaction #${request.nonce} of Safe ${request.child}`,
      call: {
        to: request.child,
        value: 0n,
        data: encodeFunctionData({
          abi: safeAbi,
          functionName: 'approveHash',
          args: [request.safeTxHash],
        }),
        operation: 0,
      },
      // The target is a Safe: decode its approveHash with the Safe's own ABI.
      abis: [safeAbi],
    }
  }
  if (request.kind === 'reject') {
    return {
      title: `Reject transaction #${request.nonce}`,
      call: { to: safeAddress, value: 0n, data: '0x', operation: 0 },
      nonce: request.nonce,
    }
  }
  return null
}

function Builder({
  request,
  onDraft,
}: {
  request: FlowRequest
  onDraft: (draft: TransactionDraft) => void
}) {
  switch (request.kind) {
    case 'send':
      return <SendTokensForm onDraft={onDraft} />
    case 'sendNft':
      return <SendNftForm onDraft={onDraft} />
    case 'contract':
      return <ContractInteractionForm onDraft={onDraft} />
    case 'batch':
      return <BatchForm onDraft={onDraft} />
    case 'payouts':
      return <PayoutsForm onDraft={onDraft} />
    case 'addOwner':
    case 'removeOwner':
    case 'swapOwner':
      return (
        <OwnerForm
          mode={request.kind}
          initialOwner={'owner' in request ? request.owner : undefined}
          onDraft={onDraft}
        />
      )
    case 'threshold':
      return <ThresholdForm onDraft={onDraft} />
    default:
      return null
  }
}
