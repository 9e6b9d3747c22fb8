import { SAFE_DEPLOYMENTS } from '@assent/core'
import { type Address, getAddress, isAddress } from 'viem'

/** What the user types to deploy through a factory this wallet does not know. */
export const UNKNOWN_FACTORY_ACK_WORD = 'unknown factory'

/** The Safe versions a new Safe can run: the current one, and the one most Safes run. */
export const CREATABLE_SAFE_VERSIONS = ['1.4.1', '1.3.0'] as const
export type CreatableSafeVersion = (typeof CREATABLE_SAFE_VERSIONS)[number]

export type SafeDeploymentChoice = {
  version: CreatableSafeVersion
  /** The L2 singleton (emits an event per transaction, for indexers) or the plain one. */
  l2: boolean
  factory: Address
  /** Always a built-in singleton of `version`: the server never picks the code a Safe runs. */
  singleton: Address
  /** Always the built-in CompatibilityFallbackHandler of `version`. */
  fallbackHandler: Address
  /** True when `factory` is the canonical proxy factory of `version`. */
  canonicalFactory: boolean
  /** False until an unknown factory is acknowledged by typing UNKNOWN_FACTORY_ACK_WORD. */
  allowed: boolean
}

const canonicalFactories = new Set<Address>(
  CREATABLE_SAFE_VERSIONS.map((version) => SAFE_DEPLOYMENTS[version].safeProxyFactory),
)

/**
 * Which factory, singleton and fallback handler a new Safe is deployed with. The singleton and
 * fallback handler are the built-in ones of the chosen version and kind (L2 or not), whatever the
 * gateway says. The gateway's chain config may name a factory: a canonical one (of any version
 * here) means the canonical factory of the chosen version; any other address is used only after
 * the user types the acknowledgement.
 */
export function chooseSafeDeployment({
  gatewayFactory,
  acknowledgement = '',
  version = '1.4.1',
  l2 = true,
}: {
  gatewayFactory?: string | null
  acknowledgement?: string
  version?: CreatableSafeVersion
  l2?: boolean
}): SafeDeploymentChoice {
  const canonical = SAFE_DEPLOYMENTS[version]
  const named =
    gatewayFactory && isAddress(gatewayFactory, { strict: false })
      ? getAddress(gatewayFactory)
      : undefined
  // Garbage from the server falls back to the canonical factory, which is always safe to use.
  const factory =
    named === undefined || canonicalFactories.has(named) ? canonical.safeProxyFactory : named
  const canonicalFactory = factory === canonical.safeProxyFactory
  return {
    version,
    l2,
    factory,
    singleton: l2 ? canonical.safeL2 : canonical.safe,
    fallbackHandler: canonical.compatibilityFallbackHandler,
    canonicalFactory,
    allowed: canonicalFactory || acknowledgement.trim().toLowerCase() === UNKNOWN_FACTORY_ACK_WORD,
  }
}
