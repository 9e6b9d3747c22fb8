import { getSafeDomain, type SafeMessageTypedData } from '@assent/core'
import type { Address, Hex } from 'viem'

/** Parameters of `parentSafeMessageTypedData`. */
export type ParentSafeMessageTypedDataParameters = {
  chainId: number | bigint
  /** The owner (parent) Safe whose owner signs. */
  parent: Address
  /** The parent's version as read on chain: it decides the EIP-712 domain. */
  parentVersion: string
  /** The child's EIP-712 SafeTx preimage (0x1901 ‖ domainSeparator ‖ structHash). */
  childPreimage: Hex
}

/** What `parentSafeMessageTypedData` answers: the typed data the parent's owner signs. */
export type ParentSafeMessageTypedDataReturnType = SafeMessageTypedData

/**
 * What the parent's owner signs: the parent's `SafeMessage(bytes message)` in the parent's
 * EIP-712 domain, message = the child's SafeTx preimage — the hash the parent's
 * CompatibilityFallbackHandler computes (getMessageHashForSafe) when the child asks it.
 * @example
 * const typedData = parentSafeMessageTypedData({ chainId: 1, parent, parentVersion: '1.4.1', childPreimage })
 * const signature = await walletClient.signTypedData({ account, ...typedData })
 */
export function parentSafeMessageTypedData({
  chainId,
  parent,
  parentVersion,
  childPreimage,
}: ParentSafeMessageTypedDataParameters): ParentSafeMessageTypedDataReturnType {
  return {
    domain: getSafeDomain({ chainId, safeAddress: parent, safeVersion: parentVersion }),
    types: { SafeMessage: [{ name: 'message', type: 'bytes' }] },
    primaryType: 'SafeMessage',
    message: { message: childPreimage },
  }
}
