import type { TransactionSummary } from '@assent/gateway-client'
import { useSafeStateOnChain } from '../../../verification-rpc/useSafeStateOnChain'
import { useWalletAccount } from '../../../wallet/walletAccount'
import { useCurrentSafe } from '../../safe/SafeContext'
import { useParentSafes } from '../nested/useParentSafes'
import { openTransactionFlow } from '../request/transactionFlowStore'
import { ConfirmThroughParent } from './ConfirmThroughParent'
import { useQueuedTransactionCheck } from './useQueuedTransactionCheck'

const ignoreRejection = () => {}

/**
 * What the connected owner can do with a queued transaction: Confirm it (not yet signed),
 * Execute it (its nonce is the Safe's — on chain when it could be read — and the confirmations,
 * with theirs added as they execute, reach the threshold), or Replace it with a rejection at
 * the nonce its own hashed fields carry (not the list's word), never below the chain's nonce.
 * An account that owns a Safe which is an owner here confirms through that Safe
 * (ConfirmThroughParent). Nothing for read-only visitors.
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
  const onChain = useSafeStateOnChain(safe.chainId, safe.address)
  const check = useQueuedTransactionCheck()
  const parents = useParentSafes(safe, wallet.address)
  const execution = transaction.executionInfo
  if (execution?.type !== 'MULTISIG' || !wallet.address) return null
  const me = wallet.address.toLowerCase()
  const onChainNonce = onChain.status === 'read' ? onChain.state.nonce : undefined
  if (!safe.safeInfo.owners.some((owner) => owner.value.toLowerCase() === me)) {
    // Not an owner here, but maybe of a Safe that is (a nested Safe): confirm through it.
    const missing = parents.filter((parent) =>
      (execution.missingSigners ?? []).some(
        (signer) => signer.value.toLowerCase() === parent.toLowerCase(),
      ),
    )
    return (
      <>
        {missing.map((parent) => (
          <ConfirmThroughParent
            key={parent}
            transaction={transaction}
            parent={parent}
            onChainNonce={onChainNonce}
          />
        ))}
      </>
    )
  }
  const used = onChainNonce !== undefined && execution.nonce < onChainNonce
  const next = onChainNonce === undefined ? isNext : execution.nonce === onChainNonce
  const iAmMissing = (execution.missingSigners ?? []).some((s) => s.value.toLowerCase() === me)
  const canExecute =
    next &&
    execution.confirmationsSubmitted + (iAmMissing ? 1 : 0) >= execution.confirmationsRequired
  const isRejection = transaction.txInfo.type === 'Custom' && transaction.txInfo.isCancellation

  async function replace() {
    const checked = await check.run({
      transaction,
      onChainNonce,
      safeVersion: onChain.status === 'read' ? onChain.state.version : safe.safeInfo.version,
      refusedTitle: 'This transaction cannot be replaced',
    })
    if (checked)
      openTransactionFlow({ kind: 'reject', nonce: checked.nonce }).catch(ignoreRejection)
  }

  return (
    <>
      {iAmMissing && !used && (
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
          disabled={used || check.checking}
          title={
            used
              ? `Nonce ${execution.nonce} is already used on chain (the Safe is at ${onChainNonce})`
              : 'Replace this transaction with an empty one at the same nonce'
          }
          onClick={() => void replace()}
        >
          Replace / Reject
        </button>
      )}
    </>
  )
}
