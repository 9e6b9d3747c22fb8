import { compareSafeVersions } from './compareSafeVersions'

/** Safe added `chainId` to its EIP-712 domain in 1.3.0; older domains only hold the address. */
export function safeVersionHasChainIdInDomain(version: string): boolean {
  return compareSafeVersions(version, '1.3.0') >= 0
}

/** Safe renamed the SafeTx field `dataGas` to `baseGas` in 1.0.0 (the typehash changed with it). */
export function safeVersionUsesBaseGas(version: string): boolean {
  return compareSafeVersions(version, '1.0.0') >= 0
}
