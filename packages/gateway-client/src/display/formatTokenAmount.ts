import { formatUnits } from 'viem'

/**
 * A token balance (integer string in the token's smallest unit) for people: grouped, at most
 * `maxFractionDigits` decimals (cut, never rounded up), "< 0.00001" for dust.
 */
export function formatTokenAmount(
  balance: string,
  decimals: number | null,
  { maxFractionDigits = 5, locale }: { maxFractionDigits?: number; locale?: string } = {},
): string {
  let raw: bigint
  try {
    raw = BigInt(balance)
  } catch {
    return balance
  }
  const exact = formatUnits(raw, decimals ?? 0)
  const [whole = '0', fraction = ''] = exact.replace('-', '').split('.')
  const cut = fraction.slice(0, maxFractionDigits).replace(/0+$/, '')
  const sign = raw < 0n ? '-' : ''
  if (raw !== 0n && whole === '0' && cut === '') {
    return `< ${sign}0.${'0'.repeat(maxFractionDigits - 1)}1`
  }
  const grouped = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(BigInt(whole))
  const separator = new Intl.NumberFormat(locale).format(1.5).charAt(1)
  return `${sign}${grouped}${cut ? `${separator}${cut}` : ''}`
}
