import { compareSafeVersions } from '@assent/core'

/** Parameters of `childCallsLegacyEip1271`: the child Safe's version, as its VERSION() says. */
export type ChildCallsLegacyEip1271Parameters = Parameters<typeof childCallsLegacyEip1271>

/** What `childCallsLegacyEip1271` answers. */
export type ChildCallsLegacyEip1271ReturnType = boolean

/**
 * Safe ≤ 1.4.1 asks an owner contract `isValidSignature(bytes data, bytes sig)` with `data` the
 * child's EIP-712 SafeTx encoding (keccak256(data) = safeTxHash); that legacy EIP-1271 call is
 * what 1.1.1, 1.3.0 and 1.4.1 children make, and what the parent's typed data
 * (`parentSafeMessageTypedData`) answers. False for a later or unreadable version.
 * @example childCallsLegacyEip1271('1.3.0+L2') // true
 */
export function childCallsLegacyEip1271(childVersion: string): ChildCallsLegacyEip1271ReturnType {
  try {
    return compareSafeVersions(childVersion, '1.4.1') <= 0
  } catch {
    return false
  }
}
