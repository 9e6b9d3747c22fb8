import { type ChainInfo, getBalancesQueryOptions } from '@assent/gateway-client'
import { useQueries } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ChainBadge } from '../../components/ChainBadge'
import { Identicon } from '../../components/Identicon'
import { shortenAddress } from '../../components/shortenAddress'
import { useLocalStore } from '../../kernel/createLocalStore'
import { useGateway } from '../../kernel/GatewayProvider'
import { settingsStore } from '../../kernel/settingsStore'
import { useAddressBookName } from '../address-book/addressBookStore'
import { formatFiat } from '../balances/formatFiat'
import { balancesParameters } from '../balances/hooks/useBalances'
import { useSafeAcrossChains } from '../safe/hooks/useSafeAcrossChains'
import { describeSetupDifferences } from '../safe/sameSafeAcrossChains'

/**
 * One address that is a Safe on several networks: a line per network (threshold, balance, a link
 * to open it there), the total balance, and a warning when owners or threshold differ.
 */
export function SafeGroupRow({ address, chains }: { address: string; chains: ChainInfo[] }) {
  const name = useAddressBookName(chains[0]?.chainId, address)
  const { currency } = useLocalStore(settingsStore)
  const client = useGateway()
  const infos = useSafeAcrossChains(chains, address)
  const balances = useQueries({
    queries: chains.map((chain) => ({
      ...getBalancesQueryOptions(client, balancesParameters(chain.chainId, address, currency)),
      staleTime: 30_000,
    })),
  })
  const total = balances.reduce((sum, b) => sum + Number(b.data?.fiatTotal ?? 0), 0)
  const warning = describeSetupDifferences(infos.flatMap((entry) => entry.info ?? []))
  return (
    <li className="list-row" data-testid="safe-group-row" style={{ flexWrap: 'wrap' }}>
      <span className="safe-row-link" title={address}>
        <Identicon address={address} size={36} />
        <span className="address-view-text">
          <span className="address-view-name">{name ?? shortenAddress(address, 6)}</span>
          <span className="muted mono">
            {shortenAddress(address)} on {chains.length} networks ·{' '}
            <span data-testid="safe-group-total">{formatFiat(total, currency)}</span>
          </span>
        </span>
      </span>
      <ul className="list" style={{ width: '100%' }}>
        {chains.map((chain, index) => {
          const info = infos[index]?.info
          const fiat = balances[index]?.data?.fiatTotal
          return (
            <li key={chain.chainId} className="list-row" data-testid="safe-group-chain">
              <Link to="/home" search={{ safe: `${chain.shortName}:${address}` }}>
                Open on {chain.chainName}
              </Link>
              <span className="actions">
                <span className="muted">
                  {info ? `${info.threshold}/${info.owners.length}` : '…'} ·{' '}
                  {fiat === undefined ? '…' : formatFiat(fiat, currency)}
                </span>
                <ChainBadge chain={chain} />
              </span>
            </li>
          )
        })}
      </ul>
      {warning && (
        <p className="field-error" role="alert" data-testid="safe-group-warning">
          {warning}
        </p>
      )}
    </li>
  )
}
