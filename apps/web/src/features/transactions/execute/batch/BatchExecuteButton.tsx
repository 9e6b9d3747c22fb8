import { useAddRecentTransaction } from '@rainbow-me/rainbowkit'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Address, Hex } from 'viem'
import { useConfig } from 'wagmi'
import { estimateGas, getGasPrice, sendTransaction, waitForTransactionReceipt } from 'wagmi/actions'
import { FlowErrorBox, SignBlockers } from '../../../../components/SignProblems'
import { useGateway } from '../../../../kernel/GatewayProvider'
import { notify } from '../../../../kernel/notifications/notify'
import { describeSignStepFailure } from '../../../../wallet/signAndProve'
import { useCurrentSafe } from '../../../safe/SafeContext'
import { ExecutionStatusLine, executionStatus, GasEstimateLine } from '../ExecutionProgress'
import type { BatchPlan } from './buildBatchPlan'
import {
  BatchExecutionFailedError,
  executeBatchTransactionMutationOptions,
} from './executeBatchTransactionMutationOptions'

/**
 * Sends the reviewed batch from the connected wallet once nothing blocks it: gas estimated first
 * (from that account, so a batch that would revert says so here), tracked in RainbowKit's recent
 * transactions until mined, and each transaction's outcome read from the receipt.
 */
export function BatchExecuteButton({
  account,
  plan,
  blockers,
  onDone,
}: {
  account: Address
  plan: BatchPlan | undefined
  blockers: readonly string[]
  onDone: (safeTxHash: Hex) => void
}) {
  const safe = useCurrentSafe()
  const config = useConfig()
  const gateway = useGateway()
  const queryClient = useQueryClient()
  const addRecentTransaction = useAddRecentTransaction()
  const [txHash, setTxHash] = useState<Hex | null>(null)
  const chainId = Number(safe.chainId)
  const batch = plan?.ok ? plan : undefined
  const allowed = batch !== undefined && blockers.length === 0

  const estimate = useQuery({
    queryKey: ['local', 'batch-gas', safe.chainId, account, batch?.call.to, batch?.call.data],
    queryFn: async () => {
      if (!batch) throw new Error('No batch to estimate.')
      const [gas, gasPrice] = await Promise.all([
        estimateGas(config, { chainId, account, to: batch.call.to, data: batch.call.data }),
        getGasPrice(config, { chainId }),
      ])
      return { gas, fee: gas * gasPrice }
    },
    enabled: allowed,
    retry: false,
  })

  const execute = useMutation(
    executeBatchTransactionMutationOptions({
      queryClient,
      gateway,
      sendTransaction: (request) => sendTransaction(config, { chainId, account, ...request }),
      waitForReceipt: (hash) => waitForTransactionReceipt(config, { chainId, hash }),
      onSent: (hash, nonces) => {
        setTxHash(hash)
        addRecentTransaction({
          hash,
          description: `Execute Safe transactions ${nonces.map((nonce) => `#${nonce}`).join(', ')}`,
        })
      },
      onSuccess: ({ hash, safeTxHashes }) => {
        notify({ kind: 'success', title: 'Transactions executed', message: hash })
        onDone(safeTxHashes.at(-1) as Hex)
      },
    }),
  )
  const status = executionStatus(execute, txHash)
  const error = execute.error
    ? describeSignStepFailure(
        execute.error,
        execute.error instanceof BatchExecutionFailedError
          ? 'Not every transaction executed'
          : txHash
            ? 'Could not follow the transaction'
            : 'The transaction was not sent',
      )
    : null

  return (
    <div>
      <SignBlockers blockers={blockers} />
      {allowed && <GasEstimateLine estimate={estimate} />}
      {txHash && <ExecutionStatusLine txHash={txHash} status={status} />}
      <FlowErrorBox error={error} />
      <div className="modal-footer">
        <button
          type="button"
          className="button button-primary"
          data-testid="batch-execute-transaction"
          disabled={!allowed || status !== 'idle'}
          onClick={() => {
            setTxHash(null)
            execute.mutate({
              safe: { chainId: safe.chainId, address: safe.address },
              batch: allowed ? batch : null,
              estimatedGas: estimate.data?.gas,
            })
          }}
        >
          {status === 'sending'
            ? 'Confirm in your wallet…'
            : status === 'pending'
              ? 'Executing…'
              : `Execute ${batch?.nonces.length ?? ''} transactions`}
        </button>
      </div>
    </div>
  )
}
