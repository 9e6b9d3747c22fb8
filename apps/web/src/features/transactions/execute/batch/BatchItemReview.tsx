import type { CriticalChange, SigningRisk } from '@assent/review'
import type { CurrentSafe } from '../../../safe/SafeContext'
import { TransactionReview } from '../../review/TransactionReview'
import { VerificationAlert } from '../../review/VerificationAlert'
import type { TransactionSimulation } from '../../simulation/review/useTransactionSimulation'
import type { BatchItemVerification } from './useBatchVerifications'

/**
 * One transaction of a batch, reviewed like a single execution: its verification (hash and
 * confirmations), its share of the batch's simulation, the risks to type a word for, the decoded
 * call and the hashes. Folded away once read, open by default.
 */
export function BatchItemReview({
  safe,
  item,
  position,
  risks,
  criticalChanges,
  acknowledgements,
  onAcknowledge,
  simulation,
}: {
  safe: CurrentSafe
  item: BatchItemVerification
  /** 1-based place in the batch. */
  position: number
  risks: readonly SigningRisk[]
  criticalChanges: readonly CriticalChange[]
  acknowledgements: Readonly<Record<string, string>>
  onAcknowledge: (id: SigningRisk['id'], typed: string) => void
  simulation: TransactionSimulation
}) {
  const { verification, details, pinProblems } = item
  const { tx, localSafeTxHash, domainHash, messageHash } = verification
  const problems = [
    ...pinProblems.map((message) => ({ code: 'hash-mismatch' as const, message })),
    ...verification.problems,
  ]
  return (
    <details open className="card batch-item" data-testid="batch-item">
      <summary>
        <strong>
          {position}. Transaction #{tx ? tx.nonce.toString() : '?'}
        </strong>
      </summary>
      <VerificationAlert problems={problems} />
      {problems.length === 0 && verification.ok && (
        <p className="tx-ok-box" data-testid="batch-item-verified">
          Verified here: the safeTxHash matches the transaction's fields
          {verification.allConfirmationsVerified
            ? ' and every confirmation was proven to be from a current owner.'
            : '.'}
        </p>
      )}
      {tx && localSafeTxHash && domainHash && messageHash && (
        <TransactionReview
          safe={safe}
          tx={tx}
          hashes={{ safeTxHash: localSafeTxHash, domainHash, messageHash }}
          hint={details.txData?.dataDecoded}
          criticalChanges={criticalChanges}
          risks={risks}
          acknowledgements={acknowledgements}
          onAcknowledge={onAcknowledge}
          simulation={simulation}
        />
      )}
    </details>
  )
}
