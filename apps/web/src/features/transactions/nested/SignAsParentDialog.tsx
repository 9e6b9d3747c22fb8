import { safeTxPreimage } from '@assent/core'
import { parentSigningSupport } from '@assent/review'
import type { Address } from 'viem'
import { ErrorState } from '../../../components/ErrorState'
import { Modal } from '../../../components/Modal'
import { Skeleton } from '../../../components/Skeleton'
import { useSafeStateOnChain } from '../../../verification-rpc/useSafeStateOnChain'
import { useCurrentSafe } from '../../safe/SafeContext'
import { usePinnedTransactionReview } from '../flow/usePinnedTransactionReview'
import { OnChainStateNotice } from '../review/OnChainStateNotice'
import { TransactionReview } from '../review/TransactionReview'
import { VerificationAlert } from '../review/VerificationAlert'
import { ParentSignaturePreview } from './ParentSignaturePreview'
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
  const reviewed = usePinnedTransactionReview(safe, txId)
  const parentState = useSafeStateOnChain(safe.chainId, parent)

  const title = `Sign as Safe ${parent} (EIP-1271)`
  if (reviewed.status === 'error') {
    return (
      <Modal title={title} onClose={onClose} wide testId="sign-as-parent-dialog">
        <ErrorState title="The transaction could not be loaded" message={reviewed.error.message} />
      </Modal>
    )
  }
  if (reviewed.status === 'loading') {
    return (
      <Modal title={title} onClose={onClose} wide testId="sign-as-parent-dialog">
        <div aria-busy="true">
          <Skeleton height="2rem" />
          <Skeleton height="8rem" />
        </div>
      </Modal>
    )
  }
  const { details, verification: result, chainState, problems, pending, reviewProps } = reviewed
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
  const blockers = [
    ...reviewed.blockers,
    ...parentBlockers,
    ...(pending ? [] : [`This transaction is no longer in the queue (${details.txStatus}).`]),
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
      {reviewProps && result.localSafeTxHash && (
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
                tx: reviewProps.tx,
              })}
            />
          )}
          <TransactionReview {...reviewProps} />
          <SignAsParentButton
            parent={parent}
            tx={reviewProps.tx}
            reviewedSafeTxHash={result.localSafeTxHash}
            blockers={blockers}
            onDone={onClose}
          />
        </>
      )}
    </Modal>
  )
}
