import {
  buildSafeTransaction,
  type SafeTransactionData,
  safeTxDomainHash,
  safeTxHash,
  safeTxMessageHash,
} from '@assent/core'
import { checkSignMessageCall, signingBlockers } from '@assent/review'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import type { Address } from 'viem'
import { useConfig } from 'wagmi'
import { signTypedData } from 'wagmi/actions'
import { FlowErrorBox, SignBlockers } from '../../../components/SignProblems'
import { useGateway } from '../../../kernel/GatewayProvider'
import { notify } from '../../../kernel/notifications/notify'
import { describeSignStepFailure } from '../../../wallet/signAndProve'
import { SignedMessagePreview } from '../../messages/onchain/SignedMessagePreview'
import { useMessageRiskReview } from '../../messages/risks/useMessageRiskReview'
import { useCurrentSafe } from '../../safe/SafeContext'
import { WalletGate } from '../../safe/WalletGate'
import { ProposeOrExecute } from '../execute/signAndExecute/ProposeOrExecute'
import { useNonces } from '../hooks/useNonces'
import { onChainStateBlockers, useOnChainSafeState } from '../hooks/useOnChainSafeState'
import { proposeSafeTransactionMutationOptions } from '../mutations/proposeSafeTransactionMutationOptions'
import { noteBlockers, noteToStore, TxNoteField } from '../notes/TxNoteField'
import type { TransactionDraft } from '../request/draft'
import type { ActiveFlow } from '../request/transactionFlowStore'
import { reviewFingerprint } from '../review/freezeReview'
import { OnChainStateNotice } from '../review/OnChainStateNotice'
import { TransactionReview } from '../review/TransactionReview'
import { useArmAfterChange } from '../review/useArmAfterChange'
import { useReviewRisks } from '../review/useReviewRisks'
import { VerificationAlert } from '../review/VerificationAlert'
import { AddToBatchButton } from '../savedBatch/AddToBatchButton'
import { simulationBlockers } from '../simulation/review/useTransactionSimulation'
import { checkNonce } from './checkNonce'

/** The Settings forms that build an owner or threshold change. */
const OWNER_SETTINGS_FLOWS: ReadonlySet<string> = new Set([
  'addOwner',
  'removeOwner',
  'swapOwner',
  'threshold',
])

/** Review a new transaction, pick its nonce, sign it (EIP-712) and propose it to the gateway. */
export function ProposeStep({
  draft,
  flow,
  onBack,
}: {
  draft: TransactionDraft
  flow: ActiveFlow
  onBack?: () => void
}) {
  const safe = useCurrentSafe()
  const nonces = useNonces(safe.chainId, safe.address)
  const [nonceInput, setNonceInput] = useState<string | null>(
    draft.nonce === undefined ? null : String(draft.nonce),
  )
  const nonceText = nonceInput ?? (nonces.data ? String(nonces.data.recommendedNonce) : '')
  const nonceCheck = nonces.data ? checkNonce(nonceText, nonces.data) : undefined
  const chainState = useOnChainSafeState(safe)
  const [note, setNote] = useState('')

  const tx = useMemo<SafeTransactionData | null>(() => {
    if (!/^\d+$/.test(nonceText)) return null
    // No gas refund: new transactions are executed by whoever pays the gas.
    return buildSafeTransaction({
      ...draft.call,
      safeTxGas: draft.safeTxGas ?? 0n,
      nonce: BigInt(nonceText),
    })
  }, [draft, nonceText])
  const version = safe.safeInfo.version
  const hashes = useMemo(() => {
    if (!tx || !version) return null
    const params = {
      chainId: BigInt(safe.chainId),
      safeAddress: safe.address,
      safeVersion: version,
      tx,
    }
    return {
      safeTxHash: safeTxHash(params),
      domainHash: safeTxDomainHash(params),
      messageHash: safeTxMessageHash(params),
    }
  }, [tx, version, safe.chainId, safe.address])
  const review = useReviewRisks({
    safe,
    tx,
    chainState,
    // The signer built this owner change in Settings and proposes it: a summary, no typed word.
    ownSettingsChange: OWNER_SETTINGS_FLOWS.has(flow.request.kind),
  })
  const messageRisks = useMessageRiskReview(draft.message, safe)
  // A new nonce or a new draft is new content: the button re-arms only after a moment.
  const armed = useArmAfterChange(
    tx && hashes ? reviewFingerprint(tx, hashes.safeTxHash) : undefined,
  )

  const blockers = [
    ...signingBlockers({
      problems: chainState.problems ?? [],
      risks: review.risks,
      acknowledgements: review.acknowledgements,
    }),
    ...onChainStateBlockers(chainState),
    ...messageRisks.blockers,
    ...simulationBlockers(review.simulation),
    ...(armed ? [] : ['Read the transaction: signing arms in a moment.']),
    ...(tx && draft.message !== undefined && !checkSignMessageCall(draft.message, tx).ok
      ? ['The transaction does not sign the message the app showed.']
      : []),
    ...(nonceCheck?.level === 'error' || !nonceCheck ? ['Choose a valid nonce.'] : []),
    ...noteBlockers(note),
  ]

  return (
    <div>
      <p>
        <strong data-testid="draft-title">{draft.title}</strong>
      </p>
      <AddToBatchButton draft={draft} flow={flow} />
      <div className="field">
        <label className="field-label" htmlFor="tx-nonce">
          Nonce
        </label>
        <input
          id="tx-nonce"
          className="input"
          inputMode="numeric"
          value={nonceText}
          disabled={draft.nonce !== undefined}
          onChange={(event) => setNonceInput(event.target.value)}
          data-testid="nonce-input"
        />
        {nonces.data && (
          <span className="field-hint">
            Recommended: {nonces.data.recommendedNonce} · Safe nonce: {nonces.data.currentNonce}
          </span>
        )}
        {nonceCheck?.message && (
          <p
            className={nonceCheck.level === 'error' ? 'field-error' : 'tx-warning-box'}
            data-testid="nonce-warning"
          >
            {nonceCheck.message}
          </p>
        )}
      </div>
      <TxNoteField value={note} onChange={setNote} />
      {!version && (
        <div className="tx-danger-box" role="alert">
          The Safe's version is unknown, so the transaction hash cannot be computed. Signing is
          disabled.
        </div>
      )}
      <VerificationAlert problems={chainState.problems ?? []} />
      <OnChainStateNotice result={chainState} />
      {tx && draft.message !== undefined && (
        <SignedMessagePreview message={draft.message} tx={tx} risks={messageRisks} />
      )}
      {tx && hashes && (
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
          simulation={review.simulation}
        />
      )}
      <WalletGate safe={safe} allowProposer>
        {(account) => (
          <ProposeOrExecute
            account={account}
            draft={draft}
            tx={tx}
            localHash={hashes?.safeTxHash}
            chainState={chainState}
            blockers={blockers}
            note={noteToStore(note)}
            flow={flow}
            onBack={onBack}
          >
            <SignAndPropose
              account={account}
              draft={draft}
              tx={tx}
              localHash={hashes?.safeTxHash}
              blockers={blockers}
              note={noteToStore(note)}
              flow={flow}
              onBack={onBack}
            />
          </ProposeOrExecute>
        )}
      </WalletGate>
    </div>
  )
}

function SignAndPropose({
  account,
  draft,
  tx,
  localHash,
  blockers,
  flow,
  onBack,
  note,
}: {
  account: Address
  draft: TransactionDraft
  tx: SafeTransactionData | null
  localHash: `0x${string}` | undefined
  blockers: string[]
  /** The proposer's note, cleaned; stored with the proposal. */
  note: string | undefined
  flow: ActiveFlow
  onBack?: () => void
}) {
  const safe = useCurrentSafe()
  const client = useGateway()
  const config = useConfig()
  const queryClient = useQueryClient()
  const [phase, setPhase] = useState<'signing' | 'proposing'>('signing')

  const propose = useMutation(
    proposeSafeTransactionMutationOptions({
      queryClient,
      gateway: client,
      signTypedData: (typedData) => signTypedData(config, typedData),
      onSigned: () => setPhase('proposing'),
      onSuccess: ({ safeTxHash, storedDifferently }) => {
        if (storedDifferently) {
          notify({
            kind: 'error',
            title: 'The gateway stored a different transaction',
            message: `Expected ${safeTxHash}, the gateway answered ${storedDifferently}. Do not confirm it.`,
          })
        }
        notify({ kind: 'success', title: 'Transaction proposed', message: draft.title })
        flow.resolve({ safeTxHash })
      },
    }),
  )
  function proposeReviewed() {
    setPhase('signing')
    propose.mutate({
      safe: { chainId: safe.chainId, address: safe.address, version: safe.safeInfo.version },
      tx,
      reviewedSafeTxHash: localHash,
      account,
      origin: draft.origin,
      note,
    })
  }
  const error = propose.error
    ? describeSignStepFailure(propose.error, 'The transaction was not proposed')
    : null
  const busy = propose.isPending

  return (
    <div>
      <SignBlockers blockers={blockers} />
      <FlowErrorBox error={error} />
      <div className="modal-footer">
        {onBack && (
          <button type="button" className="button" onClick={onBack} disabled={busy}>
            Back
          </button>
        )}
        <button
          type="button"
          className="button button-primary"
          data-testid="sign-and-propose"
          disabled={busy || blockers.length > 0 || !tx}
          onClick={proposeReviewed}
        >
          {!busy
            ? 'Sign and propose'
            : phase === 'signing'
              ? 'Confirm in your wallet…'
              : 'Proposing…'}
        </button>
      </div>
    </div>
  )
}
