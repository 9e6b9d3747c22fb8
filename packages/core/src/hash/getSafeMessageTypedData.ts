import type { TypedDataDefinition } from 'viem'
import { hashSafeMessageContent, type SafeMessageContent } from './hashSafeMessageContent'
import { getSafeDomain } from './safeDomain'
import type { SafeDomainParams } from './types'

export type SafeMessageParams = SafeDomainParams & { message: SafeMessageContent }

/**
 * The typed data an owner signs to confirm an off-chain Safe message: `SafeMessage(bytes message)`
 * over the content hash, in the Safe's domain (as CompatibilityFallbackHandler checks it).
 */
export function getSafeMessageTypedData({
  message,
  ...domain
}: SafeMessageParams): TypedDataDefinition {
  return {
    domain: getSafeDomain(domain),
    types: { SafeMessage: [{ name: 'message', type: 'bytes' }] },
    primaryType: 'SafeMessage',
    message: { message: hashSafeMessageContent(message) },
  }
}
