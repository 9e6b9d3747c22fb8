import { safeAbi } from '@assent/core'
import { useAddRecentTransaction } from '@rainbow-me/rainbowkit'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { type Address, encodeFunctionData, formatUnits, type Hex } from 'viem'
import { useConfig } from 'wagmi'
import { estimateGas, getGasPrice, waitForTransactionReceipt, writeContract } from 'wagmi/actions'
import { useGateway } from '../../../app/GatewayProvider'
import { notify } from '../../../app/notifications/notify'
import { describeWalletError } from '../../../wallet/errors'
import { useCurrentSafe } from '../../safe/SafeContext'
import { type FlowError, FlowErrorBox, SignBlockers } from '../flow/SignProblems'
import type { TransactionVerification } from '../verification/verifyTransaction'
import { buildExecutionSignatures } from './buildExecutionSignatures'

type Status = 'idle' | 'sending' | 'pending' | 'confirmed' | 'failed'

/**
 * Executes a verified transaction from the connected owner's wallet: execTransaction with the
 * verified confirmations (plus the executor's pre-validated approval when theirs is missing),
 * gas estimated first, tracked in RainbowKit's recent transactions until mined.
 */
export function ExecuteButton({
  account,
  verification,
  threshold,
  blockers,
  onDone,
}: {
  account: Address
  verification: TransactionVerification
  threshold: number
  blockers: string[]
  onDone: (safeTxHash: Hex) => void
}) {
  const safe = useCurrentSafe()
  const config = useConfig()
  const client = useGateway()
  const queryClient = useQueryClient()
  const addRecentTransaction = useAddRecentTransaction()
  const [status, setStatus] = useState<Status>('idle')
  const [txHash, setTxHash] = useState<Hex | null>(null)
  const [error, setError] = useState<FlowError | null>(null)
  const chainId = Number(safe.chainId)
  const owners = safe.safeInfo.owners.map((o) => o.value)
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

  async function execute() {
    if (!args || !allowed || !verification.localSafeTxHash) return
    setError(null)
    setStatus('sending')
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
      setError({ title: description.title, message: description.message })
      setStatus('idle')
      return
    }
    setTxHash(hash)
    setStatus('pending')
    addRecentTransaction({ hash, description: `Execute Safe transaction #${tx?.nonce ?? ''}` })
    try {
      const receipt = await waitForTransactionReceipt(config, { chainId, hash })
      const failed =
        receipt.status !== 'success' ||
        receipt.logs.some(
          (log) =>
            log.address.toLowerCase() === safe.address.toLowerCase() &&
            log.topics[0] === EXECUTION_FAILURE_TOPIC,
        )
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
      if (failed) {
        setStatus('failed')
        setError({
          title: 'The transaction failed on chain',
          message:
            'It was mined but the Safe reported a failure (the call reverted). Its nonce is used.',
        })
        return
      }
      setStatus('confirmed')
      notify({ kind: 'success', title: 'Transaction executed', message: hash })
      onDone(verification.localSafeTxHash)
    } catch (failure) {
      setStatus('failed')
      setError({
        title: 'Could not follow the transaction',
        message: failure instanceof Error ? failure.message : String(failure),
      })
    }
  }

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
          onClick={execute}
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

/** keccak256("ExecutionFailure(bytes32,uint256)"), emitted by the Safe when the inner call fails. */
const EXECUTION_FAILURE_TOPIC = '0x23428b18acfb3ea64b08dc0c1d296ea9c09702c09083ca5272e64d115b687d23'
