import type { Delegate } from '@assent/gateway-client'
import { getAddress } from 'viem'
import { lazyWalletComponent } from '../../../wallet/lazyWalletComponent'
import { AddressView } from '../../address-book/AddressView'
import type { RemoveProposerButtonProps } from './RemoveProposerButton'

const RemoveProposerButton = lazyWalletComponent<RemoveProposerButtonProps>(
  () => import('./RemoveProposerButton'),
)

/** One proposer: its address and name, the owner who added it, its expiry, and Remove. */
export function ProposerRow({
  entry,
  chainId,
  nowMs,
}: {
  entry: Delegate
  chainId: string
  nowMs: number
}) {
  const expiresAt = entry.expiryDate ? Date.parse(entry.expiryDate) : null
  return (
    <li className="list-row proposer-row" data-testid="proposer-row">
      <AddressView address={entry.delegate} chainId={chainId} fallbackName={entry.label} full />
      <div className="proposer-meta">
        <span className="muted">Name:</span> <span data-testid="proposer-label">{entry.label}</span>
        <span className="muted"> · Added by </span>
        <AddressView address={entry.delegator} chainId={chainId} size={20} actions={false} />
        <span data-testid="proposer-expiry">
          {expiresAt === null
            ? 'No expiry'
            : `${expiresAt > nowMs ? 'Expires' : 'Expired'} ${new Date(expiresAt).toISOString().slice(0, 10)} (UTC)`}
        </span>
      </div>
      <RemoveProposerButton
        delegate={getAddress(entry.delegate)}
        delegator={getAddress(entry.delegator)}
        label={entry.label}
      />
    </li>
  )
}
