import {
  buildSignatureBytes,
  compareSafeVersions,
  getSafeDomain,
  SAFE_1_3_0_EIP155_DEPLOYMENTS,
  SAFE_DEPLOYMENTS,
  type SafeMessageTypedData,
} from '@assent/core'
import { type Address, type Hex, isAddressEqual } from 'viem'
import type { OnChainSafeState } from '../onchain/readOnChainSafeState'

/**
 * CompatibilityFallbackHandlers whose legacy `isValidSignature(bytes, bytes)` checks the Safe
 * owners' signatures over `SafeMessage(bytes message)`. Canonical CREATE2 deployments: the
 * address alone pins the code on any chain.
 */
const COMPATIBILITY_FALLBACK_HANDLERS: readonly Address[] = [
  SAFE_DEPLOYMENTS['1.4.1'].compatibilityFallbackHandler,
  SAFE_DEPLOYMENTS['1.3.0'].compatibilityFallbackHandler,
  SAFE_1_3_0_EIP155_DEPLOYMENTS.compatibilityFallbackHandler,
]

/** Parent versions whose fallback handler this flow knows (VERSION() as the chain answers). */
const PARENT_VERSIONS = /^(1\.3\.0|1\.4\.1)(\+L2)?$/

/**
 * Whether `account` can sign off-chain for the parent Safe (EIP-1271), from the parent's
 * ON-CHAIN state: `ready` (1.3.0/1.4.1, a known CompatibilityFallbackHandler, `account` is an
 * owner, threshold 1), `needs-all-owners` (threshold > 1: every parent owner's signature would
 * have to be collected in one place, which this wallet does not do) or `unsupported`.
 */
export type ParentSigningSupport =
  | { status: 'ready' }
  | { status: 'needs-all-owners'; reason: string }
  | { status: 'unsupported'; reason: string }

export function parentSigningSupport(
  parent: Pick<OnChainSafeState, 'version' | 'fallbackHandler' | 'owners' | 'threshold'>,
  account: Address,
): ParentSigningSupport {
  if (!parent.version || !PARENT_VERSIONS.test(parent.version)) {
    return {
      status: 'unsupported',
      reason: `The owner Safe is version ${parent.version ?? 'unknown'}; off-chain signing needs 1.3.0 or 1.4.1.`,
    }
  }
  const handler = parent.fallbackHandler
  if (
    !handler ||
    !COMPATIBILITY_FALLBACK_HANDLERS.some((known) => isAddressEqual(known, handler))
  ) {
    return {
      status: 'unsupported',
      reason: `The owner Safe's fallback handler (${handler ?? 'none'}) is not a known CompatibilityFallbackHandler, so it cannot check a signature for it.`,
    }
  }
  if (!parent.owners.some((owner) => isAddressEqual(owner, account))) {
    return {
      status: 'unsupported',
      reason: `The connected account ${account} is not an owner of the owner Safe.`,
    }
  }
  if (parent.threshold !== 1) {
    return {
      status: 'needs-all-owners',
      reason: `The owner Safe needs ${parent.threshold} of its owners. Signing off-chain needs all their signatures in one place, which this wallet does not collect: use "Confirm via Safe" (approveHash on chain) instead.`,
    }
  }
  return { status: 'ready' }
}

/**
 * Safe ≤ 1.4.1 asks an owner contract `isValidSignature(bytes data, bytes sig)` with `data` the
 * child's EIP-712 SafeTx encoding (keccak256(data) = safeTxHash); that legacy EIP-1271 call is
 * what 1.1.1, 1.3.0 and 1.4.1 children make, and what the parent's typed data below answers.
 */
export function childCallsLegacyEip1271(childVersion: string): boolean {
  try {
    return compareSafeVersions(childVersion, '1.4.1') <= 0
  } catch {
    return false
  }
}

/**
 * What the parent's owner signs: the parent's `SafeMessage(bytes message)` in the parent's
 * EIP-712 domain, message = the child's SafeTx preimage — the hash the parent's
 * CompatibilityFallbackHandler computes (getMessageHashForSafe) when the child asks it.
 */
export function parentSafeMessageTypedData({
  chainId,
  parent,
  parentVersion,
  childPreimage,
}: {
  chainId: number | bigint
  parent: Address
  parentVersion: string
  childPreimage: Hex
}): SafeMessageTypedData {
  return {
    domain: getSafeDomain({ chainId, safeAddress: parent, safeVersion: parentVersion }),
    types: { SafeMessage: [{ name: 'message', type: 'bytes' }] },
    primaryType: 'SafeMessage',
    message: { message: childPreimage },
  }
}

/**
 * The parent's confirmation of the child transaction, self-contained: static part r = parent,
 * s = 65 (offset of the dynamic part), v = 0; dynamic part = length ‖ the parent owners'
 * signatures concatenated in ascending owner order (as the parent's checkSignatures wants).
 */
export function buildParentContractSignature(
  parent: Address,
  ownerSignatures: readonly { signer: Address; data: Hex }[],
): Hex {
  const payload = buildSignatureBytes([...ownerSignatures])
  return buildSignatureBytes([{ signer: parent, data: payload, dynamic: true }])
}
