import {
  buildSetSpendingLimit,
  ReviewError,
  readTokenInfo,
  SPENDING_LIMIT_RESET_PERIODS,
  SpendingLimitInputError,
} from '@assent/review'
import { useId, useState } from 'react'
import { type Address, getAddress, isAddress, maxUint96 } from 'viem'
import { useVerificationClient } from '../../verification-rpc/useVerificationClient'
import { useCurrentSafe } from '../safe/SafeContext'
import { parseAmount } from '../transactions/forms/parseAmount'
import { proposeSpendingLimitChange } from './proposeSpendingLimitChange'

type Field = 'delegate' | 'token' | 'amount' | 'resetTimeMin'
type Period = keyof typeof SPENDING_LIMIT_RESET_PERIODS

const PERIOD_LABELS: Record<Period, string> = {
  once: 'One-time',
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
}

const isPeriod = (value: string): value is Period => value in PERIOD_LABELS

/**
 * The owners' form for a new (or changed) limit: beneficiary, token (empty for the native coin),
 * amount and reset period. What was typed is checked first, a refusal naming its field; then
 * the transaction (enabling the module and adding the beneficiary when needed) opens in the
 * ordinary review.
 */
export function NewSpendingLimitForm({
  moduleEnabled,
  delegates,
}: {
  moduleEnabled: boolean
  delegates: readonly Address[]
}) {
  const safe = useCurrentSafe()
  const { client } = useVerificationClient(safe.chainId)
  const id = useId()
  const [input, setInput] = useState<{
    delegate: string
    token: string
    amount: string
    period: Period
  }>({ delegate: '', token: '', amount: '', period: 'daily' })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [busy, setBusy] = useState(false)
  const native = safe.chain.nativeCurrency

  const submit = async () => {
    const found: Partial<Record<Field, string>> = {}
    const delegate = input.delegate.trim()
    if (!isAddress(delegate, { strict: false })) found.delegate = 'Enter the beneficiary’s address.'
    const tokenText = input.token.trim()
    if (tokenText && !isAddress(tokenText, { strict: false })) {
      found.token = 'Enter a token contract address, or leave it empty for the native coin.'
    }
    if (found.delegate || found.token) return setErrors(found)
    const token = tokenText ? getAddress(tokenText) : null
    setBusy(true)
    try {
      let decimals = native.decimals
      if (token) {
        if (!client) {
          return setErrors({ token: 'The token cannot be read without an independent RPC.' })
        }
        const info = await readTokenInfo(client, { chainId: Number(safe.chainId), token })
        if (info.decimals === null) return setErrors({ token: 'This contract is no ERC-20 token.' })
        decimals = info.decimals
      }
      const amount = parseAmount(input.amount, decimals, maxUint96)
      if (!amount.ok) return setErrors({ amount: amount.error })
      const tx = buildSetSpendingLimit({
        safeAddress: safe.address,
        safeVersion: safe.safeInfo.version ?? '',
        moduleEnabled,
        delegates,
        delegate: getAddress(delegate),
        token,
        amount: amount.value,
        resetTimeMin: SPENDING_LIMIT_RESET_PERIODS[input.period],
      })
      setErrors({})
      proposeSpendingLimitChange(tx)
    } catch (error) {
      if (error instanceof SpendingLimitInputError && error.field !== 'to') {
        setErrors({ [error.field]: error.shortMessage })
      } else {
        const message = error instanceof ReviewError ? error.shortMessage : String(error)
        setErrors({ token: message })
      }
    } finally {
      setBusy(false)
    }
  }

  const text = (name: 'delegate' | 'token' | 'amount', label: string, placeholder: string) => (
    <div className="field">
      <label className="field-label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        className="input"
        value={input[name]}
        placeholder={placeholder}
        aria-invalid={errors[name] !== undefined}
        data-testid={`new-limit-${name}`}
        onChange={(event) => {
          setInput((current) => ({ ...current, [name]: event.target.value }))
          setErrors({})
        }}
      />
      {errors[name] && <p className="field-error">{errors[name]}</p>}
    </div>
  )
  return (
    <section className="card" aria-labelledby={`${id}-title`} data-testid="new-spending-limit">
      <h2 id={`${id}-title`}>New spending limit</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        {text('delegate', 'Beneficiary', '0x…')}
        {text('token', `Token (empty for ${native.symbol})`, '0x… or empty')}
        {text('amount', 'Amount per period', '0.0')}
        <div className="field">
          <label className="field-label" htmlFor={`${id}-period`}>
            Reset period
          </label>
          <select
            id={`${id}-period`}
            className="input"
            value={input.period}
            data-testid="new-limit-period"
            onChange={(event) => {
              const period = event.target.value
              if (isPeriod(period)) setInput((current) => ({ ...current, period }))
            }}
          >
            {Object.keys(PERIOD_LABELS)
              .filter(isPeriod)
              .map((period) => (
                <option key={period} value={period}>
                  {PERIOD_LABELS[period]}
                </option>
              ))}
          </select>
        </div>
        <div className="actions">
          <button
            type="submit"
            className="button button-primary"
            disabled={busy}
            data-testid="new-limit-submit"
          >
            Review…
          </button>
        </div>
      </form>
    </section>
  )
}
