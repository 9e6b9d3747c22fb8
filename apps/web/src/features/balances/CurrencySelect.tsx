import { useId } from 'react'
import { useLocalStore } from '../../app/createLocalStore'
import { settingsStore } from '../../app/settingsStore'
import { useFiatCurrencies } from './hooks/useFiatCurrencies'

/** Picks the fiat currency of balances among the gateway's supported codes (kept in settings). */
export function CurrencySelect() {
  const id = useId()
  const { currency } = useLocalStore(settingsStore)
  const currencies = useFiatCurrencies()
  const codes = currencies.data?.length ? currencies.data : [currency]
  const hasCurrent = codes.some((code) => code.toLowerCase() === currency.toLowerCase())
  return (
    <span className="field" style={{ flexDirection: 'row', alignItems: 'center' }}>
      <label htmlFor={id} className="field-label">
        Currency
      </label>
      <select
        id={id}
        className="select select-small"
        data-testid="currency-select"
        value={currency.toLowerCase()}
        disabled={currencies.isPending}
        onChange={(event) => settingsStore.set((s) => ({ ...s, currency: event.target.value }))}
      >
        {!hasCurrent && <option value={currency.toLowerCase()}>{currency.toUpperCase()}</option>}
        {codes.map((code) => (
          <option key={code} value={code.toLowerCase()}>
            {code.toUpperCase()}
          </option>
        ))}
      </select>
    </span>
  )
}
