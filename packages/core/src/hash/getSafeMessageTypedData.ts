import type { Hex, TypedDataDomain, TypedDataParameter } from 'viem'
import { hashSafeMessageContent, type SafeMessageContent } from './hashSafeMessageContent'
import { getSafeDomain } from './safeDomain'
import type { SafeDomainParams } from './types'

export type SafeMessageParams = SafeDomainParams & { message: SafeMessageContent }

/** A SafeMessage as EIP-712 typed data, ready for viem's and wagmi's `signTypedData`. */
export type SafeMessageTypedData = {
  domain: TypedDataDomain
  types: { SafeMessage: readonly TypedDataParameter[] }
  primaryType: 'SafeMessage'
  message: { message: Hex }
}

/**
 * The typed data an owner signs to confirm an off-chain Safe message: `SafeMessage(bytes message)`
 * over the content hash, in the Safe's domain (as CompatibilityFallbackHandler checks it).
 */
export function getSafeMessageTypedData({
  message,
  ...domain
}: SafeMessageParams): SafeMessageTypedData {
  return {
    domain: getSafeDomain(domain),
    types: { SafeMessage: [{ name: 'message', type: 'bytes' }] },
    primaryType: 'SafeMessage',
    message: { message: hashSafeMessageContent(message) },
  }
}
