import { explorerAddressUrl } from '../chains/explorerUrls'
import { ErrorState } from '../components/ErrorState'
import { BalancesPageView } from '../features/balances/BalancesPageView'
import { CurrencySelectField } from '../features/balances/CurrencySelectField'
import { applyHiddenTokens } from '../features/balances/hiddenTokens'
import { stringifySearch } from '../kernel/searchParams'
import type { BootHandoff, BootView } from './bootHandoff'
import { httpUrlOnly } from './httpUrlOnly'

const ignore = () => {}

/** /balances as the full app renders it, from the boot's read: same markup, controls disabled. */
export function BootBalancesPage({
  handoff,
  view,
  error,
}: {
  handoff: BootHandoff
  view: Extract<BootView, { page: 'balances' }> | undefined
  error: Error | undefined
}) {
  const { currency, hiddenTokens } = handoff.preferences
  const hidden = (view && hiddenTokens[view.chain.chainId]) ?? []
  const search = stringifySearch({ safe: `${handoff.shortName}:${handoff.address}` })
  return (
    <BalancesPageView
      tabs={
        <>
          <a href={`/balances${search}`} className="tab active" aria-current="page">
            Tokens
          </a>
          <a href={`/balances/nfts${search}`} className="tab">
            NFTs
          </a>
        </>
      }
      currencySelect={
        <CurrencySelectField currency={currency} codes={[currency]} disabled onChange={ignore} />
      }
      showHidden={false}
      onShowHiddenChange={ignore}
      view={view ? applyHiddenTokens(view.balances.items, hidden, false) : undefined}
      hiddenTokenCount={hidden.length}
      currency={currency}
      busy={!view}
      error={
        error ? (
          <ErrorState title="Balances could not be loaded" message={error.message} />
        ) : undefined
      }
      explorerUrl={(address) => httpUrlOnly(view && explorerAddressUrl(view.chain, address))}
      onToggleHidden={ignore}
      disabled
    />
  )
}
