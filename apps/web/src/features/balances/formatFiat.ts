/**
 * A fiat amount (decimal string from the gateway) in the user's currency, e.g. "$1,234.56".
 * Codes Intl does not accept as a currency are written after the number ("12.00 XYZ").
 */
export function formatFiat(value: string | number, currency: string, locale?: string): string {
  const amount = typeof value === 'number' ? value : Number(value)
  if (!Number.isFinite(amount)) return '—'
  const code = currency.toUpperCase()
  const digits = Math.abs(amount) > 0 && Math.abs(amount) < 0.01 ? 4 : 2
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      minimumFractionDigits: 2,
      maximumFractionDigits: digits,
    }).format(amount)
  } catch {
    const number = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: digits,
    }).format(amount)
    return `${number} ${code}`
  }
}
