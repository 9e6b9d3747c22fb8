import { randomBytes } from 'node:crypto'
import { type DevnetClients, deploySafe } from '@assent/devnet'
import type { Address } from 'viem'

export type DeployTestSafeParams = {
  /** Owners as addresses or test account indices. */
  owners: (Address | number)[]
  threshold: number
  /** Fixes the address; default random, so tests never collide on one Safe. */
  saltNonce?: bigint
  /** Default SafeL2 1.4.1. */
  singleton?: Address
  /** Default CompatibilityFallbackHandler 1.4.1. */
  fallbackHandler?: Address
  /** Default SafeProxyFactory 1.4.1 (pass the 1.3.0 one with a 1.3.0 singleton). */
  factory?: Address
}

/**
 * Creates a Safe (1.4.1 unless told) through a canonical proxy factory on a test devnet and returns its
 * address (an existing Safe with the same setup and salt is reused).
 */
export async function deployTestSafe(
  devnet: DevnetClients,
  params: DeployTestSafeParams,
): Promise<Address> {
  const owners = params.owners.map((owner) => {
    if (typeof owner !== 'number') return owner
    const wallet = devnet.walletClients[owner]
    if (!wallet) throw new Error(`deployTestSafe: no test account ${owner}`)
    return wallet.account.address
  })
  const saltNonce = params.saltNonce ?? BigInt(`0x${randomBytes(8).toString('hex')}`)
  const { address } = await deploySafe(devnet, { ...params, owners, saltNonce })
  return address
}
