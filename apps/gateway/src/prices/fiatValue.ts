import { formatUnits } from 'viem'

/** Fiat amounts are computed in integers scaled by 10^8, then formatted as decimal strings. */
const FIAT_DECIMALS = 8

/** `amount` (base units with `decimals`) times `price`, in fiat units scaled by 10^8. */
export function fiatValueScaled(amount: bigint, decimals: number, price: number): bigint {
  const priceScaled = BigInt(Math.round(price * 10 ** FIAT_DECIMALS))
  return (amount * priceScaled) / 10n ** BigInt(decimals)
}

/** A scaled fiat value as a decimal string rounded to cents, e.g. `1500.5` → '1500.50'. */
export function formatFiat(scaled: bigint): string {
  const cents = (scaled + 500_000n) / 1_000_000n
  return formatUnits(cents, 2)
    .replace(/^(-?\d+)$/, '$1.00')
    .replace(/\.(\d)$/, '.$10')
}

/** A price as a decimal string. */
export function formatPrice(price: number): string {
  return formatUnits(BigInt(Math.round(price * 10 ** FIAT_DECIMALS)), FIAT_DECIMALS)
}
