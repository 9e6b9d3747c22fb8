import { Identicon } from '../components/Identicon'
import { shortenAddress } from '../components/shortenAddress'
import { useAddressBookName } from '../features/address-book/addressBookStore'
import { useOptionalSafe } from '../features/safe/SafeContext'

/**
 * The open Safe in the header: identicon, name and short address. Only a phone shows it
 * (app.css): there the sidebar that names the Safe is a closed drawer.
 */
export function HeaderSafe() {
  const safe = useOptionalSafe()
  const name = useAddressBookName(safe?.chainId, safe?.address)
  if (!safe) return null
  return (
    <span className="header-safe" data-testid="header-safe" title={safe.address}>
      <Identicon address={safe.address} size={28} />
      <span className="header-safe-text">
        <span className="header-safe-name">{name ?? 'Safe'}</span>
        <span className="header-safe-address">
          {safe.chain.shortName}:{shortenAddress(safe.address)}
        </span>
      </span>
    </span>
  )
}
