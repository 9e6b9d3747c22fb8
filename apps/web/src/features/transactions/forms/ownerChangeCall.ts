import { safeAbi } from '@assent/core'
import { type Address, encodeFunctionData, type Hex, isAddressEqual } from 'viem'

/** The Safe's owner list is a linked list starting at this sentinel. */
export const SENTINEL_OWNERS: Address = '0x0000000000000000000000000000000000000001'

/**
 * The owner before `owner` in the Safe's linked list (what removeOwner/swapOwner need), given
 * owners in `getOwners()` order.
 * @throws Error when `owner` is not an owner.
 */
export function previousOwner(owners: readonly Address[], owner: Address): Address {
  const index = owners.findIndex((o) => isAddressEqual(o, owner))
  if (index < 0) throw new Error(`${owner} is not an owner of this Safe`)
  return index === 0 ? SENTINEL_OWNERS : (owners[index - 1] as Address)
}

export type OwnerChange =
  | { kind: 'addOwner'; owner: Address; threshold: number }
  | { kind: 'removeOwner'; owner: Address; threshold: number }
  | { kind: 'swapOwner'; oldOwner: Address; newOwner: Address }
  | { kind: 'threshold'; threshold: number }

/**
 * Calldata of an owner/threshold change, sent by the Safe to itself.
 * @throws Error on an impossible change (duplicate owner, threshold out of range…).
 */
export function ownerChangeCall(owners: readonly Address[], change: OwnerChange): Hex {
  const has = (address: Address) => owners.some((o) => isAddressEqual(o, address))
  const checkThreshold = (threshold: number, count: number) => {
    if (!Number.isInteger(threshold) || threshold < 1 || threshold > count) {
      throw new Error(`The threshold must be between 1 and ${count}.`)
    }
  }
  switch (change.kind) {
    case 'addOwner':
      if (has(change.owner)) throw new Error('This address is already an owner.')
      checkThreshold(change.threshold, owners.length + 1)
      return encodeFunctionData({
        abi: safeAbi,
        functionName: 'addOwnerWithThreshold',
        args: [change.owner, BigInt(change.threshold)],
      })
    case 'removeOwner':
      if (owners.length <= 1) throw new Error('The last owner cannot be removed.')
      checkThreshold(change.threshold, owners.length - 1)
      return encodeFunctionData({
        abi: safeAbi,
        functionName: 'removeOwner',
        args: [previousOwner(owners, change.owner), change.owner, BigInt(change.threshold)],
      })
    case 'swapOwner':
      if (has(change.newOwner)) throw new Error('The new owner is already an owner.')
      return encodeFunctionData({
        abi: safeAbi,
        functionName: 'swapOwner',
        args: [previousOwner(owners, change.oldOwner), change.oldOwner, change.newOwner],
      })
    case 'threshold':
      checkThreshold(change.threshold, owners.length)
      return encodeFunctionData({
        abi: safeAbi,
        functionName: 'changeThreshold',
        args: [BigInt(change.threshold)],
      })
  }
}
