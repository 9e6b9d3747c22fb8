import type { TransactionSummary } from '@assent/gateway-client'
import { childCallsLegacyEip1271, parentSigningSupport } from '@assent/review'
import { useState } from 'react'
import type { Address } from 'viem'
import { ModalPlaceholder } from '../../../components/Modal'
import { Skeleton } from '../../../components/Skeleton'
import { shortenAddress } from '../../../components/shortenAddress'
import { useSafeStateOnChain } from '../../../verification-rpc/useSafeStateOnChain'
import { lazyWalletComponent } from '../../../wallet/lazyWalletComponent'
import { useWalletAccount } from '../../../wallet/walletAccount'
import { useCurrentSafe } from '../../safe/SafeContext'

// The review and signing code loads only when the dialog opens (like the transaction flow's).
const SignAsParentDialog = lazyWalletComponent(
  () => import('./SignAsParentDialog'),
  <ModalPlaceholder label="Loading">
    <Skeleton height="8rem" />
  </ModalPlaceholder>,
)

/**
 * "Sign as Safe 0x… (EIP-1271)" beside "Confirm via Safe": offered only when the parent, as read
 * through the verification RPC (never the gateway's word), is a 1.3.0/1.4.1 Safe with a known
 * CompatibilityFallbackHandler and the connected account owns it. With a parent threshold above
 * 1 it says why it cannot sign off-chain and points to the on-chain way.
 */
export function SignAsParentOption({
  transaction,
  parent,
}: {
  transaction: TransactionSummary
  parent: Address
}) {
  const safe = useCurrentSafe()
  const wallet = useWalletAccount()
  const parentState = useSafeStateOnChain(safe.chainId, parent)
  const [open, setOpen] = useState(false)
  const account = wallet.address
  const childVersion = safe.safeInfo.version
  if (!account || parentState.status !== 'read') return null
  if (!childVersion || !childCallsLegacyEip1271(childVersion)) return null
  const support = parentSigningSupport(parentState.state, account)
  if (support.status === 'unsupported') return null
  const label = `Sign as Safe ${shortenAddress(parent)} (EIP-1271)`
  if (support.status === 'needs-all-owners') {
    return (
      <span className="muted" data-testid="sign-as-parent-unavailable" title={support.reason}>
        <button type="button" className="button button-small" disabled>
          {label}
        </button>{' '}
        Off-chain needs all {parentState.state.threshold} owners of Safe {shortenAddress(parent)} in
        one place: use Confirm via Safe.
      </span>
    )
  }
  return (
    <>
      <button
        type="button"
        className="button button-small"
        data-testid="sign-as-parent"
        title={`Sign off-chain as your Safe ${parent}: its owners' signature, checked by the Safe through EIP-1271`}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      {open && (
        <SignAsParentDialog
          txId={transaction.id}
          parent={parent}
          account={account}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  )
}
