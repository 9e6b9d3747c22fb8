import { useLocalStore } from '../../kernel/createLocalStore'
import { settingsStore } from '../../kernel/settingsStore'
import { CurrencySelectField } from './CurrencySelectField'
import { useFiatCurrencies } from './hooks/useFiatCurrencies'

/** Picks the fiat currency of balances among the gateway's supported codes (kept in settings). */
export function CurrencySelect() {
  const { currency } = useLocalStore(settingsStore)
  const currencies = useFiatCurrencies()
  return (
    <CurrencySelectField
      currency={currency}
      codes={currencies.data?.length ? currencies.data : [currency]}
      disabled={currencies.isPending}
      onChange={(code) => settingsStore.set((s) => ({ ...s, currency: code }))}
    />
  )
}
