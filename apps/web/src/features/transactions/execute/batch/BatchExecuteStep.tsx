import './batch.css'
import { type SigningRisk, signingBlockers } from '@assent/review'
import { useMemo, useState } from 'react'
import { ErrorState } from '../../../../components/ErrorState'
import { Skeleton } from '../../../../components/Skeleton'
import { useCurrentSafe } from '../../../safe/SafeContext'
import { WalletGate } from '../../../safe/WalletGate'
import { onChainStateBlockers, useOnChainSafeState } from '../../hooks/useOnChainSafeState'
import type { ActiveFlow } from '../../request/transactionFlowStore'
import { OnChainStateNotice } from '../../review/OnChainStateNotice'
import { useArmAfterChange } from '../../review/useArmAfterChange'
import { VerificationAlert } from '../../review/VerificationAlert'
import { useConnectedAddress } from '../../simulation/review/useConnectedAddress'
import type { TransactionSimulation } from '../../simulation/review/useTransactionSimulation'
import { BatchExecuteButton } from './BatchExecuteButton'
import { BatchItemReview } from './BatchItemReview'
import { batchItemRisks } from './batchItemRisks'
import { buildBatchPlan } from './buildBatchPlan'
import { useBatchSimulation } from './useBatchSimulation'
import { useBatchVerifications } from './useBatchVerifications'

/**
 * Execute several queued transactions in one on-chain transaction: each one loaded afresh,
 * verified and reviewed like a single execution (with its share of one simulation of the whole
 * batch, sent from the executor's account), the words typed where one needs them, then one
 * MultiSendCallOnly call of their execTransactions (buildBatchPlan).
 */
export function BatchExecuteStep({ txIds, flow }: { txIds: string[]; flow: ActiveFlow }) {
  const safe = useCurrentSafe()
  const loaded = useBatchVerifications(safe, txIds)
  const chainState = useOnChainSafeState(safe)
  const executor = useConnectedAddress()
  const [acknowledgements, setAcknowledgements] = useState<Record<string, Record<string, string>>>(
    {},
  )
  const items = loaded.status === 'ready' ? loaded.items : undefined
  const chain = chainState.state
  const plan = useMemo(
    () =>
      items &&
      buildBatchPlan(
        {
          address: safe.address,
          version: chain?.version ?? safe.safeInfo.version,
          nonce: chain?.nonce ?? safe.safeInfo.nonce,
          owners: chain?.owners ?? safe.safeInfo.owners.map((owner) => owner.value),
          threshold: chain?.threshold ?? safe.safeInfo.threshold,
        },
        items.map((item) => item.verification),
      ),
    [items, chain, safe.address, safe.safeInfo],
  )
  const simulated = useMemo(
    () =>
      (items ?? []).flatMap(({ verification: { tx, localSafeTxHash } }) =>
        tx && localSafeTxHash ? [{ tx, safeTxHash: localSafeTxHash }] : [],
      ),
    [items],
  )
  const simulation = useBatchSimulation({
    safe,
    state: chain,
    stateUnavailable: chainState.unverifiedReason,
    executor,
    call: plan?.ok ? plan.call : undefined,
    items: simulated,
  })
  const armed = useArmAfterChange(plan?.ok ? plan.call.data : undefined)

  if (loaded.status === 'error') {
    return (
      <ErrorState title="The transactions could not be loaded" message={loaded.error.message} />
    )
  }
  if (!items) {
    return (
      <div aria-busy="true">
        <Skeleton height="2rem" />
        <Skeleton height="8rem" />
      </div>
    )
  }

  const reviews = items.map((item, index) => {
    const itemSimulation: TransactionSimulation =
      simulation.status === 'done'
        ? (simulation.items[index] ?? {
            status: 'unavailable',
            label: '',
            reason: 'The simulation did not cover this transaction.',
          })
        : simulation.simulation
    const tx = item.verification.tx
    const { risks, criticalChanges } = tx
      ? batchItemRisks({
          tx,
          safeAddress: safe.address,
          native: safe.chain.nativeCurrency,
          ownersBefore: chain,
          // The Safe's unverified state is one word for the whole batch: asked once, on the first.
          unverifiedState: index === 0 ? chainState.unverifiedReason : undefined,
          simulated: itemSimulation.status === 'done' ? itemSimulation.risks : [],
        })
      : { risks: [], criticalChanges: [] }
    const typed = acknowledgements[item.txId] ?? {}
    const blockers = signingBlockers({
      problems: [
        ...item.pinProblems.map((message) => ({ code: 'hash-mismatch' as const, message })),
        ...item.verification.problems,
      ],
      risks,
      acknowledgements: typed,
    }).map((blocker) => `Transaction #${tx?.nonce ?? '?'}: ${blocker}`)
    return { item, itemSimulation, risks, criticalChanges, typed, blockers }
  })
  const blockers = [
    ...reviews.flatMap((review) => review.blockers),
    ...(chainState.problems && chainState.problems.length > 0
      ? ["The Safe's state on chain does not match the gateway's."]
      : []),
    ...onChainStateBlockers(chainState),
    ...(plan && !plan.ok ? plan.reasons : []),
    ...(simulation.status === 'pending' && simulation.simulation.status === 'loading'
      ? ['Simulating the batch…']
      : []),
    ...(armed ? [] : ['Read the transactions: executing arms in a moment.']),
  ]
  const acknowledge = (txId: string) => (id: SigningRisk['id'], word: string) =>
    setAcknowledgements((previous) => ({
      ...previous,
      [txId]: { ...previous[txId], [id]: word },
    }))

  return (
    <div data-testid="batch-review">
      <VerificationAlert problems={chainState.problems ?? []} />
      <OnChainStateNotice result={chainState} />
      <p className="tx-warning-box">
        These {items.length} transactions are executed in this order in one on-chain transaction (a
        call to MultiSendCallOnly). If one of them reverts, none is executed. The batch is simulated
        once, from your account: each transaction shows its own part of it, and the Safe's settings,
        read once after the whole batch, are shown with the last one.
      </p>
      {plan && !plan.ok && (
        <div className="tx-danger-box" role="alert" data-testid="batch-plan-refusal">
          {plan.reasons.map((reason) => (
            <p key={reason}>{reason}</p>
          ))}
        </div>
      )}
      {reviews.map((review, index) => (
        <BatchItemReview
          key={review.item.txId}
          safe={safe}
          item={review.item}
          position={index + 1}
          risks={review.risks}
          criticalChanges={review.criticalChanges}
          acknowledgements={review.typed}
          onAcknowledge={acknowledge(review.item.txId)}
          simulation={review.itemSimulation}
        />
      ))}
      <WalletGate safe={safe}>
        {(account) => (
          <BatchExecuteButton
            account={account}
            plan={plan}
            blockers={blockers}
            onDone={(safeTxHash) => flow.resolve({ safeTxHash })}
          />
        )}
      </WalletGate>
    </div>
  )
}
