import { safeTxPreimage } from '@assent/core'
import { useEffect, useState } from 'react'
import type { Address } from 'viem'
import { ErrorState } from '../../../components/ErrorState'
import { Modal } from '../../../components/Modal'
import { Skeleton } from '../../../components/Skeleton'
import { useCurrentSafe } from '../../safe/SafeContext'
import { useSafeStateOnChain } from '../../verification-rpc/useSafeStateOnChain'
import { onChainStateBlockers, useOnChainSafeState } from '../execute/useOnChainSafeState'
import { checkPinned } from '../flow/ExistingTransactionStep'
import { useTransactionDetails } from '../hooks/useTransactionDetails'
import { useTransactionVerification } from '../hooks/useTransactionVerification'
import { reviewFingerprint } from '../review/freezeReview'
import { OnChainStateNotice } from '../review/OnChainStateNotice'
import { TransactionReview } from '../review/TransactionReview'
import { useArmAfterChange } from '../review/useArmAfterChange'
import { useReviewRisks } from '../review/useReviewRisks'
import { VerificationAlert } from '../review/VerificationAlert'
import { simulationBlockers } from '../simulation/review/useTransactionSimulation'
import { signingBlockers } from '../verification/signingBlockers'
import { ParentSignaturePreview } from './ParentSignaturePreview'
import { parentSigningSupport } from './parentSafeMessage'
import SignAsParentButton from './SignAsParentButton'

/**
 * "Sign as Safe 0x… (EIP-1271)": the child's queued transaction reviewed as for any confirmation
 * (hash recomputed, confirmations proven, risks, simulation; frozen once shown), the parent read
 * on chain, and exactly what the parent's owner signs. Signing is blocked by the same problems
 * that block a normal confirmation. Loaded with the wallet stack, in a chunk of its own.
 */
export default function SignAsParentDialog({
  txId,
  parent,
  account,
  onClose,
}: {
  txId: string
  parent: Address
  account: Address
  onClose: () => void
}) {
  const safe = useCurrentSafe()
  const details = useTransactionDetails(safe.chainId, txId, { fresh: true })
  const verification = useTransactionVerification(safe, details.data)
  const chainState = useOnChainSafeState(safe)
  const parentState = useSafeStateOnChain(safe.chainId, parent)
  const tx = verification.data?.tx
  const review = useReviewRisks({ safe, tx, chainState })
  const fingerprint =
    tx && verification.data?.localSafeTxHash
      ? reviewFingerprint(tx, verification.data.localSafeTxHash)
      : undefined
  const [frozen, setFrozen] = useState<string | undefined>(undefined)
  useEffect(() => {
    if (fingerprint && frozen === undefined) setFrozen(fingerprint)
  }, [fingerprint, frozen])
  const armed = useArmAfterChange(fingerprint)

  const title = `Sign as Safe ${parent} (EIP-1271)`
  if (details.isError) {
    return (
      <Modal title={title} onClose={onClose} wide testId="sign-as-parent-dialog">
        <ErrorState title="The transaction could not be loaded" message={details.error.message} />
      </Modal>
    )
  }
  const result = verification.data
  if (!details.data || !result) {
    return (
      <Modal title={title} onClose={onClose} wide testId="sign-as-parent-dialog">
        <div aria-busy="true">
          <Skeleton height="2rem" />
          <Skeleton height="8rem" />
        </div>
      </Modal>
    )
  }
  const problems = [
    ...checkPinned({
      requestedTxId: txId,
      answeredTxId: details.data.txId,
      localSafeTxHash: result.localSafeTxHash,
      changedSinceShown: frozen !== undefined && fingerprint !== frozen,
    }),
    ...result.problems,
    ...(chainState.problems ?? []),
  ]
  const support =
    parentState.status === 'read' ? parentSigningSupport(parentState.state, account) : undefined
  const parentBlockers =
    parentState.status === 'loading'
      ? ['Reading the owner Safe on chain…']
      : parentState.status === 'unverified'
        ? [parentState.reason]
        : support && support.status !== 'ready'
          ? [support.reason]
          : []
  const pending = details.data.txStatus.startsWith('AWAITING')
  const blockers = [
    ...signingBlockers({
      problems,
      risks: review.risks,
      acknowledgements: review.acknowledgements,
    }),
    ...onChainStateBlockers(chainState),
    ...simulationBlockers(review.simulation),
    ...parentBlockers,
    ...(pending ? [] : [`This transaction is no longer in the queue (${details.data.txStatus}).`]),
    ...(armed ? [] : ['Read the transaction: signing arms in a moment.']),
  ]
  const version = safe.safeInfo.version

  return (
    <Modal title={title} onClose={onClose} wide testId="sign-as-parent-dialog">
      <VerificationAlert problems={problems} />
      <OnChainStateNotice result={chainState} />
      {problems.length === 0 && result.ok && (
        <p className="tx-ok-box" data-testid="verification-ok">
          Verified here: the safeTxHash matches the transaction's fields.
        </p>
      )}
      {tx && result.localSafeTxHash && result.domainHash && result.messageHash && (
        <>
          {parentState.status === 'read' && version && (
            <ParentSignaturePreview
              chainId={Number(safe.chainId)}
              child={safe.address}
              parent={parent}
              parentVersion={parentState.state.version ?? 'unknown'}
              safeTxHash={result.localSafeTxHash}
              preimage={safeTxPreimage({
                chainId: BigInt(safe.chainId),
                safeAddress: safe.address,
                safeVersion: version,
                tx,
              })}
            />
          )}
          <TransactionReview
            safe={safe}
            tx={tx}
            hashes={{
              safeTxHash: result.localSafeTxHash,
              domainHash: result.domainHash,
              messageHash: result.messageHash,
            }}
            hint={details.data.txData?.dataDecoded}
            criticalChanges={review.criticalChanges}
            risks={review.risks}
            acknowledgements={review.acknowledgements}
            onAcknowledge={review.acknowledge}
            simulation={review.simulation}
          />
          <SignAsParentButton
            parent={parent}
            tx={tx}
            reviewedSafeTxHash={result.localSafeTxHash}
            blockers={blockers}
            onDone={onClose}
          />
        </>
      )}
    </Modal>
  )
}
