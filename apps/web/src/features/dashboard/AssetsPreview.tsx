import type { SafeBalanceResponse } from '@assent/gateway-client'
import { formatTokenAmount } from '@assent/gateway-client'
import type { UseQueryResult } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Skeleton } from '../../components/Skeleton'
import { useLocalStore } from '../../kernel/createLocalStore'
import { settingsStore } from '../../kernel/settingsStore'
import { formatFiat } from '../balances/formatFiat'
import { applyHiddenTokens, hiddenTokensStore } from '../balances/hiddenTokensStore'
import { TokenIcon } from '../balances/TokenIcon'
import { useCurrentSafe } from '../safe/SafeContext'

const PREVIEW_SIZE = 4

/** The Safe's largest holdings (hidden tokens left out). */
export function AssetsPreview({ balances }: { balances: UseQueryResult<SafeBalanceResponse> }) {
  const safe = useCurrentSafe()
  const { currency } = useLocalStore(settingsStore)
  const hidden = useLocalStore(hiddenTokensStore)[safe.chainId] ?? []
  const rows = balances.data
    ? applyHiddenTokens(balances.data.items, hidden, false).rows.slice(0, PREVIEW_SIZE)
    : []

  return (
    <section className="card" aria-labelledby="assets-title" data-testid="assets-preview">
      <div className="card-header">
        <h2 id="assets-title">Top assets</h2>
        <Link to="/balances" search={{ safe: safe.safeParam }} className="button button-small">
          View all
        </Link>
      </div>
      {balances.isPending ? (
        <div aria-busy="true">
          <Skeleton height="2.5rem" />
          <Skeleton height="2.5rem" />
        </div>
      ) : balances.isError ? (
        <p className="muted" role="alert">
          Balances could not be loaded: {balances.error.message}
        </p>
      ) : rows.length === 0 ? (
        <p className="muted">This Safe holds no tokens yet.</p>
      ) : (
        <ul className="list">
          {rows.map(({ item }) => (
            <li key={item.tokenInfo.address} className="list-row">
              <span className="token-cell">
                <TokenIcon token={item.tokenInfo} />
                <span>
                  {formatTokenAmount(item.balance, item.tokenInfo.decimals)} {item.tokenInfo.symbol}
                </span>
              </span>
              <span className="num">{formatFiat(item.fiatBalance, currency)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
