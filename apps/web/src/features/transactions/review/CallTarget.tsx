import { getAddress, isAddress } from 'viem'
import { explorerAddressUrl } from '../../../chains/explorerUrls'
import { useChain } from '../../../chains/useChains'
import { CopyButton } from '../../../components/CopyButton'
import { ExplorerLink } from '../../../components/ExplorerLink'
import { Identicon } from '../../../components/Identicon'
import { useAddressBookName } from '../../address-book/addressBookStore'

/**
 * The target of a decoded call: the whole checksummed address first, in monospace (it may
 * wrap), and the address book name only beside it — a look-alike address with a familiar name
 * must not pass for the real one (address poisoning).
 */
export function CallTarget({ address, chainId }: { address: string; chainId: string }) {
  const shown = isAddress(address, { strict: false }) ? getAddress(address) : address
  const chain = useChain(chainId)
  const name = useAddressBookName(chainId, shown)
  return (
    <span className="call-target" data-testid="call-target">
      <Identicon address={shown} size={16} />{' '}
      <span className="mono" data-testid="call-target-address">
        {shown}
      </span>
      {name && (
        <span className="muted" data-testid="call-target-name">
          {' '}
          ({name})
        </span>
      )}{' '}
      <CopyButton value={shown} />
      <ExplorerLink href={explorerAddressUrl(chain, shown)} />
    </span>
  )
}
