import {
  type Eip1559Fees,
  type ReplacementKind,
  readReplacementMarketFees,
  suggestReplacementFees,
} from '@assent/review'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { formatGwei, type Hex, parseGwei } from 'viem'
import { useAccount, useConfig, usePublicClient } from 'wagmi'
import { sendTransaction } from 'wagmi/actions'
import { FlowErrorBox } from '../../../../components/SignProblems'
import { useGateway } from '../../../../kernel/GatewayProvider'
import { notify } from '../../../../kernel/notifications/notify'
import { describeSignStepFailure } from '../../../../wallet/signAndProve'
import { invalidateSafeReads } from '../../cache/invalidateSafeReads'
import { describeExecutionOutcome } from './describeExecutionOutcome'
import { executionOutcomeQueryOptions } from './executionOutcomeQueryOptions'
import {
  isSender,
  latestFees,
  type PendingExecution,
  removePendingExecution,
} from './pendingExecutionsStore'
import { replaceExecutionMutationOptions } from './replaceExecutionMutationOptions'

const KIND_LABEL = { original: 'Execution', speedUp: 'Speed-up', cancel: 'Cancel' } as const

/** Both fee fields in gwei, or null when one does not parse. */
function parseFees(maxFee: string, priorityFee: string): Eip1559Fees | null {
  try {
    const fees = {
      maxFeePerGas: parseGwei(maxFee.trim()),
      maxPriorityFeePerGas: parseGwei(priorityFee.trim()),
    }
    return maxFee.trim() && priorityFee.trim() ? fees : null
  } catch {
    return null
  }
}

/**
 * One execution sent from this browser: which transaction at its account nonce landed, and
 * while none has, Speed up (the same call) and Cancel (0 to oneself) with fees raised by at
 * least 10 %, for the account that sent it only.
 */
export function PendingExecutionPanel({ execution }: { execution: PendingExecution }) {
  const config = useConfig()
  const chainId = Number(execution.chainId)
  const client = usePublicClient({ chainId })
  const { address: account } = useAccount()
  const queryClient = useQueryClient()
  const gateway = useGateway()
  const found = useQuery(executionOutcomeQueryOptions(client, execution))
  const outcome = found.data
    ? describeExecutionOutcome(found.data, execution.safeAddress)
    : { outcome: 'pending' as const, text: 'Pending: not mined yet.' }
  const pending = outcome.outcome === 'pending'
  const original = execution.attempts[0]?.hash as Hex
  const replaced = execution.attempts.length > 1

  useEffect(() => {
    if (pending) return
    void invalidateSafeReads(
      queryClient,
      gateway,
      {
        chainId: execution.chainId,
        address: execution.safeAddress,
      },
      ['queue', 'history', 'details', 'safeInfo', 'balances', 'nonces'],
    )
    // The execute dialog already told how a plain execution ended.
    if (outcome.outcome === 'original' && !replaced) removePendingExecution(original)
  }, [pending, outcome.outcome, replaced, original, queryClient, gateway, execution])

  const [maxFee, setMaxFee] = useState('')
  const [priorityFee, setPriorityFee] = useState('')
  const market = useQuery({
    queryKey: ['local', 'replacementMarketFees', chainId],
    queryFn: () => {
      if (!client) throw new Error(`No RPC for chain ${chainId}.`)
      return readReplacementMarketFees(client)
    },
    enabled: pending && client !== undefined,
  })
  const fees = latestFees(execution)
  const latestMax = fees.maxFeePerGas
  const latestPriority = fees.maxPriorityFeePerGas
  // Suggested again when the market is read and after each attempt, which raises the floor.
  const suggested = useMemo(() => {
    if (!market.data && !market.isError) return null
    const next = suggestReplacementFees({
      original: { maxFeePerGas: latestMax, maxPriorityFeePerGas: latestPriority },
      market: market.data,
    })
    return {
      maxFee: formatGwei(next.maxFeePerGas),
      priorityFee: formatGwei(next.maxPriorityFeePerGas),
    }
  }, [market.data, market.isError, latestMax, latestPriority])
  useEffect(() => {
    if (!suggested) return
    setMaxFee(suggested.maxFee)
    setPriorityFee(suggested.priorityFee)
  }, [suggested])

  const replace = useMutation(
    replaceExecutionMutationOptions({
      queryClient,
      sendTransaction: (request) =>
        sendTransaction(config, { chainId, account: execution.from, ...request }),
      onSuccess: (hash, kind) =>
        notify({
          kind: 'success',
          title: kind === 'cancel' ? 'Cancel sent' : 'Speed-up sent',
          message: hash,
        }),
    }),
  )
  const send = (kind: ReplacementKind) =>
    replace.mutate({ execution, kind, fees: parseFees(maxFee, priorityFee), account })
  const error = replace.error ? describeSignStepFailure(replace.error, 'Nothing was sent') : null
  const sender = isSender(execution, account)

  return (
    <div
      className="card"
      data-testid="pending-execution"
      data-safe-tx-hash={execution.safeTxHash}
      data-outcome={outcome.outcome}
    >
      <strong>Execution of Safe transaction #{execution.safeNonce}</strong>
      <p className="muted">
        Sent by <span className="mono">{execution.from}</span> at its account nonce{' '}
        {execution.nonce}.
      </p>
      <ul className="field-hint">
        {execution.attempts.map((attempt) => (
          <li key={attempt.hash} data-testid="execution-attempt" data-kind={attempt.kind}>
            {KIND_LABEL[attempt.kind]}: <span className="mono">{attempt.hash}</span> (max fee{' '}
            {formatGwei(BigInt(attempt.maxFeePerGas))} gwei, priority fee{' '}
            {formatGwei(BigInt(attempt.maxPriorityFeePerGas))} gwei)
          </li>
        ))}
      </ul>
      <p data-testid="execution-outcome" data-outcome={outcome.outcome}>
        {outcome.text}
      </p>
      {pending && !sender && (
        <p className="tx-warning-box" data-testid="replace-not-sender">
          Only the account that sent this execution ({execution.from}) can speed it up or cancel it.
          Connect that account.
        </p>
      )}
      {pending && sender && (
        <div className="form-grid">
          <label>
            Max fee (gwei)
            <input
              className="input"
              inputMode="decimal"
              data-testid="replacement-max-fee"
              value={maxFee}
              onChange={(event) => setMaxFee(event.target.value)}
            />
          </label>
          <label>
            Priority fee (gwei)
            <input
              className="input"
              inputMode="decimal"
              data-testid="replacement-priority-fee"
              value={priorityFee}
              onChange={(event) => setPriorityFee(event.target.value)}
            />
          </label>
          <p className="field-hint">
            Both must be at least 10 % above the latest transaction's (
            {formatGwei(fees.maxFeePerGas)} and {formatGwei(fees.maxPriorityFeePerGas)} gwei).
          </p>
          <FlowErrorBox error={error} />
          <div className="modal-footer">
            <button
              type="button"
              className="button"
              data-testid="cancel-execution"
              disabled={replace.isPending}
              onClick={() => send('cancel')}
            >
              Cancel execution
            </button>
            <button
              type="button"
              className="button button-primary"
              data-testid="speed-up-execution"
              disabled={replace.isPending}
              onClick={() => send('speedUp')}
            >
              {replace.isPending ? 'Confirm in your wallet…' : 'Speed up'}
            </button>
          </div>
        </div>
      )}
      {!pending && (
        <div className="modal-footer">
          <button
            type="button"
            className="button button-small"
            data-testid="dismiss-execution"
            onClick={() => removePendingExecution(original)}
          >
            Dismiss
          </button>
        </div>
      )}
    </div>
  )
}
