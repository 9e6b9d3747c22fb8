import { type Hex, hashTypedData } from 'viem'
import { getSafeMessageTypedData, type SafeMessageParams } from './getSafeMessageTypedData'

/**
 * The Safe message hash owners sign; equals
 * `CompatibilityFallbackHandler.getMessageHashForSafe(safe, hashSafeMessageContent(message))`.
 * @example safeMessageHash({ chainId: 1, safeAddress, safeVersion: '1.4.1', message: 'hello' })
 */
export function safeMessageHash(params: SafeMessageParams): Hex {
  return hashTypedData(getSafeMessageTypedData(params))
}
