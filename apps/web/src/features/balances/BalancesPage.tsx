import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useLocalStore } from '../../app/createLocalStore'
import { settingsStore } from '../../app/settingsStore'
import { ErrorState } from '../../components/ErrorState'
import { ExplorerLink } from '../../components/ExplorerLink'
import { Skeleton } from '../../components/Skeleton'
import { explorerAddressUrl } from '../chains/explorerUrls'
import { useCurrentSafe } from '../safe/SafeContext'
import { CurrencySelect } from './CurrencySelect'
import { formatFiat } from './formatFiat'
import { formatTokenAmount } from './formatTokenAmount'
import {
  applyHiddenTokens,
  hiddenTokensStore,
  toggleHiddenToken,
  visibleFiatTotal,
} from './hiddenTokensStore'
import { useBalances } from './hooks/useBalances'
import { TokenIcon } from './TokenIcon'

const NATIVE = '0x0000000000000000000000000000000000000000'

/** /balances: every token with amount, price and fiat value; hide/unhide; currency picker. */
export function BalancesPage() {
  const safe = useCurrentSafe()
  const balances = useBalances(safe.chainId, safe.address)
  const { currency } = useLocalStore(settingsStore)
  const hidden = useLocalStore(hiddenTokensStore)[safe.chainId] ?? []
  const [showHidden, setShowHidden] = useState(false)
  const view = balances.data
    ? applyHiddenTokens(balances.data.items, hidden, showHidden)
    : undefined

  return (
    <div className="page" data-testid="balances-page">
      <div className="page-header">
        <div>
          <h1>Assets</h1>
          <nav className="tabs" aria-label="Asset types">
            <Link
              to="/balances"
              search={{ safe: safe.safeParam }}
              className="tab"
              activeProps={{ className: 'tab active' }}
              activeOptions={{ exact: true, includeSearch: false }}
            >
              Tokens
            </Link>
            <Link
              to="/balances/nfts"
              search={{ safe: safe.safeParam }}
              className="tab"
              activeProps={{ className: 'tab active' }}
              activeOptions={{ includeSearch: false }}
            >
              NFTs
            </Link>
          </nav>
        </div>
        <div className="actions">
          <CurrencySelect />
          <label className="checkbox">
            <input
              type="checkbox"
              checked={showHidden}
              onChange={(e) => setShowHidden(e.target.checked)}
              data-testid="show-hidden-tokens"
            />
            Show hidden{view && view.hiddenCount > 0 ? ` (${view.hiddenCount})` : ''}
          </label>
        </div>
      </div>

      {balances.isError && !balances.data ? (
        <ErrorState
          title="Balances could not be loaded"
          message={balances.error.message}
          onRetry={() => balances.refetch()}
        />
      ) : (
        <section className="card" aria-label="Tokens" aria-busy={balances.isPending}>
          <div className="stat">
            <span className="stat-label">Total{hidden.length > 0 ? ' (visible tokens)' : ''}</span>
            <span className="stat-value" data-testid="balances-total">
              {view ? (
                formatFiat(visibleFiatTotal(view.rows), currency)
              ) : (
                <Skeleton width={160} height="1.6rem" />
              )}
            </span>
          </div>
          <div className="table-wrap">
            <table className="table balances-table" data-testid="balances-table">
              <thead>
                <tr>
                  <th scope="col">Asset</th>
                  <th scope="col" className="num hide-compact">
                    Price
                  </th>
                  <th scope="col" className="num">
                    Balance
                  </th>
                  <th scope="col" className="num">
                    Value
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {!view
                  ? [0, 1, 2].map((row) => (
                      <tr key={row}>
                        <td>
                          <Skeleton width={160} height="1.6rem" />
                        </td>
                        <td className="num hide-compact">
                          <Skeleton width={70} />
                        </td>
                        <td className="num">
                          <Skeleton width={90} />
                        </td>
                        <td className="num">
                          <Skeleton width={80} />
                        </td>
                        <td />
                      </tr>
                    ))
                  : view.rows.map(({ item, hidden: isHidden }) => (
                      <tr
                        key={item.tokenInfo.address}
                        className={isHidden ? 'row-hidden' : undefined}
                        data-testid="balance-row"
                      >
                        <td>
                          <span className="token-cell">
                            <TokenIcon token={item.tokenInfo} />
                            <span>
                              <strong>{item.tokenInfo.name}</strong>
                              <br />
                              <span className="muted">{item.tokenInfo.symbol}</span>
                            </span>
                            {item.tokenInfo.address !== NATIVE && (
                              <ExplorerLink
                                href={explorerAddressUrl(safe.chain, item.tokenInfo.address)}
                                label={`View ${item.tokenInfo.symbol} on block explorer`}
                              />
                            )}
                          </span>
                        </td>
                        <td className="num hide-compact">
                          {formatFiat(item.fiatConversion, currency)}
                        </td>
                        <td className="num">
                          {formatTokenAmount(item.balance, item.tokenInfo.decimals)}{' '}
                          {item.tokenInfo.symbol}
                        </td>
                        <td className="num">{formatFiat(item.fiatBalance, currency)}</td>
                        <td className="num">
                          <button
                            type="button"
                            className="button button-small"
                            onClick={() => toggleHiddenToken(safe.chainId, item.tokenInfo.address)}
                            aria-label={`${isHidden ? 'Show' : 'Hide'} ${item.tokenInfo.symbol}`}
                          >
                            {isHidden ? 'Show' : 'Hide'}
                          </button>
                        </td>
                      </tr>
                    ))}
                {view && view.rows.length === 0 && (
                  <tr>
                    <td colSpan={5} className="muted">
                      {view.hiddenCount > 0
                        ? 'All tokens are hidden.'
                        : 'This Safe holds no tokens yet.'}
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </div>
  )
}
