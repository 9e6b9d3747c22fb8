import { encodeExecTransaction } from '@assent/core'
import type { TransactionVerification } from '@assent/review'
import { buildExecutionSignatures } from '@assent/review'
import { useAddRecentTransaction } from '@rainbow-me/rainbowkit'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { type Address, formatUnits, type Hex } from 'viem'
import { useConfig } from 'wagmi'
import { estimateGas, getGasPrice, sendTransaction, waitForTransactionReceipt } from 'wagmi/actions'
import { FlowErrorBox, SignBlockers } from '../../../components/SignProblems'
import { useGateway } from '../../../kernel/GatewayProvider'
import { notify } from '../../../kernel/notifications/notify'
import { describeWalletError } from '../../../wallet/errors'
import { describeSignStepFailure, SignStepFailure } from '../../../wallet/signAndProve'
import { useCurrentSafe } from '../../safe/SafeContext'
import { executeSafeTransaction } from '../actions/executeSafeTransaction'
import { invalidateSafeReads } from '../cache/invalidateSafeReads'

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
  // The calldata exists only once the transaction is verified and enough signatures are proven.
  const calldata =
    tx && signatures.ok ? encodeExecTransaction(tx, signatures.signatures) : undefined
  const allowed = calldata !== undefined && blockers.length === 0

  const estimate = useQuery({
    queryKey: ['local', 'execGas', safe.address, account, calldata],
    queryFn: async () => {
      const [gas, gasPrice] = await Promise.all([
        estimateGas(config, {
          chainId,
          account,
          to: safe.address,
          data: calldata,
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
      if (!tx || !signatures.ok || !allowed || !verification.localSafeTxHash) {
        throw new Error('The transaction cannot be executed yet.')
      }
      const safeTxHash = verification.localSafeTxHash
      setTxHash(null)
      const result = await executeSafeTransaction({
        safeAddress: safe.address,
        tx,
        signatures: signatures.signatures,
        gas: estimate.data ? (estimate.data.gas * 12n) / 10n : undefined,
        sendTransaction: (request) =>
          sendTransaction(config, { chainId, account, ...request }).catch((failure: unknown) => {
            const description = describeWalletError(failure, 'sendTransaction')
            throw new SignStepFailure(description.title, description.message)
          }),
        waitForReceipt: (hash) => waitForTransactionReceipt(config, { chainId, hash }),
        onSent: (hash) => {
          setTxHash(hash)
          addRecentTransaction({ hash, description: `Execute Safe transaction #${tx.nonce}` })
        },
      })
      void invalidateSafeReads(queryClient, client, safe, [
        'queue',
        'history',
        'details',
        'safeInfo',
        'balances',
        'nonces',
      ])
      if (result.failed) {
        throw new ExecutionFailed(
          'It was mined but the Safe reported a failure (the call reverted). Its nonce is used.',
        )
      }
      return { hash: result.hash, safeTxHash }
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
      <div className="modal-footer">
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
