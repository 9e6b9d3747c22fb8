import type { TransactionSummary } from '@assent/gateway-client'
import { useWalletAccount } from '../../../wallet/walletAccount'
import { useCurrentSafe } from '../../safe/SafeContext'
import { openTransactionFlow } from '../flow/transactionFlowStore'

const ignoreRejection = () => {}

/**
 * What the connected owner can do with a queued transaction: Confirm it (not yet signed),
 * Execute it (its nonce is next and the confirmations, with theirs added as they execute,
 * reach the threshold), or Replace it with a rejection at the same nonce. Nothing for
 * read-only visitors.
 */
export function QueueActions({
  transaction,
  isNext,
}: {
  transaction: TransactionSummary
  isNext: boolean
}) {
  const safe = useCurrentSafe()
  const wallet = useWalletAccount()
  const execution = transaction.executionInfo
  if (execution?.type !== 'MULTISIG' || !wallet.address) return null
  const me = wallet.address.toLowerCase()
  if (!safe.safeInfo.owners.some((owner) => owner.value.toLowerCase() === me)) return null
  const iAmMissing = (execution.missingSigners ?? []).some((s) => s.value.toLowerCase() === me)
  const canExecute =
    isNext &&
    execution.confirmationsSubmitted + (iAmMissing ? 1 : 0) >= execution.confirmationsRequired
  const isRejection = transaction.txInfo.type === 'Custom' && transaction.txInfo.isCancellation

  return (
    <>
      {iAmMissing && (
        <button
          type="button"
          className="button button-small button-primary"
          onClick={() =>
            openTransactionFlow({
              kind: 'existing',
              txId: transaction.id,
              action: 'confirm',
            }).catch(ignoreRejection)
          }
        >
          Confirm
        </button>
      )}
      {canExecute && (
        <button
          type="button"
          className="button button-small button-primary"
          onClick={() =>
            openTransactionFlow({
              kind: 'existing',
              txId: transaction.id,
              action: 'execute',
            }).catch(ignoreRejection)
          }
        >
          Execute
        </button>
      )}
      {!isRejection && (
        <button
          type="button"
          className="button button-small"
          title="Replace this transaction with an empty one at the same nonce"
          onClick={() =>
            openTransactionFlow({ kind: 'reject', nonce: execution.nonce }).catch(ignoreRejection)
          }
        >
          Replace / Reject
        </button>
      )}
    </>
  )
}
