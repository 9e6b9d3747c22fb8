import { safeTxDomainHash } from '@assent/core'
import { getAddress, type Hex } from 'viem'
import type { MessageRiskSafe } from './messageRisk'

/**
 * This Safe's EIP-712 domain separator (its version decides whether the chain id is in it), or
 * undefined when the version is unknown: then nothing counts as the Safe's own domain.
 */
export function ownDomainSeparator(safe: MessageRiskSafe): Hex | undefined {
  if (!safe.version) return undefined
  try {
    return safeTxDomainHash({
      chainId: BigInt(safe.chainId),
      safeAddress: getAddress(safe.address),
      safeVersion: safe.version,
    })
  } catch {
    return undefined
  }
}
