import {
  buildSafeTransaction,
  type SafeTransactionData,
  safeTxDomainHash,
  safeTxHash,
  safeTxMessageHash,
} from '@assent/core'
import {
  assessDelegateCalls,
  collectSigningRisks,
  criticalChangeRisks,
  findCriticalChanges,
  type SigningRisk,
  signingBlockers,
} from '@assent/review'
import { useAddRecentTransaction } from '@rainbow-me/rainbowkit'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import type { Address } from 'viem'
import { useConfig } from 'wagmi'
import {
  getPublicClient,
  sendTransaction,
  signTypedData,
  waitForTransactionReceipt,
} from 'wagmi/actions'
import { FlowErrorBox, SignBlockers } from '../../../components/SignProblems'
import { useGateway } from '../../../kernel/GatewayProvider'
import { notify } from '../../../kernel/notifications/notify'
import { describeSignStepFailure } from '../../../wallet/signAndProve'
import type { CounterfactualSafe } from '../../safe/counterfactualSafesStore'
import { type CurrentSafe, useCurrentSafe } from '../../safe/SafeContext'
import { WalletGate } from '../../safe/WalletGate'
import { ActivateSafeButton } from '../../welcome/ActivateSafeButton'
import type { DeployAndExecuteStep } from '../actions/deployAndExecuteSafeTransaction'
import { deployAndExecuteSafeTransactionMutationOptions } from '../mutations/deployAndExecuteSafeTransactionMutationOptions'
import type { TransactionDraft } from '../request/draft'
import type { ActiveFlow } from '../request/transactionFlowStore'
import { reviewFingerprint } from '../review/freezeReview'
import { TransactionReview } from '../review/TransactionReview'
import { useArmAfterChange } from '../review/useArmAfterChange'

const BUSY_LABELS: Record<DeployAndExecuteStep, string> = {
  checking: 'Checking the Safe factory…',
  signing: 'Sign in your wallet…',
  sending: 'Confirm the transaction in your wallet…',
  mining: 'Deploying and executing…',
}

/**
 * The review of an undeployed Safe's first transaction (nonce 0, hashed on the predicted
 * address like any other). A 1-of-n Safe is deployed by it: the owner signs, then one wallet
 * transaction deploys the Safe and executes it. A Safe needing more signatures is refused with
 * Activate at hand: no gateway can collect signatures for a Safe that does not exist yet.
 */
export function FirstTransactionStep({
  draft,
  flow,
  counterfactual,
  onBack,
}: {
  draft: TransactionDraft
  flow: ActiveFlow
  counterfactual: CounterfactualSafe
  onBack?: () => void
}) {
  const safe = useCurrentSafe()
  const tx = useMemo(
    () => buildSafeTransaction({ ...draft.call, safeTxGas: draft.safeTxGas ?? 0n, nonce: 0n }),
    [draft],
  )
  const hashes = useMemo(() => {
    const params = {
      chainId: BigInt(safe.chainId),
      safeAddress: safe.address,
      safeVersion: counterfactual.version,
      tx,
    }
    return {
      safeTxHash: safeTxHash(params),
      domainHash: safeTxDomainHash(params),
      messageHash: safeTxMessageHash(params),
    }
  }, [tx, safe.chainId, safe.address, counterfactual.version])
  const review = useStaticRisks(safe, counterfactual, tx)
  const armed = useArmAfterChange(reviewFingerprint(tx, hashes.safeTxHash))
  const needsMore = counterfactual.threshold > 1
  const blockers = [
    ...signingBlockers({
      problems: [],
      risks: review.risks,
      acknowledgements: review.acknowledgements,
    }),
    ...(armed ? [] : ['Read the transaction: signing arms in a moment.']),
    ...(draft.nonce !== undefined && draft.nonce !== 0
      ? [`An undeployed Safe has no transaction #${draft.nonce}.`]
      : []),
  ]

  return (
    <div data-testid="first-transaction-step">
      <p>
        <strong data-testid="draft-title">{draft.title}</strong>
      </p>
      <p className="tx-warning-box" data-testid="first-transaction-notice">
        {needsMore
          ? 'This Safe is not deployed yet: this would be its first transaction (nonce 0).'
          : 'This Safe is not deployed yet: this is its first transaction (nonce 0). Your wallet sends one transaction that deploys the Safe at its address and executes this transaction; you pay its gas.'}{' '}
        It is not simulated: there is no Safe on chain to simulate with yet.
      </p>
      <TransactionReview
        safe={safe}
        tx={tx}
        hashes={hashes}
        extraAbis={draft.abis}
        criticalChanges={review.criticalChanges}
        ownerSummary={review.ownerSummary}
        risks={review.risks}
        acknowledgements={review.acknowledgements}
        onAcknowledge={review.acknowledge}
      />
      {needsMore ? (
        <div className="tx-danger-box" role="alert" data-testid="first-transaction-refused">
          <p>
            This Safe is not deployed yet and needs {counterfactual.threshold} signatures: activate
            it first. Nothing was signed or sent.
          </p>
          <ActivateSafeButton safe={counterfactual} chain={safe.chain} />
          {onBack && (
            <div className="modal-footer">
              <button type="button" className="button" onClick={onBack}>
                Back
              </button>
            </div>
          )}
        </div>
      ) : (
        <WalletGate safe={safe}>
          {(account) => (
            <DeployAndExecuteButton
              account={account}
              counterfactual={counterfactual}
              draft={draft}
              tx={tx}
              reviewedSafeTxHash={hashes.safeTxHash}
              blockers={blockers}
              flow={flow}
              onBack={onBack}
            />
          )}
        </WalletGate>
      )}
    </div>
  )
}

function DeployAndExecuteButton({
  account,
  counterfactual,
  draft,
  tx,
  reviewedSafeTxHash,
  blockers,
  flow,
  onBack,
}: {
  account: Address
  counterfactual: CounterfactualSafe
  draft: TransactionDraft
  tx: SafeTransactionData
  reviewedSafeTxHash: `0x${string}`
  blockers: string[]
  flow: ActiveFlow
  onBack?: () => void
}) {
  const safe = useCurrentSafe()
  const config = useConfig()
  const gateway = useGateway()
  const queryClient = useQueryClient()
  const addRecentTransaction = useAddRecentTransaction()
  const [step, setStep] = useState<DeployAndExecuteStep>('checking')
  const run = useMutation(
    deployAndExecuteSafeTransactionMutationOptions({
      queryClient,
      gateway,
      wallet: {
        getReader: (chainId) => getPublicClient(config, { chainId }),
        signTypedData: (typedData) => signTypedData(config, typedData),
        sendTransaction: ({ chainId, to, data }) =>
          sendTransaction(config, { chainId, account, to, data }),
        waitForReceipt: (request) => waitForTransactionReceipt(config, request),
      },
      onStep: setStep,
      onSent: (hash) =>
        addRecentTransaction({ hash, description: 'Deploy the Safe and execute #0' }),
      onSuccess: ({ hash, safeTxHash }) => {
        notify({ kind: 'success', title: 'Safe deployed and transaction executed', message: hash })
        flow.resolve({ safeTxHash })
      },
    }),
  )
  const error = run.error ? describeSignStepFailure(run.error, 'The Safe was not deployed') : null
  return (
    <div>
      <SignBlockers blockers={blockers} />
      <FlowErrorBox error={error} />
      <div className="modal-footer">
        {onBack && (
          <button type="button" className="button" onClick={onBack} disabled={run.isPending}>
            Back
          </button>
        )}
        <button
          type="button"
          className="button button-primary"
          data-testid="deploy-and-execute"
          disabled={run.isPending || run.isSuccess || blockers.length > 0}
          onClick={() =>
            run.mutate({
              safe: counterfactual,
              chainName: safe.chain.chainName,
              tx,
              reviewedSafeTxHash,
              account,
            })
          }
        >
          {run.isPending ? BUSY_LABELS[step] : 'Sign, deploy and execute'}
        </button>
      </div>
      <p className="field-hint">
        {draft.title} runs in the same transaction that deploys the Safe.
      </p>
    </div>
  )
}

/** The review's warnings that need no Safe on chain: delegate calls and critical changes. */
function useStaticRisks(safe: CurrentSafe, setup: CounterfactualSafe, tx: SafeTransactionData) {
  const [acknowledgements, setAcknowledgements] = useState<Record<string, string>>({})
  const criticalChanges = useMemo(() => findCriticalChanges(tx, safe.address), [tx, safe.address])
  const risks = useMemo<SigningRisk[]>(() => {
    const changes = criticalChangeRisks({
      changes: criticalChanges,
      ownersBefore: setup,
      ownSettingsChange: false,
    })
    return [...collectSigningRisks({ delegateCalls: assessDelegateCalls(tx) }), ...changes.risks]
  }, [tx, criticalChanges, setup])
  return {
    criticalChanges,
    ownerSummary: undefined,
    risks,
    acknowledgements,
    acknowledge: (id: SigningRisk['id'], typed: string) =>
      setAcknowledgements((previous) => ({ ...previous, [id]: typed })),
  }
}
