import {
  type Address,
  encodeAbiParameters,
  type Hex,
  keccak256,
  numberToHex,
  stringToBytes,
} from 'viem'

/** The Safe's owner and module lists start and end here. */
export const SENTINEL: Address = '0x0000000000000000000000000000000000000001'

// Storage layout of Safe 1.1.1 to 1.4.1 (Singleton, ModuleManager, OwnerManager, Safe).
/** Slot numbers of the Safe's plain and mapping variables. */
export const SAFE_SLOTS = {
  singleton: 0n,
  modules: 1n,
  owners: 2n,
  ownerCount: 3n,
  threshold: 4n,
  nonce: 5n,
} as const
const { singleton: SINGLETON, modules: MODULES, owners: OWNERS } = SAFE_SLOTS
const { ownerCount: OWNER_COUNT, threshold: THRESHOLD, nonce: NONCE } = SAFE_SLOTS

/** Where GuardManager and FallbackManager keep their address (hashed names, no collision). */
export const GUARD_SLOT = keccak256(stringToBytes('guard_manager.guard.address'))
export const FALLBACK_HANDLER_SLOT = keccak256(stringToBytes('fallback_manager.handler.address'))

/** One storage slot of the Safe the evidence proves, with what it holds in words. */
export type SafeStorageSlot = { label: string; slot: Hex }

/** The 32-byte key of a plain storage slot. */
export const slotWord = (slot: bigint): Hex => numberToHex(slot, { size: 32 })

/** The slot of `mapping(address => address)` at `mappingSlot` for `key`. */
export function mappingEntry(mappingSlot: bigint, key: Address): Hex {
  return keccak256(
    encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [key, mappingSlot]),
  )
}

/** Parameters of `safeStorageSlots`: the lists as read, whose every link is proven. */
export type SafeStorageSlotsParameters = {
  owners: readonly Address[]
  modules: readonly Address[]
}

/** What `safeStorageSlots` answers: the slots to prove, in a fixed order. */
export type SafeStorageSlotsReturnType = SafeStorageSlot[]

/**
 * The storage slots that hold a Safe's security state: singleton, threshold, nonce, owner
 * count, guard, fallback handler, and every link of the owner and module lists from the
 * sentinel (so the lists can be walked from proven values alone).
 * @example const slots = safeStorageSlots({ owners: state.owners, modules: state.modules })
 */
export function safeStorageSlots({
  owners,
  modules,
}: SafeStorageSlotsParameters): SafeStorageSlotsReturnType {
  return [
    { label: 'singleton', slot: slotWord(SINGLETON) },
    { label: 'threshold', slot: slotWord(THRESHOLD) },
    { label: 'nonce', slot: slotWord(NONCE) },
    { label: 'ownerCount', slot: slotWord(OWNER_COUNT) },
    { label: 'guard', slot: GUARD_SLOT },
    { label: 'fallbackHandler', slot: FALLBACK_HANDLER_SLOT },
    ...[SENTINEL, ...owners].map((owner) => ({
      label: `owners[${owner}]`,
      slot: mappingEntry(OWNERS, owner),
    })),
    ...[SENTINEL, ...modules].map((module) => ({
      label: `modules[${module}]`,
      slot: mappingEntry(MODULES, module),
    })),
  ]
}
