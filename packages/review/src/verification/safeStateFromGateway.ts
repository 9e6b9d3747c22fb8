import type { SafeInfo } from '@assent/gateway-client'
import type { SafeState } from './compareSafeState'

/** Parameters of `safeStateFromGateway`: the gateway's SafeInfo. */
export type SafeStateFromGatewayParameters = SafeInfo

/** What `safeStateFromGateway` answers. */
export type SafeStateFromGatewayReturnType = SafeState

/**
 * The gateway's SafeInfo as a SafeState, to compare with the chain's (`compareSafeState`).
 * @example compareSafeState(safeStateFromGateway(safeInfo), await readOnChainSafeState(client, safe))
 */
export function safeStateFromGateway(
  info: SafeStateFromGatewayParameters,
): SafeStateFromGatewayReturnType {
  return {
    owners: info.owners.map((owner) => owner.value),
    threshold: info.threshold,
    nonce: info.nonce,
    modules: (info.modules ?? []).map((module) => module.value),
    guard: info.guard?.value ?? null,
    fallbackHandler: info.fallbackHandler?.value ?? null,
    singleton: info.implementation?.value ?? null,
    version: info.version,
  }
}
