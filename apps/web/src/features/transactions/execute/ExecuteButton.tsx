import { safeAbi } from '@assent/core'
import { useAddRecentTransaction } from '@rainbow-me/rainbowkit'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import {
  type Address,
  encodeFunctionData,
  formatUnits,
  type Hex,
  isAddressEqual,
  parseEventLogs,
  type TransactionReceipt,
} from 'viem'
import { useConfig } from 'wagmi'
import { estimateGas, getGasPrice, waitForTransactionReceipt, writeContract } from 'wagmi/actions'
import { useGateway } from '../../../app/GatewayProvider'
import { notify } from '../../../app/notifications/notify'
import { describeWalletError } from '../../../wallet/errors'
import { describeSignStepFailure, SignStepFailure } from '../../../wallet/signAndProve'
import { useCurrentSafe } from '../../safe/SafeContext'
import { FlowErrorBox, SignBlockers } from '../flow/SignProblems'
import type { TransactionVerification } from '../verification/verifyTransaction'
import { buildExecutionSignatures } from './buildExecutionSignatures'

type Status = 'idle' | 'sending' | 'pending' | 'confirmed' | 'failed'

/** Thrown once the transaction is mined but the Safe or the chain reports a failure. */
class ExecutionFailed extends Error {}

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
  onDone,
}: {
  account: Address
  verification: TransactionVerification
  owners: readonly string[]
  threshold: number
  blockers: string[]
  onDone: (safeTxHash: Hex) => void
}) {
  const safe = useCurrentSafe()
  const config = useConfig()
  const client = useGateway()
  const queryClient = useQueryClient()
  const addRecentTransaction = useAddRecentTransaction()
  const [txHash, setTxHash] = useState<Hex | null>(null)
  const chainId = Number(safe.chainId)
  const signatures = buildExecutionSignatures({
    confirmations: verification.confirmations,
    threshold,
    executor: account,
    owners,
  })
  const { tx } = verification
  const args =
    tx && signatures.ok
      ? ([
          tx.to,
          tx.value,
          tx.data,
          tx.operation,
          tx.safeTxGas,
          tx.baseGas,
          tx.gasPrice,
          tx.gasToken,
          tx.refundReceiver,
          signatures.signatures,
        ] as const)
      : undefined
  const allowed = Boolean(args) && blockers.length === 0

  const estimate = useQuery({
    queryKey: ['local', 'execGas', safe.address, verification.localSafeTxHash, account, args?.[9]],
    queryFn: async () => {
      const [gas, gasPrice] = await Promise.all([
        estimateGas(config, {
          chainId,
          account,
          to: safe.address,
          data: encodeFunctionData({
            abi: safeAbi,
            functionName: 'execTransaction',
            args: args as NonNullable<typeof args>,
          }),
        }),
        getGasPrice(config, { chainId }),
      ])
      return { gas, fee: gas * gasPrice }
    },
    enabled: allowed,
    retry: false,
    staleTime: 15_000,
  })

  const execute = useMutation({
    mutationFn: async () => {
      if (!args || !allowed || !verification.localSafeTxHash) {
        throw new Error('The transaction cannot be executed yet.')
      }
      const safeTxHash = verification.localSafeTxHash
      setTxHash(null)
      let hash: Hex
      try {
        hash = await writeContract(config, {
          chainId,
          address: safe.address,
          abi: safeAbi,
          functionName: 'execTransaction',
          args,
          account,
          gas: estimate.data ? (estimate.data.gas * 12n) / 10n : undefined,
        })
      } catch (failure) {
        const description = describeWalletError(failure, 'sendTransaction')
        throw new SignStepFailure(description.title, description.message)
      }
      setTxHash(hash)
      addRecentTransaction({ hash, description: `Execute Safe transaction #${tx?.nonce ?? ''}` })
      const receipt = await waitForTransactionReceipt(config, { chainId, hash })
      for (const resource of [
        'transactionQueue',
        'transactionHistory',
        'transactionDetails',
        'safeInfo',
        'balances',
        'nonces',
      ]) {
        queryClient.invalidateQueries({ queryKey: ['gateway', client.baseUrl, resource] })
      }
      if (executionFailed(receipt, safe.address)) {
        throw new ExecutionFailed(
          'It was mined but the Safe reported a failure (the call reverted). Its nonce is used.',
        )
      }
      return { hash, safeTxHash }
    },
    onSuccess: ({ hash, safeTxHash }) => {
      notify({ kind: 'success', title: 'Transaction executed', message: hash })
      onDone(safeTxHash)
    },
  })
  const status: Status = execute.isPending
    ? txHash
      ? 'pending'
      : 'sending'
    : execute.isSuccess
      ? 'confirmed'
      : execute.isError && txHash
        ? 'failed'
        : 'idle'
  const error = execute.error
    ? describeSignStepFailure(
        execute.error,
        execute.error instanceof ExecutionFailed
          ? 'The transaction failed on chain'
          : txHash
            ? 'Could not follow the transaction'
            : 'The transaction was not sent',
      )
    : null

  const symbol = safe.chain.nativeCurrency.symbol
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
      {allowed && (
        <p data-testid="gas-estimate">
          {estimate.data
            ? `Estimated gas: ${estimate.data.gas.toString()} (≈ ${formatUnits(estimate.data.fee, safe.chain.nativeCurrency.decimals)} ${symbol})`
            : estimate.isError
              ? `Gas could not be estimated: ${describeWalletError(estimate.error, 'sendTransaction').message}`
              : 'Estimating gas…'}
        </p>
      )}
      {txHash && (
        <p data-testid="execution-status" data-status={status}>
          {status === 'pending' ? 'Pending' : status === 'confirmed' ? 'Confirmed' : 'Failed'}:{' '}
          <span className="mono">{txHash}</span>
        </p>
      )}
      <FlowErrorBox error={error} />
      <div className="tx-dialog-footer">
        <button
          type="button"
          className="button button-primary"
          data-testid="execute-transaction"
          disabled={!allowed || status !== 'idle'}
          onClick={() => execute.mutate()}
        >
          {status === 'sending'
            ? 'Confirm in your wallet…'
            : status === 'pending'
              ? 'Executing…'
              : 'Execute'}
        </button>
      </div>
    </div>
  )
}

/** Whether the receipt is a revert or carries the Safe's own ExecutionFailure event. */
function executionFailed(receipt: TransactionReceipt, safeAddress: Address): boolean {
  if (receipt.status !== 'success') return true
  return parseEventLogs({ abi: safeAbi, eventName: 'ExecutionFailure', logs: receipt.logs }).some(
    (log) => isAddressEqual(log.address, safeAddress),
  )
}
