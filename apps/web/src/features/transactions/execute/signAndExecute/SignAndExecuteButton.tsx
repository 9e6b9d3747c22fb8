import { encodeExecTransaction, type SafeTransactionData } from '@assent/core'
import { useAddRecentTransaction } from '@rainbow-me/rainbowkit'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Address, Hex } from 'viem'
import { useConfig } from 'wagmi'
import {
  estimateGas,
  getGasPrice,
  sendTransaction,
  signTypedData,
  waitForTransactionReceipt,
} from 'wagmi/actions'
import { FlowErrorBox, SignBlockers } from '../../../../components/SignProblems'
import { useGateway } from '../../../../kernel/GatewayProvider'
import { notify } from '../../../../kernel/notifications/notify'
import { describeSignStepFailure } from '../../../../wallet/signAndProve'
import { useCurrentSafe } from '../../../safe/SafeContext'
import { SafeExecutionFailedError } from '../../mutations/executeSafeTransactionMutationOptions'
import { estimateExecutionGasQueryOptions } from '../../queries/estimateExecutionGasQueryOptions'
import type { TransactionDraft } from '../../request/draft'
import type { ActiveFlow } from '../../request/transactionFlowStore'
import { GasEstimateLine } from '../ExecutionProgress'
import type { SignAndExecuteStep } from './proposeAndExecuteSafeTransaction'
import { proposeAndExecuteSafeTransactionMutationOptions } from './proposeAndExecuteSafeTransactionMutationOptions'

const BUSY_LABELS: Record<SignAndExecuteStep, string> = {
  signing: 'Sign in your wallet…',
  proposing: 'Proposing…',
  sending: 'Confirm the transaction in your wallet…',
  mining: 'Executing…',
}

/**
 * "Sign and execute" for a new transaction whose threshold the signer's approval completes:
 * one signature (the proposal, proven against the reviewed hash), then one transaction that
 * executes it with the signer's approval in the v=1 form. The gas is estimated before anything
 * is signed. When the execution fails after the proposal went through, the error says so and
 * the signer can retry the execution alone or leave the proposal in the queue.
 */
export function SignAndExecuteButton({
  account,
  draft,
  tx,
  localHash,
  executionSignatures,
  blockers,
  note,
  flow,
  onBack,
}: {
  account: Address
  draft: TransactionDraft
  tx: SafeTransactionData
  localHash: Hex
  /** From signAndExecuteOffer: the executor's v=1 approval among the verified confirmations. */
  executionSignatures: Hex
  blockers: string[]
  /** The proposer's note, cleaned; stored with the proposal. */
  note: string | undefined
  flow: ActiveFlow
  onBack?: () => void
}) {
  const safe = useCurrentSafe()
  const config = useConfig()
  const gateway = useGateway()
  const queryClient = useQueryClient()
  const addRecentTransaction = useAddRecentTransaction()
  const chainId = Number(safe.chainId)
  const [step, setStep] = useState<SignAndExecuteStep>('signing')
  const [proposedHash, setProposedHash] = useState<Hex | null>(null)
  const [txHash, setTxHash] = useState<Hex | null>(null)
  const allowed = blockers.length === 0

  const estimate = useQuery({
    ...estimateExecutionGasQueryOptions(
      {
        estimateGas: (request) => estimateGas(config, { chainId, ...request }),
        getGasPrice: () => getGasPrice(config, { chainId }),
      },
      {
        chainId,
        safeAddress: safe.address,
        account,
        calldata: encodeExecTransaction(tx, executionSignatures),
      },
    ),
    enabled: allowed,
  })

  const run = useMutation(
    proposeAndExecuteSafeTransactionMutationOptions({
      queryClient,
      gateway,
      signTypedData: (typedData) => signTypedData(config, typedData),
      sendTransaction: (request) => sendTransaction(config, { chainId, account, ...request }),
      waitForReceipt: (hash) => waitForTransactionReceipt(config, { chainId, hash }),
      onStep: setStep,
      onProposed: setProposedHash,
      onSent: (hash) => {
        setTxHash(hash)
        addRecentTransaction({ hash, description: `Execute Safe transaction #${tx.nonce}` })
      },
      onSuccess: ({ hash, safeTxHash }) => {
        notify({ kind: 'success', title: 'Transaction executed', message: hash })
        flow.resolve({ safeTxHash })
      },
    }),
  )
  function signAndExecute() {
    setTxHash(null)
    run.mutate({
      safe: { chainId: safe.chainId, address: safe.address, version: safe.safeInfo.version },
      tx,
      reviewedSafeTxHash: localHash,
      account,
      origin: draft.origin,
      note,
      executionSignatures,
      estimatedGas: estimate.data?.gas,
      alreadyProposed: proposedHash !== null,
    })
  }
  const minedFailure = run.error instanceof SafeExecutionFailedError
  const error = run.error
    ? describeSignStepFailure(
        run.error,
        minedFailure
          ? 'The transaction failed on chain'
          : proposedHash
            ? 'The transaction was proposed but not executed'
            : 'Nothing was proposed or executed',
      )
    : null

  return (
    <div>
      <SignBlockers blockers={blockers} />
      {allowed && <GasEstimateLine estimate={estimate} />}
      {txHash && (
        <p data-testid="execution-status">
          Sent: <span className="mono">{txHash}</span>
        </p>
      )}
      <FlowErrorBox error={error} />
      {proposedHash && run.isError && !minedFailure && (
        <p className="tx-warning-box" data-testid="proposed-not-executed">
          It is in the queue with your signature ({proposedHash}). Retry the execution, or leave it
          in the queue and execute it from there later.
        </p>
      )}
      <div className="modal-footer">
        {onBack && !proposedHash && (
          <button type="button" className="button" onClick={onBack} disabled={run.isPending}>
            Back
          </button>
        )}
        {proposedHash && run.isError && (
          <button
            type="button"
            className="button"
            data-testid="leave-in-queue"
            onClick={() => flow.resolve({ safeTxHash: proposedHash })}
          >
            {minedFailure ? 'Close' : 'Leave it in the queue'}
          </button>
        )}
        {!minedFailure && (
          <button
            type="button"
            className="button button-primary"
            data-testid="sign-and-execute"
            disabled={run.isPending || run.isSuccess || !allowed}
            onClick={signAndExecute}
          >
            {run.isPending
              ? BUSY_LABELS[step]
              : proposedHash
                ? 'Retry the execution'
                : 'Sign and execute'}
          </button>
        )}
      </div>
    </div>
  )
}
