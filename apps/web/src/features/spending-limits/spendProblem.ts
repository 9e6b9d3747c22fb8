import {
  ReviewError,
  type SpendingLimit,
  SpendingLimitError,
  SpendingLimitInputError,
} from '@assent/review'

/** The beneficiary form's fields a refusal can point at. */
export type SpendField = 'limit' | 'to' | 'amount'

/** Why a spend is refused, with the field to fix (null when no field is at fault). */
export type SpendProblem = { field: SpendField | null; message: string }

const FIELD_LABELS: Record<SpendField, string> = {
  limit: 'Limit',
  to: 'Recipient',
  amount: 'Amount',
}

/** The refusal as shown: the field's label first, so the text says what to change. */
export function describeSpendProblem({ field, message }: SpendProblem): string {
  return field ? `${FIELD_LABELS[field]}: ${message}` : message
}

/**
 * A failure of the on-chain check as a SpendProblem: an amount above what is left or above the
 * Safe's balance points at the amount; a limit removed, changed or not enabled at the limit.
 * Anything else (a failing RPC, a wallet error) is not the form's: null.
 */
export function spendProblemOf(failure: unknown): SpendProblem | null {
  if (failure instanceof SpendingLimitInputError) {
    const field = failure.field === 'to' || failure.field === 'amount' ? failure.field : 'limit'
    return { field, message: failure.shortMessage }
  }
  if (failure instanceof SpendingLimitError) {
    const onAmount = failure.reason === 'over-limit' || failure.reason === 'over-balance'
    return { field: onAmount ? 'amount' : 'limit', message: failure.shortMessage }
  }
  if (failure instanceof ReviewError) return { field: null, message: failure.shortMessage }
  return null
}

/**
 * Whether the limit read now is the one the beneficiary reviewed: same nonce (what the
 * signature binds), amount, spent and period. A period that ended since counts as a change:
 * the review showed other figures.
 */
export function sameLimitState(reviewed: SpendingLimit, now: SpendingLimit): boolean {
  return (
    reviewed.nonce === now.nonce &&
    reviewed.amount === now.amount &&
    reviewed.spent === now.spent &&
    reviewed.resetTimeMin === now.resetTimeMin &&
    reviewed.lastResetMin === now.lastResetMin
  )
}
