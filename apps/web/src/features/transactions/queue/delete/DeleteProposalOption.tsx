import type { TransactionDetails } from '@assent/gateway-client'
import { useState } from 'react'
import { type Address, type Hex, isAddressEqual } from 'viem'
import { ModalPlaceholder } from '../../../../components/Modal'
import { Skeleton } from '../../../../components/Skeleton'
import { lazyWalletComponent } from '../../../../wallet/lazyWalletComponent'
import { useWalletAccount } from '../../../../wallet/walletAccount'
import { useCurrentSafe } from '../../../safe/SafeContext'
import { useProposalDeletionCheck } from './useProposalDeletionCheck'

// The signing code loads only when the dialog opens, with the wallet stack.
const DeleteProposalDialog = lazyWalletComponent(
  () => import('./DeleteProposalDialog'),
  <ModalPlaceholder label="Loading">
    <Skeleton height="8rem" />
  </ModalPlaceholder>,
)

/**
 * "Delete proposal" on a queued transaction's details, for the Safe's owners and the proposal's
 * proposer or delegate. Enabled only where the Transaction Service's delete can work (the
 * proposer's own proposal, confirmed by nobody else, its hash recomputed here); otherwise
 * disabled with the reason beside it.
 */
export function DeleteProposalOption({
  details,
  localSafeTxHash,
  verifying,
}: {
  details: TransactionDetails
  /** The safeTxHash recomputed here; undefined while verifying or when it could not be. */
  localSafeTxHash: Hex | undefined
  verifying: boolean
}) {
  const wallet = useWalletAccount()
  // Once open, the dialog stays until it is closed, for the account that opened it: it checks
  // again itself, and a wallet that changes account fails the signature's proof.
  const [openFor, setOpenFor] = useState<Address | undefined>(undefined)
  return (
    <>
      {wallet.address && (
        <DeleteProposalControl
          details={details}
          account={wallet.address}
          localSafeTxHash={localSafeTxHash}
          verifying={verifying}
          onOpen={() => setOpenFor(wallet.address)}
        />
      )}
      {openFor && (
        <DeleteProposalDialog
          txId={details.txId}
          account={openFor}
          onClose={() => setOpenFor(undefined)}
        />
      )}
    </>
  )
}

function DeleteProposalControl({
  details,
  account,
  localSafeTxHash,
  verifying,
  onOpen,
}: {
  details: TransactionDetails
  account: Address
  localSafeTxHash: Hex | undefined
  verifying: boolean
  onOpen: () => void
}) {
  const safe = useCurrentSafe()
  const check = useProposalDeletionCheck(details, account, localSafeTxHash)
  const execution =
    details.detailedExecutionInfo?.type === 'MULTISIG' ? details.detailedExecutionInfo : null
  const involved =
    safe.safeInfo.owners.some((owner) => isAddressEqual(owner.value as Address, account)) ||
    [execution?.proposer?.value, execution?.proposedByDelegate?.value].some(
      (address) => address && isAddressEqual(address as Address, account),
    )
  if (!involved || (!check.ok && check.refusal === 'not-queued')) return null
  const checking = verifying && !check.ok && check.refusal === 'hash-unverified'
  return (
    <>
      <button
        type="button"
        className="button button-small button-danger"
        data-testid="delete-proposal"
        disabled={!check.ok}
        title={check.ok ? 'Delete this proposal from the queue (signed, nothing on chain)' : ''}
        onClick={onOpen}
      >
        Delete proposal
      </button>
      {!check.ok && (
        <span className="muted" data-testid="delete-refusal">
          {checking ? 'Checking its hash…' : check.reason}
        </span>
      )}
    </>
  )
}
