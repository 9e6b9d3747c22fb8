import { encodeExecTransaction } from '@assent/core'
import type { TransactionVerification } from '@assent/review'
import { buildExecutionSignatures } from '@assent/review'
import { useAddRecentTransaction } from '@rainbow-me/rainbowkit'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Address, Hex } from 'viem'
import { useConfig } from 'wagmi'
import { estimateGas, getGasPrice, sendTransaction, waitForTransactionReceipt } from 'wagmi/actions'
import { FlowErrorBox, SignBlockers } from '../../../components/SignProblems'
import { useGateway } from '../../../kernel/GatewayProvider'
import { notify } from '../../../kernel/notifications/notify'
import { describeSignStepFailure } from '../../../wallet/signAndProve'
import { useCurrentSafe } from '../../safe/SafeContext'
import {
  executeSafeTransactionMutationOptions,
  SafeExecutionFailedError,
} from '../mutations/executeSafeTransactionMutationOptions'
import { estimateExecutionGasQueryOptions } from '../queries/estimateExecutionGasQueryOptions'
import { ExecutionStatusLine, executionStatus, GasEstimateLine } from './ExecutionProgress'
import { useTrackPendingExecution } from './speedup/useTrackPendingExecution'

/**
 * Executes a verified transaction from the connected owner's wallet: execTransaction with the
 * verified confirmations (plus the executor's pre-validated approval when theirs is missing),
 * gas estimated first, tracked in RainbowKit's recent transactions until mined. Owners and
 * threshold are the chain's (read through the verification RPC) when it could be read.
 */
export function ExecuteButton({
  account,
  verification,
  owners,
  threshold,
  blockers,
  label = 'Execute',
  onDone,
}: {
  account: Address
  verification: TransactionVerification
  owners: readonly string[]
  threshold: number
  blockers: string[]
  /** The button's name ("Sign and execute" where it completes the signer's confirmation). */
  label?: string
  onDone: (safeTxHash: Hex) => void
}) {
  const safe = useCurrentSafe()
  const config = useConfig()
  const client = useGateway()
  const queryClient = useQueryClient()
  const addRecentTransaction = useAddRecentTransaction()
  const trackExecution = useTrackPendingExecution()
  const [txHash, setTxHash] = useState<Hex | null>(null)
  const chainId = Number(safe.chainId)
  const signatures = buildExecutionSignatures({
    confirmations: verification.confirmations,
    threshold,
    executor: account,
    owners,
  })
  const { tx } = verification
  // The calldata exists only once the transaction is verified and enough signatures are proven.
  const calldata =
    tx && signatures.ok ? encodeExecTransaction(tx, signatures.signatures) : undefined
  const allowed = calldata !== undefined && blockers.length === 0

  const estimate = useQuery({
    ...estimateExecutionGasQueryOptions(
      {
        estimateGas: (request) => estimateGas(config, { chainId, ...request }),
        getGasPrice: () => getGasPrice(config, { chainId }),
      },
      { chainId, safeAddress: safe.address, account, calldata },
    ),
    enabled: allowed,
  })

  const execute = useMutation(
    executeSafeTransactionMutationOptions({
      queryClient,
      gateway: client,
      sendTransaction: (request) => sendTransaction(config, { chainId, account, ...request }),
      waitForReceipt: (hash) => waitForTransactionReceipt(config, { chainId, hash }),
      onSent: (hash, sent) => {
        setTxHash(hash)
        addRecentTransaction({ hash, description: `Execute Safe transaction #${sent.nonce}` })
        const { localSafeTxHash: safeTxHash } = verification
        if (safeTxHash) trackExecution({ safe, safeTxHash, safeNonce: sent.nonce, hash })
      },
      onSuccess: ({ hash, safeTxHash }) => {
        notify({ kind: 'success', title: 'Transaction executed', message: hash })
        onDone(safeTxHash)
      },
    }),
  )
  function executeVerified() {
    setTxHash(null)
    execute.mutate({
      safe: { chainId: safe.chainId, address: safe.address },
      execution:
        tx && signatures.ok && allowed && verification.localSafeTxHash
          ? { tx, signatures: signatures.signatures, safeTxHash: verification.localSafeTxHash }
          : null,
      estimatedGas: estimate.data?.gas,
    })
  }
  const status = executionStatus(execute, txHash)
  const error = execute.error
    ? describeSignStepFailure(
        execute.error,
        execute.error instanceof SafeExecutionFailedError
          ? 'The transaction failed on chain'
          : txHash
            ? 'Could not follow the transaction'
            : 'The transaction was not sent',
      )
    : null

  return (
    <div>
      {!signatures.ok && (
        <p className="tx-warning-box" data-testid="execute-unavailable">
          {signatures.reason}
        </p>
      )}
      {signatures.ok && signatures.usesPreValidated && (
        <p className="muted">
          Your own approval is added as you execute (pre-validated signature).
        </p>
      )}
      <SignBlockers blockers={blockers} />
      {allowed && <GasEstimateLine estimate={estimate} />}
      {txHash && <ExecutionStatusLine txHash={txHash} status={status} />}
      <FlowErrorBox error={error} />
      <div className="modal-footer">
        <button
          type="button"
          className="button button-primary"
          data-testid="execute-transaction"
          disabled={!allowed || status !== 'idle'}
          onClick={executeVerified}
        >
          {status === 'sending'
            ? 'Confirm in your wallet…'
            : status === 'pending'
              ? 'Executing…'
              : label}
        </button>
      </div>
    </div>
  )
}
