import { useMemo, useState } from 'react'
import { ErrorState } from '../../../components/ErrorState'
import { Skeleton } from '../../../components/Skeleton'
import { useCurrentSafe } from '../../safe/SafeContext'
import { ConfirmButton } from '../execute/ConfirmButton'
import { ExecuteButton } from '../execute/ExecuteButton'
import { useOnChainSafeState } from '../execute/useOnChainSafeState'
import { useTransactionDetails } from '../hooks/useTransactionDetails'
import { useTransactionVerification } from '../hooks/useTransactionVerification'
import { TransactionReview } from '../review/TransactionReview'
import { VerificationAlert } from '../review/VerificationAlert'
import { assessDelegateCalls } from '../verification/assessDelegateCalls'
import { findCriticalChanges } from '../verification/findCriticalChanges'
import { signingBlockers } from '../verification/signingBlockers'
import type { ActiveFlow } from './transactionFlowStore'
import { WalletGate } from './WalletGate'

/** Confirm or execute a queued transaction, after verifying it locally. */
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
  const [acknowledgement, setAcknowledgement] = useState('')
  const tx = verification.data?.tx
  const delegateCalls = useMemo(
    () => (tx ? assessDelegateCalls(tx) : { findings: [], needsAcknowledgement: false }),
    [tx],
  )
  const criticalChanges = useMemo(
    () => (tx ? findCriticalChanges(tx, safe.address) : []),
    [tx, safe.address],
  )

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
  const problems = [...result.problems, ...(chainState.problems ?? [])]
  const blockers = [
    ...signingBlockers({ problems, delegateCalls, acknowledgement }),
    ...(chainState.problems ? [] : ['Checking the Safe on chain…']),
  ]
  const pending = details.data.txStatus.startsWith('AWAITING')

  return (
    <div>
      <VerificationAlert problems={problems} />
      {result.ok && (
        <p className="tx-ok-box" data-testid="verification-ok">
          Verified here: the safeTxHash matches the transaction's fields and every confirmation was
          signed by a current owner.
        </p>
      )}
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
          delegateCalls={delegateCalls}
          criticalChanges={criticalChanges}
          acknowledgement={acknowledgement}
          onAcknowledgementChange={setAcknowledgement}
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
                threshold={safe.safeInfo.threshold}
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
