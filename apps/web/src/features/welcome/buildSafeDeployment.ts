import { SAFE_DEPLOYMENTS, safeAbi, safeProxyFactoryAbi } from '@assent/core'
import { type Address, encodeFunctionData, type Hex, zeroAddress } from 'viem'

export type SafeDeployment = {
  /** The proxy factory to call. */
  factory: Address
  singleton: Address
  /** The `setup` calldata the proxy is initialised with. */
  initializer: Hex
  saltNonce: bigint
  /** `createProxyWithNonce(singleton, initializer, saltNonce)` calldata. */
  data: Hex
}

/**
 * The transaction that deploys a new Safe: SafeProxyFactory.createProxyWithNonce with the
 * SafeL2 1.4.1 singleton and `setup(owners, threshold, …, CompatibilityFallbackHandler)`.
 * Addresses default to the canonical 1.4.1 deployment (chooseSafeDeployment decides others).
 * The setup has no delegate call, no payment and no module: nothing runs but the owners.
 */
export function buildSafeDeployment({
  owners,
  threshold,
  saltNonce,
  factory = SAFE_DEPLOYMENTS['1.4.1'].safeProxyFactory,
  singleton = SAFE_DEPLOYMENTS['1.4.1'].safeL2,
  fallbackHandler = SAFE_DEPLOYMENTS['1.4.1'].compatibilityFallbackHandler,
}: {
  owners: readonly Address[]
  threshold: number
  saltNonce: bigint
  factory?: Address
  singleton?: Address
  fallbackHandler?: Address
}): SafeDeployment {
  if (owners.length === 0) throw new Error('A Safe needs at least one owner.')
  if (!Number.isInteger(threshold) || threshold < 1 || threshold > owners.length) {
    throw new Error(`The threshold must be between 1 and ${owners.length}.`)
  }
  const initializer = encodeFunctionData({
    abi: safeAbi,
    functionName: 'setup',
    args: [
      owners,
      BigInt(threshold),
      zeroAddress,
      '0x',
      fallbackHandler,
      zeroAddress,
      0n,
      zeroAddress,
    ],
  })
  return {
    factory,
    singleton,
    initializer,
    saltNonce,
    data: encodeFunctionData({
      abi: safeProxyFactoryAbi,
      functionName: 'createProxyWithNonce',
      args: [singleton, initializer, saltNonce],
    }),
  }
}
