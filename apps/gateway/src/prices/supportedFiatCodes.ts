import type { ChainRegistry } from '../chain/createChainRegistry'

/**
 * Fiat codes with a price for every chain's native coin, upper-case, USD first (as the Safe
 * Client Gateway lists them).
 */
export function supportedFiatCodes(chains: ChainRegistry): string[] {
  const perChain = chains.list().map((chain) => new Set(Object.keys(chain.config.prices.native)))
  const [first, ...rest] = perChain
  const codes = [...(first ?? [])].filter((code) => rest.every((set) => set.has(code)))
  const upper = codes.map((code) => code.toUpperCase())
  return [...upper.filter((c) => c === 'USD'), ...upper.filter((c) => c !== 'USD').sort()]
}
