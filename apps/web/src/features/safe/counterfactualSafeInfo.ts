import { SAFE_DEPLOYMENTS } from '@assent/core'
import type { SafeInfo } from '@assent/gateway-client'
import type { CounterfactualSafe } from './counterfactualSafesStore'

/**
 * What the gateway would answer for the Safe once deployed, from its stored setup: nonce 0, its
 * owners and threshold, the chosen singleton. Lets every Safe page open before deployment.
 */
export function counterfactualSafeInfo(safe: CounterfactualSafe): SafeInfo {
  const contracts = SAFE_DEPLOYMENTS[safe.version]
  return {
    address: { value: safe.address },
    chainId: safe.chainId,
    nonce: 0,
    threshold: safe.threshold,
    owners: safe.owners.map((value) => ({ value })),
    implementation: { value: safe.l2 ? contracts.safeL2 : contracts.safe },
    implementationVersionState: 'UP_TO_DATE',
    modules: null,
    guard: null,
    fallbackHandler: { value: contracts.compatibilityFallbackHandler },
    version: safe.version,
    collectiblesTag: null,
    txQueuedTag: null,
    txHistoryTag: null,
    messagesTag: null,
  }
}
