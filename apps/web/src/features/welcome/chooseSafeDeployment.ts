import { SAFE_DEPLOYMENTS } from '@assent/core'
import { type Address, getAddress, isAddress } from 'viem'

/** What the user types to deploy through a factory this wallet does not know. */
export const UNKNOWN_FACTORY_ACK_WORD = 'unknown factory'

export type SafeDeploymentChoice = {
  factory: Address
  /** Always the built-in SafeL2 1.4.1: the server never picks the code a new Safe runs. */
  singleton: Address
  /** Always the built-in CompatibilityFallbackHandler 1.4.1. */
  fallbackHandler: Address
  /** True when `factory` is the canonical SafeProxyFactory 1.4.1. */
  canonicalFactory: boolean
  /** False until an unknown factory is acknowledged by typing UNKNOWN_FACTORY_ACK_WORD. */
  allowed: boolean
}

const canonical = SAFE_DEPLOYMENTS['1.4.1']

/**
 * Which factory, singleton and fallback handler a new Safe is deployed with. The gateway's
 * chain config may name a factory; the canonical SafeProxyFactory 1.4.1 is used as is, any
 * other (an unknown address or a factory of another version) only after the user types the acknowledgement. The singleton and fallback handler
 * are the built-in 1.4.1 ones whatever the gateway says.
 */
export function chooseSafeDeployment({
  gatewayFactory,
  acknowledgement = '',
}: {
  gatewayFactory?: string | null
  acknowledgement?: string
}): SafeDeploymentChoice {
  const named =
    gatewayFactory && isAddress(gatewayFactory, { strict: false })
      ? getAddress(gatewayFactory)
      : undefined
  // Garbage from the server falls back to the canonical factory, which is always safe to use.
  const factory = named ?? canonical.safeProxyFactory
  const canonicalFactory = factory === canonical.safeProxyFactory
  return {
    factory,
    singleton: canonical.safeL2,
    fallbackHandler: canonical.compatibilityFallbackHandler,
    canonicalFactory,
    allowed: canonicalFactory || acknowledgement.trim().toLowerCase() === UNKNOWN_FACTORY_ACK_WORD,
  }
}
