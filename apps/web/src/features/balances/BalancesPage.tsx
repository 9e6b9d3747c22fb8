import { useState } from 'react'
import { explorerAddressUrl } from '../../chains/explorerUrls'
import { ErrorState } from '../../components/ErrorState'
import { useLocalStore } from '../../kernel/createLocalStore'
import { settingsStore } from '../../kernel/settingsStore'
import { useCurrentSafe } from '../safe/SafeContext'
import { AssetTypeTabs } from './AssetTypeTabs'
import { BalancesPageView } from './BalancesPageView'
import { CurrencySelect } from './CurrencySelect'
import { applyHiddenTokens, hiddenTokensStore, toggleHiddenToken } from './hiddenTokensStore'
import { useBalances } from './hooks/useBalances'

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
    <BalancesPageView
      tabs={<AssetTypeTabs safeParam={safe.safeParam} />}
      currencySelect={<CurrencySelect />}
      showHidden={showHidden}
      onShowHiddenChange={setShowHidden}
      view={view}
      hiddenTokenCount={hidden.length}
      currency={currency}
      busy={balances.isPending}
      error={
        balances.isError && !balances.data ? (
          <ErrorState
            title="Balances could not be loaded"
            message={balances.error.message}
            onRetry={() => balances.refetch()}
          />
        ) : undefined
      }
      explorerUrl={(address) => explorerAddressUrl(safe.chain, address)}
      onToggleHidden={(address) => toggleHiddenToken(safe.chainId, address)}
    />
  )
}
