import { SPENDING_LIMIT_RESET_PERIODS } from '@assent/review'

/** A period an owner picks from (the module keeps minutes). */
export type ResetPeriod = keyof typeof SPENDING_LIMIT_RESET_PERIODS

export const RESET_PERIOD_LABELS: Record<ResetPeriod, string> = {
  once: 'One-time',
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
}

export const isResetPeriod = (value: string): value is ResetPeriod => value in RESET_PERIOD_LABELS

/** "Daily", "Weekly", "Monthly", "One-time" or "Every N minutes" (set by another app). */
export function describeResetPeriod(resetTimeMin: number): string {
  const period = Object.keys(RESET_PERIOD_LABELS)
    .filter(isResetPeriod)
    .find((name) => SPENDING_LIMIT_RESET_PERIODS[name] === resetTimeMin)
  return period ? RESET_PERIOD_LABELS[period] : `Every ${resetTimeMin} minutes`
}
