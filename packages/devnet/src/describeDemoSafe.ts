import { getKnownSafeSingleton, safeAbi } from '@assent/core'
import { type Address, getAddress, slice } from 'viem'
import type { DevnetClients } from './createDevnetClients'
import type { DemoSafe } from './demoWorld'

/** A demo Safe as the chain has it now: owners, threshold, nonce, version and singleton kind. */
export async function describeDemoSafe(
  { publicClient }: DevnetClients,
  address: Address,
  saltNonce: bigint,
): Promise<DemoSafe> {
  const read = { address, abi: safeAbi } as const
  const [owners, threshold, nonce, version, slot0] = await Promise.all([
    publicClient.readContract({ ...read, functionName: 'getOwners' }),
    publicClient.readContract({ ...read, functionName: 'getThreshold' }),
    publicClient.readContract({ ...read, functionName: 'nonce' }),
    publicClient.readContract({ ...read, functionName: 'VERSION' }),
    // A Safe proxy keeps its singleton in slot 0.
    publicClient.getStorageAt({ address, slot: '0x0' }),
  ])
  const singleton = getAddress(slice(slot0 ?? '0x', 12, 32))
  return {
    address,
    owners: [...owners],
    threshold: Number(threshold),
    saltNonce: saltNonce.toString(),
    nonce: Number(nonce),
    version,
    l2: getKnownSafeSingleton(singleton)?.l2 ?? false,
  }
}
