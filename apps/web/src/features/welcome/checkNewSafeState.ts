import { safeAbi } from '@assent/core'
import { type Address, getAddress, type Hex, zeroAddress } from 'viem'
import { SafeDeploymentCheckError } from './SafeDeploymentCheckError'
import type { SafeDeploymentReader } from './safeDeploymentReader'

// Storage slots of Safe 1.4.1 (keccak256 of the names in FallbackManager / GuardManager).
const FALLBACK_HANDLER_SLOT = '0x6c9a6c4a39284e37ed1cf53d337577d14212a4870fb976a4366c693b939918d5'
const GUARD_SLOT = '0x4a204f620c8c5ccdca3fd54d003badd85ba500436a431f0cbda4f558c93c34c8'
const SENTINEL = '0x0000000000000000000000000000000000000001'

const slotAddress = (word: Hex | undefined): Address =>
  getAddress(`0x${(word ?? '0x').replace(/^0x/, '').padStart(64, '0').slice(24)}`)

/**
 * Reads the new Safe's own state: exactly the owners (in order) and threshold asked for, the
 * chosen fallback handler, no module and no guard. A factory that deployed the right proxy but
 * initialised it differently (say, with its own owner) fails here.
 */
export async function checkNewSafeState(
  client: SafeDeploymentReader,
  safe: Address,
  expected: { owners: readonly Address[]; threshold: number; fallbackHandler: Address },
  blockNumber?: bigint,
): Promise<void> {
  const at = blockNumber === undefined ? {} : { blockNumber }
  const [owners, threshold, [modules], handler, guard] = await Promise.all([
    client.readContract({ address: safe, abi: safeAbi, functionName: 'getOwners', ...at }),
    client.readContract({ address: safe, abi: safeAbi, functionName: 'getThreshold', ...at }),
    client.readContract({
      address: safe,
      abi: safeAbi,
      functionName: 'getModulesPaginated',
      args: [SENTINEL, 10n],
      ...at,
    }),
    client.getStorageAt({ address: safe, slot: FALLBACK_HANDLER_SLOT, ...at }),
    client.getStorageAt({ address: safe, slot: GUARD_SLOT, ...at }),
  ])
  const sameOwners =
    owners.length === expected.owners.length &&
    owners.every((owner, i) => getAddress(owner) === getAddress(expected.owners[i] as Address))
  if (!sameOwners || threshold !== BigInt(expected.threshold)) {
    throw new SafeDeploymentCheckError(
      `The new Safe has owners ${owners.join(', ')} with threshold ${threshold}, not the ones you chose.`,
    )
  }
  if (slotAddress(handler) !== getAddress(expected.fallbackHandler)) {
    throw new SafeDeploymentCheckError(
      `The new Safe's fallback handler is ${slotAddress(handler)}, not ${expected.fallbackHandler}.`,
    )
  }
  if (modules.length > 0 || slotAddress(guard) !== zeroAddress) {
    throw new SafeDeploymentCheckError('The new Safe has a module or a guard it was not asked for.')
  }
}
