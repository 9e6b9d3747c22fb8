import './batch.css'
import type { TransactionSummary } from '@assent/gateway-client'
import { batchCandidateBlocker } from '@assent/review'
import { useSafeStateOnChain } from '../../../../verification-rpc/useSafeStateOnChain'
import { useWalletAccount } from '../../../../wallet/walletAccount'
import { useCurrentSafe } from '../../../safe/SafeContext'
import { useRowConfirmations } from '../../hooks/useRowConfirmations'
import { useBatchSelection } from './batchSelectionStore'

/**
 * A queue row's "Execute together" box, for a connected owner: it can be ticked once the row's
 * confirmations, verified here, reach the threshold (the chain's when read); otherwise it says
 * why not. Nonces the Safe is already past get no box.
 */
export function BatchSelectBox({ transaction }: { transaction: TransactionSummary }) {
  const safe = useCurrentSafe()
  const wallet = useWalletAccount()
  const onChain = useSafeStateOnChain(safe.chainId, safe.address)
  const verification = useRowConfirmations(safe, transaction)
  const selection = useBatchSelection(`${safe.chainId}:${safe.address}`)
  const execution = transaction.executionInfo
  const me = wallet.address?.toLowerCase()
  if (execution?.type !== 'MULTISIG' || !transaction.txStatus.startsWith('AWAITING') || !me)
    return null
  if (!safe.safeInfo.owners.some((owner) => owner.value.toLowerCase() === me)) return null
  const chain = onChain.status === 'read' ? onChain.state : undefined
  if (chain && execution.nonce < chain.nonce) return null
  const candidate = {
    txId: transaction.id,
    nonce: execution.nonce,
    confirmationsSubmitted: verification?.verifiedSigners.length ?? 0,
    confirmationsRequired: chain?.threshold ?? safe.safeInfo.threshold,
  }
  const reason = verification
    ? batchCandidateBlocker(candidate)
    : 'Checking its confirmations before it can be executed with others…'
  const checked = selection.isSelected(transaction.id)
  return (
    <span className="batch-select">
      <label title={reason ?? 'Execute this one together with other selected transactions'}>
        <input
          type="checkbox"
          data-testid="batch-select"
          checked={checked}
          disabled={reason !== undefined && !checked}
          onChange={() => selection.toggle(candidate)}
        />{' '}
        Execute together
      </label>
      {reason && (
        <span className="muted batch-select-reason" data-testid="batch-select-reason">
          {reason}
        </span>
      )}
    </span>
  )
}
