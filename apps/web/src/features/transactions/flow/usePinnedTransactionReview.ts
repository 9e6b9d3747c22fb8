import type { TransactionDetails } from '@assent/gateway-client'
import type { TransactionVerification, VerificationProblem } from '@assent/review'
import { signingBlockers } from '@assent/review'
import { type ComponentProps, useEffect, useState } from 'react'
import type { CurrentSafe } from '../../safe/SafeContext'
import {
  type OnChainSafeStateResult,
  onChainStateBlockers,
  useOnChainSafeState,
} from '../hooks/useOnChainSafeState'
import { useTransactionDetails } from '../hooks/useTransactionDetails'
import { useTransactionVerification } from '../hooks/useTransactionVerification'
import { reviewFingerprint } from '../review/freezeReview'
import type { TransactionReview } from '../review/TransactionReview'
import { useArmAfterChange } from '../review/useArmAfterChange'
import { useReviewRisks } from '../review/useReviewRisks'
import { simulationBlockers } from '../simulation/review/useTransactionSimulation'
import { checkPinned } from './checkPinned'

export type PinnedTransactionReview =
  | { status: 'error'; error: Error }
  | { status: 'loading' }
  | {
      status: 'ready'
      details: TransactionDetails
      verification: TransactionVerification
      chainState: OnChainSafeStateResult
      /** Pinning, verification and on-chain state problems: shown, and they block signing. */
      problems: VerificationProblem[]
      /** Why signing is not possible yet (problems, unacknowledged risks, simulation, arming). */
      blockers: string[]
      /** Still waiting for confirmations or execution. */
      pending: boolean
      /** The review to render, once the hashes are recomputed here. */
      reviewProps: ComponentProps<typeof TransactionReview> | undefined
    }

/**
 * A queued transaction of the open Safe, loaded afresh and reviewed before anyone signs it:
 * safeTxHash recomputed and confirmations proven (verifyTransaction), the Safe's on-chain state
 * compared, risks and simulation, and pinned — the gateway must answer with the transaction that
 * was asked for, and once shown its fields are frozen (a refetch that changes them blocks
 * signing instead of swapping what the signer looks at). Every signing step on an existing
 * transaction (confirm, execute, sign as an owner Safe) goes through it.
 */
export function usePinnedTransactionReview(
  safe: CurrentSafe,
  txId: string,
): PinnedTransactionReview {
  const details = useTransactionDetails(safe.chainId, txId, { fresh: true })
  const verification = useTransactionVerification(safe, details.data)
  const chainState = useOnChainSafeState(safe)
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

  if (details.isError) return { status: 'error', error: details.error }
  const result = verification.data
  if (!details.data || !result) return { status: 'loading' }
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
  const blockers = [
    ...signingBlockers({
      problems,
      risks: review.risks,
      acknowledgements: review.acknowledgements,
    }),
    ...onChainStateBlockers(chainState),
    ...simulationBlockers(review.simulation),
    ...(armed ? [] : ['Read the transaction: signing arms in a moment.']),
  ]
  const reviewProps =
    tx && result.localSafeTxHash && result.domainHash && result.messageHash
      ? {
          safe,
          tx,
          hashes: {
            safeTxHash: result.localSafeTxHash,
            domainHash: result.domainHash,
            messageHash: result.messageHash,
          },
          hint: details.data.txData?.dataDecoded,
          criticalChanges: review.criticalChanges,
          risks: review.risks,
          acknowledgements: review.acknowledgements,
          onAcknowledge: review.acknowledge,
          simulation: review.simulation,
        }
      : undefined
  return {
    status: 'ready',
    details: details.data,
    verification: result,
    chainState,
    problems,
    blockers,
    pending: details.data.txStatus.startsWith('AWAITING'),
    reviewProps,
  }
}
