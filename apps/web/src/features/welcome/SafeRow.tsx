import type { ChainInfo } from '@assent/gateway-client'
import { Link } from '@tanstack/react-router'
import { ChainBadge } from '../../components/ChainBadge'
import { Identicon } from '../../components/Identicon'
import { shortenAddress } from '../../components/shortenAddress'
import { useAddressBookName } from '../address-book/addressBookStore'

/** One Safe in a welcome-page list: opens its dashboard; optional trailing action. */
export function SafeRow({
  chain,
  address,
  action,
}: {
  chain: ChainInfo
  address: string
  action?: React.ReactNode
}) {
  const name = useAddressBookName(chain.chainId, address)
  const safeParam = `${chain.shortName}:${address}`
  return (
    <li className="list-row" data-testid="safe-row">
      <Link to="/home" search={{ safe: safeParam }} className="safe-row-link" title={address}>
        <Identicon address={address} size={36} />
        {/* The link's name is its visible text plus the chain (WCAG 2.5.3, label in name). */}
        <span className="address-view-text">
          <span className="address-view-name">{name ?? shortenAddress(address, 6)}</span>
          <span className="muted mono">
            {chain.shortName}:{shortenAddress(address)}
          </span>
          <span className="visually-hidden"> on {chain.chainName}</span>
        </span>
      </Link>
      <span className="actions">
        <ChainBadge chain={chain} />
        {action}
      </span>
    </li>
  )
}
