import { type Address, getAddress, type Hex } from 'viem'
import { parseProxyCreationLogs } from './parseSafeLogs'
import type { RawLog } from './rpcLogs'
import type { NewSafe } from './types'

/** A Safe proxy a factory created, as its ProxyCreation log tells. */
export type SafeCreation = {
  address: Address
  factory: Address
  singleton: Address
  creationTxHash: Hex
  createdBlock: number
}

/** Owners and threshold a SafeSetup event gave a Safe. */
export type SafeSetup = { owners: Address[]; threshold: number }

/** The Safes that ProxyCreation logs (factory 1.4.1 or 1.3.0) created from a known singleton. */
export function decodeSafeCreations(
  logs: RawLog[],
  masterCopies: ReadonlySet<Address>,
): SafeCreation[] {
  return parseProxyCreationLogs(logs)
    .filter((log) => masterCopies.has(getAddress(log.args.singleton)))
    .map((log) => ({
      address: getAddress(log.args.proxy),
      factory: getAddress(log.address),
      singleton: getAddress(log.args.singleton),
      creationTxHash: log.transactionHash,
      createdBlock: Number(log.blockNumber),
    }))
}

/** The row of a created Safe: `creator` sent the creating tx; `setup` when seen in the batch. */
export function toNewSafe(
  creation: SafeCreation,
  p: { creator: Address; createdAt: number; setup: SafeSetup | undefined },
): NewSafe {
  return {
    address: creation.address,
    creator: getAddress(p.creator),
    factory: creation.factory,
    singleton: creation.singleton,
    creationTxHash: creation.creationTxHash,
    createdBlock: creation.createdBlock,
    createdAt: p.createdAt,
    setupOwners: p.setup?.owners ?? null,
    setupThreshold: p.setup?.threshold ?? null,
  }
}
