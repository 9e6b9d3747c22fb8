import type { Address } from 'viem'
import { ReviewError } from './base'

/**
 * The version's canonical SafeProxyFactory is missing on the chain, or does not create the
 * published Safe proxy: an address predicted from it would be wrong, or its Safe not a Safe.
 */
export class SafeFactoryMismatchError extends ReviewError {
  override name = 'SafeFactoryMismatchError'
  readonly factory: Address

  constructor({
    factory,
    version,
    missing,
    cause,
  }: { factory: Address; version: string; missing: boolean; cause?: unknown }) {
    super(
      missing
        ? `There is no Safe ${version} factory at ${factory} on this chain.`
        : `The factory at ${factory} does not create the published Safe ${version} proxy.`,
      { cause },
    )
    this.factory = factory
  }
}

/**
 * A contract already exists at the predicted address: these owners, threshold and salt nonce
 * were used before, and the factory would revert.
 */
export class SafeAlreadyDeployedError extends ReviewError {
  override name = 'SafeAlreadyDeployedError'
  readonly address: Address

  constructor({ address, chainId }: { address: Address; chainId: number }) {
    super(
      `A Safe with these owners, threshold and salt nonce already exists at ${address} on chain ${chainId}; choose another salt nonce.`,
    )
    this.address = address
  }
}
