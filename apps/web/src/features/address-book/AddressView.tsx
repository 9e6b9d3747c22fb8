import { explorerAddressUrl } from '../../chains/explorerUrls'
import { useChain } from '../../chains/useChains'
import { CopyButton } from '../../components/CopyButton'
import { ExplorerLink } from '../../components/ExplorerLink'
import { Identicon } from '../../components/Identicon'
import { shortenAddress } from '../../components/shortenAddress'
import { useAddressBookName } from './addressBookStore'

/**
 * How an address is shown everywhere: identicon, the address book name (or the gateway's
 * name, or the short address), copy and explorer link. The full address is in the title.
 */
export function AddressView({
  address,
  chainId,
  fallbackName,
  size = 28,
  full = false,
  actions = true,
}: {
  address: string
  /** Chain whose address book and explorer to use. */
  chainId?: string
  /** Name from the gateway (e.g. a known contract), used when the address book has none. */
  fallbackName?: string | null
  size?: number
  /** Show the whole address under the name instead of a shortened one. */
  full?: boolean
  actions?: boolean
}) {
  const chain = useChain(chainId)
  const bookName = useAddressBookName(chainId, address)
  const name = bookName ?? fallbackName ?? undefined
  const shown = full ? address : shortenAddress(address)
  return (
    <span className="address-view" data-testid="address-view" title={address}>
      <Identicon address={address} size={size} />
      <span className="address-view-text">
        {name && <span className="address-view-name">{name}</span>}
        <span className={name ? 'address-view-address muted' : 'address-view-address'}>
          {chain && !full ? <span className="muted">{chain.shortName}:</span> : null}
          {shown}
        </span>
      </span>
      {actions && (
        <span className="address-view-actions">
          <CopyButton value={address} />
          <ExplorerLink href={explorerAddressUrl(chain, address)} />
        </span>
      )}
    </span>
  )
}
