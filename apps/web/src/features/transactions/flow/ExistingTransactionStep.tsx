import { ErrorState } from '../../../components/ErrorState'
import { Skeleton } from '../../../components/Skeleton'
import { useCurrentSafe } from '../../safe/SafeContext'
import { WalletGate } from '../../safe/WalletGate'
import { ExecuteButton } from '../execute/ExecuteButton'
import { ConfirmOrExecute } from '../execute/signAndExecute/ConfirmOrExecute'
import type { ActiveFlow } from '../request/transactionFlowStore'
import { OnChainStateNotice } from '../review/OnChainStateNotice'
import { TransactionReview } from '../review/TransactionReview'
import { VerificationAlert } from '../review/VerificationAlert'
import { usePinnedTransactionReview } from './usePinnedTransactionReview'

/**
 * Confirm or execute a queued transaction, after verifying it locally and pinning what is
 * reviewed (usePinnedTransactionReview).
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
  const reviewed = usePinnedTransactionReview(safe, txId)
  if (reviewed.status === 'error') {
    return (
      <ErrorState title="The transaction could not be loaded" message={reviewed.error.message} />
    )
  }
  if (reviewed.status === 'loading') {
    return (
      <div aria-busy="true">
        <Skeleton height="2rem" />
        <Skeleton height="8rem" />
      </div>
    )
  }
  const { details, verification: result, chainState, problems, blockers, pending } = reviewed

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
      {reviewed.reviewProps && <TransactionReview {...reviewed.reviewProps} />}
      {!pending ? (
        <p className="tx-warning-box">
          This transaction is no longer in the queue ({details.txStatus}).
        </p>
      ) : (
        <WalletGate safe={safe}>
          {(account) =>
            action === 'confirm' ? (
              <ConfirmOrExecute
                account={account}
                verification={result}
                owners={chainState.state?.owners ?? safe.safeInfo.owners.map((o) => o.value)}
                threshold={chainState.state?.threshold ?? safe.safeInfo.threshold}
                safeNonce={chainState.state?.nonce ?? safe.safeInfo.nonce}
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
