import type { SafeBalanceItem } from '@assent/gateway-client'
import { formatTokenAmount } from '@assent/gateway-client/formatTokenAmount'
import type { ReactNode } from 'react'
import { ExplorerLink } from '../../components/ExplorerLink'
import { Skeleton } from '../../components/Skeleton'
import { formatFiat } from './formatFiat'
import { visibleFiatTotal } from './hiddenTokens'
import { TokenIcon } from './TokenIcon'

const NATIVE = '0x0000000000000000000000000000000000000000'

export type BalanceRows = {
  rows: { item: SafeBalanceItem; hidden: boolean }[]
  hiddenCount: number
}

/**
 * The markup of /balances, with no router or query: the full app's BalancesPage and the boot's
 * first paint (src/boot/) both render it, so the rows the boot shows are the rows the app shows.
 * `tabs` and `currencySelect` are the parts that differ (links, the picker's data).
 */
export function BalancesPageView({
  tabs,
  currencySelect,
  showHidden,
  onShowHiddenChange,
  view,
  hiddenTokenCount,
  currency,
  busy,
  error,
  explorerUrl,
  onToggleHidden,
  disabled = false,
}: {
  tabs: ReactNode
  currencySelect: ReactNode
  showHidden: boolean
  onShowHiddenChange: (show: boolean) => void
  /** The rows to show; undefined while loading (skeleton rows). */
  view: BalanceRows | undefined
  /** How many tokens the user hid on this chain (the total then says "visible tokens"). */
  hiddenTokenCount: number
  currency: string
  busy: boolean
  /** Shown instead of the table when the balances could not be loaded. */
  error?: ReactNode
  explorerUrl: (tokenAddress: string) => string | undefined
  onToggleHidden: (tokenAddress: string) => void
  /** Controls shown but not usable yet (the boot's view, before the app takes over). */
  disabled?: boolean
}) {
  return (
    <div className="page" data-testid="balances-page">
      <div className="page-header">
        <div>
          <h1>Assets</h1>
          <nav className="tabs" aria-label="Asset types">
            {tabs}
          </nav>
        </div>
        <div className="actions">
          {currencySelect}
          <label className="checkbox">
            <input
              type="checkbox"
              checked={showHidden}
              onChange={(e) => onShowHiddenChange(e.target.checked)}
              disabled={disabled}
              data-testid="show-hidden-tokens"
            />
            Show hidden{view && view.hiddenCount > 0 ? ` (${view.hiddenCount})` : ''}
          </label>
        </div>
      </div>

      {error ?? (
        <section className="card" aria-label="Tokens" aria-busy={busy}>
          <div className="stat">
            <span className="stat-label">
              Total{hiddenTokenCount > 0 ? ' (visible tokens)' : ''}
            </span>
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
                  : view.rows.map(({ item, hidden }) => (
                      <BalanceRow
                        key={item.tokenInfo.address}
                        item={item}
                        hidden={hidden}
                        currency={currency}
                        explorerUrl={explorerUrl}
                        onToggleHidden={onToggleHidden}
                        disabled={disabled}
                      />
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

/** One token: icon, name and symbol, price, amount, fiat value, hide/show. */
export function BalanceRow({
  item,
  hidden,
  currency,
  explorerUrl,
  onToggleHidden,
  disabled,
}: {
  item: SafeBalanceItem
  hidden: boolean
  currency: string
  explorerUrl: (tokenAddress: string) => string | undefined
  onToggleHidden: (tokenAddress: string) => void
  disabled: boolean
}) {
  const token = item.tokenInfo
  return (
    <tr className={hidden ? 'row-hidden' : undefined} data-testid="balance-row">
      <td>
        <span className="token-cell">
          <TokenIcon token={token} />
          <span>
            <strong>{token.name}</strong>
            <br />
            <span className="muted">{token.symbol}</span>
          </span>
          {token.address !== NATIVE && (
            <ExplorerLink
              href={explorerUrl(token.address)}
              label={`View ${token.symbol} on block explorer`}
            />
          )}
        </span>
      </td>
      <td className="num hide-compact">{formatFiat(item.fiatConversion, currency)}</td>
      <td className="num">
        {formatTokenAmount(item.balance, token.decimals)} {token.symbol}
      </td>
      <td className="num">{formatFiat(item.fiatBalance, currency)}</td>
      <td className="num">
        <button
          type="button"
          className="button button-small"
          onClick={() => onToggleHidden(token.address)}
          disabled={disabled}
          aria-label={`${hidden ? 'Show' : 'Hide'} ${token.symbol}`}
        >
          {hidden ? 'Show' : 'Hide'}
        </button>
      </td>
    </tr>
  )
}
