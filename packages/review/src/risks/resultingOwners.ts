import { safeAbi } from '@assent/core'
import { type Address, decodeFunctionData, getAddress, type Hex, isAddressEqual } from 'viem'

/** The owners and threshold a transaction leaves, or why they cannot be told from its calls. */
export type ResultingOwners =
  | { known: true; owners: Address[]; threshold: number }
  | { known: false; reason: string }

/** Parameters of `resultingOwners`: owners and threshold before, and the calls in order. */
export type ResultingOwnersParameters = Parameters<typeof resultingOwners>

/** What `resultingOwners` answers. */
export type ResultingOwnersReturnType = ResultingOwners

/**
 * Applies the owner and threshold calls of a transaction (in the order the chain runs them) to
 * the Safe's owners and threshold as read on chain, the way the Safe's OwnerManager does: a new
 * owner goes first in the list, a swapped owner keeps its place. Lets a signer see whom the Safe
 * belongs to afterwards, not only the single call.
 * @param calls the data of each owner/threshold call to the Safe, in execution order
 * @example
 * const after = resultingOwners(state, changes.map((change) => change.data))
 * if (after.known) show(after.owners, after.threshold)
 */
export function resultingOwners(
  before: { owners: readonly Address[]; threshold: number },
  calls: readonly Hex[],
): ResultingOwnersReturnType {
  let owners = [...before.owners]
  let threshold = before.threshold
  for (const data of calls) {
    let decoded: ReturnType<typeof decodeOwnerCall>
    try {
      decoded = decodeOwnerCall(data)
    } catch {
      return { known: false, reason: 'an owner call could not be decoded' }
    }
    switch (decoded.functionName) {
      case 'addOwnerWithThreshold': {
        const [owner, newThreshold] = decoded.args
        owners = [getAddress(owner), ...owners]
        threshold = Number(newThreshold)
        break
      }
      case 'removeOwner': {
        const [, owner, newThreshold] = decoded.args
        owners = owners.filter((existing) => !isAddressEqual(existing, owner))
        threshold = Number(newThreshold)
        break
      }
      case 'swapOwner': {
        const [, oldOwner, newOwner] = decoded.args
        owners = owners.map((existing) =>
          isAddressEqual(existing, oldOwner) ? getAddress(newOwner) : existing,
        )
        break
      }
      case 'changeThreshold':
        threshold = Number(decoded.args[0])
        break
      default:
        return { known: false, reason: `${decoded.functionName} is not an owner call` }
    }
  }
  return { known: true, owners, threshold }
}

function decodeOwnerCall(data: Hex) {
  return decodeFunctionData({ abi: safeAbi, data })
}
