import {
  buildSetSpendingLimit,
  ReviewError,
  readTokenInfo,
  SPENDING_LIMIT_RESET_PERIODS,
  SpendingLimitInputError,
} from '@assent/review'
import { useId, useState } from 'react'
import { type Address, getAddress, isAddress, maxUint96 } from 'viem'
import { TextField } from '../../components/TextField'
import { useVerificationClient } from '../../verification-rpc/useVerificationClient'
import { useCurrentSafe } from '../safe/SafeContext'
import { parseAmount } from '../transactions/forms/parseAmount'
import { proposeSpendingLimitChange } from './proposeSpendingLimitChange'
import { isResetPeriod, RESET_PERIOD_LABELS, type ResetPeriod } from './resetPeriods'

/** Where a refusal shows: next to its field, or under the form when no field is at fault. */
type Field = 'delegate' | 'token' | 'amount' | 'resetTimeMin' | 'form'

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
    period: ResetPeriod
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
        setErrors({ form: error instanceof ReviewError ? error.shortMessage : String(error) })
      }
    } finally {
      setBusy(false)
    }
  }

  const text = (name: 'delegate' | 'token' | 'amount', label: string, placeholder: string) => (
    <TextField
      id={`${id}-${name}`}
      label={label}
      value={input[name]}
      placeholder={placeholder}
      error={errors[name]}
      testId={`new-limit-${name}`}
      onChange={(value) => {
        setInput((current) => ({ ...current, [name]: value }))
        setErrors({})
      }}
    />
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
              if (isResetPeriod(period)) setInput((current) => ({ ...current, period }))
            }}
          >
            {Object.keys(RESET_PERIOD_LABELS)
              .filter(isResetPeriod)
              .map((period) => (
                <option key={period} value={period}>
                  {RESET_PERIOD_LABELS[period]}
                </option>
              ))}
          </select>
        </div>
        {errors.resetTimeMin && <p className="field-error">{errors.resetTimeMin}</p>}
        {errors.form && (
          <p className="field-error" role="alert" data-testid="new-limit-error">
            {errors.form}
          </p>
        )}
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
