import { SAFE_DEPLOYMENTS } from '@assent/core'
import type { TestDevnet } from '@assent/test'
import {
  type Address,
  encodeAbiParameters,
  type Hex,
  keccak256,
  numberToHex,
  pad,
  parseAbi,
  stringToBytes,
  zeroAddress,
} from 'viem'

/** The state of a Safe as it stands on a real chain, to be put on anvil as it is. */
export type PlantedSafeState = {
  address: Address
  /** Slot 0 of the proxy; its code must already be on the devnet. */
  singleton: Address
  /** In `getOwners()` order. */
  owners: readonly Address[]
  threshold: number
  nonce: number
  fallbackHandler: Address | null
  modules?: readonly Address[]
  guard?: Address | null
}

const SENTINEL: Address = '0x0000000000000000000000000000000000000001'
// The storage layout every Safe from 1.1.1 to 1.4.1 shares (Singleton, ModuleManager,
// OwnerManager, then the Safe's own nonce); the handler and guard live at hashed slots.
const SLOTS = { singleton: 0n, modules: 1n, owners: 2n, ownerCount: 3n, threshold: 4n, nonce: 5n }
const FALLBACK_HANDLER_SLOT = keccak256(stringToBytes('fallback_manager.handler.address'))
const GUARD_SLOT = keccak256(stringToBytes('guard_manager.guard.address'))
const proxyFactoryAbi = parseAbi(['function proxyRuntimeCode() pure returns (bytes)'])

/**
 * Puts a Safe that lives on a public chain onto anvil at its own address, without replaying its
 * history: the 1.3.0 proxy's runtime code, then every storage word its getters read (singleton,
 * owner and module lists, owner count, threshold, nonce, fallback handler, guard). The singleton
 * named must be deployed already (`startTestDevnet` deploys the canonical and EIP-155 ones).
 * @example await plantSafe(devnet, { address, singleton, owners, threshold: 1, nonce: 19, fallbackHandler })
 */
export async function plantSafe(devnet: TestDevnet, safe: PlantedSafeState): Promise<void> {
  const { publicClient, testClient } = devnet
  const code = await publicClient.readContract({
    address: SAFE_DEPLOYMENTS['1.3.0'].safeProxyFactory,
    abi: proxyFactoryAbi,
    functionName: 'proxyRuntimeCode',
  })
  await testClient.setCode({ address: safe.address, bytecode: code })
  const words = new Map<Hex, Hex>([
    [numberToHex(SLOTS.singleton, { size: 32 }), word(safe.singleton)],
    [numberToHex(SLOTS.ownerCount, { size: 32 }), word(BigInt(safe.owners.length))],
    [numberToHex(SLOTS.threshold, { size: 32 }), word(BigInt(safe.threshold))],
    [numberToHex(SLOTS.nonce, { size: 32 }), word(BigInt(safe.nonce))],
    [FALLBACK_HANDLER_SLOT, word(safe.fallbackHandler ?? zeroAddress)],
    [GUARD_SLOT, word(safe.guard ?? zeroAddress)],
    ...linkedList(SLOTS.owners, safe.owners),
    ...linkedList(SLOTS.modules, safe.modules ?? []),
  ])
  for (const [index, value] of words) {
    await testClient.setStorageAt({ address: safe.address, index, value })
  }
}

/** SENTINEL → first → … → last → SENTINEL, as OwnerManager and ModuleManager keep them. */
function linkedList(slot: bigint, entries: readonly Address[]): [Hex, Hex][] {
  const chain = [SENTINEL, ...entries, SENTINEL]
  return chain.slice(0, -1).map((from, index) => [mappingSlot(from, slot), word(chain[index + 1]!)])
}

function mappingSlot(key: Address, slot: bigint): Hex {
  return keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [key, slot]))
}

function word(value: Address | bigint): Hex {
  return typeof value === 'bigint' ? numberToHex(value, { size: 32 }) : pad(value, { size: 32 })
}
