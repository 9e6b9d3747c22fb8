import { useEffect, useState } from 'react'
import { ErrorState } from '../../../components/ErrorState'
import { Skeleton } from '../../../components/Skeleton'
import { useCurrentSafe } from '../../safe/SafeContext'
import { WalletGate } from '../../safe/WalletGate'
import { ConfirmButton } from '../execute/ConfirmButton'
import { ExecuteButton } from '../execute/ExecuteButton'
import { onChainStateBlockers, useOnChainSafeState } from '../execute/useOnChainSafeState'
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
import type { VerificationProblem } from '../verification/verifyTransaction'
import type { ActiveFlow } from './transactionFlowStore'

/**
 * Confirm or execute a queued transaction, after verifying it locally. What is reviewed is
 * pinned: the gateway must answer with the transaction that was asked for, and once shown its
 * fields are frozen — a refetch that changes them disables signing instead of swapping what the
 * signer is looking at.
 */
export function ExistingTransactionStep({
  txId,
  action,
  flow,
}: {
  txId: string
  action: 'confirm' | 'execute'
  flow: ActiveFlow
}) {
  const safe = useCurrentSafe()
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

  if (details.isError) {
    return (
      <ErrorState title="The transaction could not be loaded" message={details.error.message} />
    )
  }
  if (!details.data || !verification.data) {
    return (
      <div aria-busy="true">
        <Skeleton height="2rem" />
        <Skeleton height="8rem" />
      </div>
    )
  }
  const result = verification.data
  const pinProblems = checkPinned({
    requestedTxId: txId,
    answeredTxId: details.data.txId,
    localSafeTxHash: result.localSafeTxHash,
    changedSinceShown: frozen !== undefined && fingerprint !== frozen,
  })
  const problems = [...pinProblems, ...result.problems, ...(chainState.problems ?? [])]
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
  const pending = details.data.txStatus.startsWith('AWAITING')

  return (
    <div>
      <VerificationAlert problems={problems} />
      <OnChainStateNotice result={chainState} />
      {problems.length === 0 && result.ok && (
        <p
          className="tx-ok-box"
          data-testid="verification-ok"
          data-all-confirmations={String(result.allConfirmationsVerified)}
        >
          Verified here: the safeTxHash matches the transaction's fields
          {result.allConfirmationsVerified
            ? ' and every confirmation was proven to be from a current owner.'
            : '.'}
        </p>
      )}
      {result.notices.map((notice) => (
        <p
          key={notice.code}
          className="tx-warning-box"
          data-testid="confirmation-notice"
          data-code={notice.code}
        >
          {notice.message}
        </p>
      ))}
      {tx && result.localSafeTxHash && result.domainHash && result.messageHash && (
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
      )}
      {!pending ? (
        <p className="tx-warning-box">
          This transaction is no longer in the queue ({details.data.txStatus}).
        </p>
      ) : (
        <WalletGate safe={safe}>
          {(account) =>
            action === 'confirm' ? (
              <ConfirmButton
                account={account}
                verification={result}
                blockers={blockers}
                onDone={(safeTxHash) => flow.resolve({ safeTxHash })}
              />
            ) : (
              <ExecuteButton
                account={account}
                verification={result}
                owners={chainState.state?.owners ?? safe.safeInfo.owners.map((o) => o.value)}
                threshold={chainState.state?.threshold ?? safe.safeInfo.threshold}
                blockers={blockers}
                onDone={(safeTxHash) => flow.resolve({ safeTxHash })}
              />
            )
          }
        </WalletGate>
      )}
    </div>
  )
}

/**
 * The answer must be the transaction that was asked for (its id ends in the safeTxHash we then
 * recompute), and must not change while it is on screen.
 */
export function checkPinned({
  requestedTxId,
  answeredTxId,
  localSafeTxHash,
  changedSinceShown,
}: {
  requestedTxId: string
  answeredTxId: string
  localSafeTxHash: string | undefined
  changedSinceShown: boolean
}): VerificationProblem[] {
  const problems: VerificationProblem[] = []
  const requestedHash = requestedTxId.split('_').at(-1)?.toLowerCase()
  if (
    answeredTxId.toLowerCase() !== requestedTxId.toLowerCase() ||
    (localSafeTxHash !== undefined && requestedHash !== localSafeTxHash.toLowerCase())
  ) {
    problems.push({
      code: 'hash-mismatch',
      message:
        'The gateway answered with a different transaction than the one you opened. Do not sign.',
      expected: requestedTxId,
      received: answeredTxId,
    })
  }
  if (changedSinceShown) {
    problems.push({
      code: 'hash-mismatch',
      message:
        'The transaction changed while you were reviewing it. Signing is refused: close this dialog and open the transaction again.',
    })
  }
  return problems
}
