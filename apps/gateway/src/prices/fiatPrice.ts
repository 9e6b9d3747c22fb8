import type { ChainContext } from '../chain/createChainRegistry'

/**
 * The price of one whole unit of a token (or of the native coin when `token` is null) in
 * `currency`, from the chain's price table; null when the table has none. Tokens are looked up
 * by address first, then by upper-case symbol.
 */
export function fiatPrice(
  chain: ChainContext,
  token: { address: string; symbol: string } | null,
  currency: string,
): number | null {
  const code = currency.toLowerCase()
  const prices = chain.config.prices
  const table = token
    ? (prices.tokens[token.address] ?? prices.tokens[token.symbol.toUpperCase()])
    : prices.native
  const price = table?.[code]
  return price === undefined ? null : price
}
