import { useId } from 'react'

/** The currency picker's markup: `codes` to choose from, the current `currency` selected. */
export function CurrencySelectField({
  currency,
  codes,
  disabled,
  onChange,
}: {
  currency: string
  codes: readonly string[]
  disabled: boolean
  onChange: (code: string) => void
}) {
  const id = useId()
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
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
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
