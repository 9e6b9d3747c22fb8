import { explorerAddressUrl } from '../chains/explorerUrls'
import { ChainBadge } from '../components/ChainBadge'
import { CopyButton } from '../components/CopyButton'
import { ExplorerLink } from '../components/ExplorerLink'
import { Identicon } from '../components/Identicon'
import { Skeleton } from '../components/Skeleton'
import { shortenAddress } from '../components/shortenAddress'
import { useAddressBookName } from '../features/address-book/addressBookStore'
import { formatFiat } from '../features/balances/formatFiat'
import { useBalances } from '../features/balances/hooks/useBalances'
import { useOptionalSafe, useSafeState } from '../features/safe/SafeContext'
import { useLocalStore } from '../kernel/createLocalStore'
import { settingsStore } from '../kernel/settingsStore'
import { ReadOnlyBadge } from './ReadOnlyBadge'

/** The open Safe at a glance: identicon with threshold, name, address, chain, total, nonce. */
export function SafeSummary() {
  const state = useSafeState()
  const safe = useOptionalSafe()
  const balances = useBalances(safe?.chainId, safe?.address)
  const { currency } = useLocalStore(settingsStore)
  const name = useAddressBookName(safe?.chainId, safe?.address)

  if (!safe) {
    const busy = state?.param.status === 'ok' || state?.chainsQuery.isPending
    return (
      <div className="safe-summary" aria-busy={busy}>
        {busy ? (
          <>
            <Skeleton width={40} height={40} />
            <Skeleton width="70%" />
            <Skeleton width="50%" />
          </>
        ) : (
          <p className="muted">No Safe loaded</p>
        )}
      </div>
    )
  }

  const { safeInfo, chain, address } = safe
  return (
    <div className="safe-summary" data-testid="safe-summary">
      <div className="safe-summary-top">
        <span className="safe-avatar">
          <Identicon address={address} size={40} />
          <span
            className="threshold-badge"
            data-testid="safe-threshold"
            title="Confirmations needed of owners"
          >
            {safeInfo.threshold}/{safeInfo.owners.length}
          </span>
        </span>
        <div className="safe-summary-id">
          <span className="safe-summary-name">{name ?? 'Safe'}</span>
          <span className="safe-summary-address" title={address}>
            <span className="muted">{chain.shortName}:</span>
            {shortenAddress(address)}
          </span>
        </div>
      </div>
      <div className="safe-summary-actions">
        <CopyButton value={`${chain.shortName}:${address}`} />
        <ExplorerLink href={explorerAddressUrl(chain, address)} />
        <ChainBadge chain={chain} />
      </div>
      <dl className="safe-summary-stats">
        <div>
          <dt>Total</dt>
          <dd data-testid="safe-fiat-total">
            {balances.data ? (
              formatFiat(balances.data.fiatTotal, currency)
            ) : balances.isError ? (
              '—'
            ) : (
              <Skeleton width={80} />
            )}
          </dd>
        </div>
        <div>
          <dt>Nonce</dt>
          <dd data-testid="safe-nonce">{safeInfo.nonce}</dd>
        </div>
      </dl>
      <ReadOnlyBadge />
    </div>
  )
}
