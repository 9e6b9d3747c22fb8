import { SAFE_1_3_0_EIP155_DEPLOYMENTS, SAFE_DEPLOYMENTS } from '@assent/core'
import { type Address, isAddressEqual } from 'viem'
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

/** Parameters of `parentSigningSupport`: the parent Safe as read on chain, and the account. */
export type ParentSigningSupportParameters = Parameters<typeof parentSigningSupport>

/** What `parentSigningSupport` answers. */
export type ParentSigningSupportReturnType = ParentSigningSupport

/**
 * Whether the connected account can confirm a child Safe's transaction by signing off-chain
 * for the owner (parent) Safe, and in words why not.
 * @example
 * const parentState = await readOnChainSafeState(client, { chainId: 1, address: parent })
 * parentSigningSupport(parentState, account).status // 'ready' | 'needs-all-owners' | 'unsupported'
 */
export function parentSigningSupport(
  parent: Pick<OnChainSafeState, 'version' | 'fallbackHandler' | 'owners' | 'threshold'>,
  account: Address,
): ParentSigningSupportReturnType {
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
