import { decodeSafeCallTree, flattenSafeCallTree, Operation, signMessageLibAbi } from '@assent/core'
import {
  type Address,
  decodeFunctionData,
  type Hex,
  keccak256,
  pad,
  size,
  slice,
  toFunctionSelector,
} from 'viem'

const APPROVE_HASH = toFunctionSelector('approveHash(bytes32)')
const SIGN_MESSAGE = toFunctionSelector('signMessage(bytes)')
/** 0x1901 ‖ domainSeparator ‖ structHash: the EIP-712 preimage a Safe ≤ 1.4.1 hands an owner contract. */
const EIP712_PREIMAGE_SIZE = 66

/**
 * A call in a Safe transaction that makes this Safe approve a hash for another Safe it may own:
 * - `approveHash`: `safe.approveHash(hash)` — Safe `safe` then counts this Safe as having
 *   confirmed whatever transaction (or message) `hash` stands for;
 * - `signMessage`: a delegate call to SignMessageLib's `signMessage(bytes)` over an EIP-712
 *   preimage (0x1901 ‖ domainSeparator ‖ structHash) — this Safe's EIP-1271 answer then approves
 *   `hash` = keccak256(preimage) for the Safe whose domain separator it is.
 */
export type NestedApproval =
  | { kind: 'approveHash'; hash: Hex; safe: Address; path: number[] }
  | { kind: 'signMessage'; hash: Hex; domainSeparator: Hex; structHash: Hex; path: number[] }

/** Parameters of `findNestedApprovals`: the transaction, and the Safe making it. */
export type FindNestedApprovalsParameters = Parameters<typeof findNestedApprovals>

/** What `findNestedApprovals` answers: every approval, in execution order. */
export type FindNestedApprovalsReturnType = NestedApproval[]

/**
 * Every nested-Safe approval a transaction makes, at any depth of its MultiSend batches, as the
 * chain will run them (decodeSafeCallTree): any `approveHash(bytes32)` call, whatever its target,
 * and any delegate-called `signMessage(bytes)` whose bytes are a 0x1901 EIP-712 preimage. The
 * gateway's decoding plays no part. Other signMessage bytes (a message's content hash) are not
 * approvals of a Safe transaction and are left to the message review.
 * @param parent the Safe making the transaction: a delegate-called approveHash writes its storage
 * @example const approvals = findNestedApprovals(tx, safeAddress) // approveHash and signMessage calls
 */
export function findNestedApprovals(
  tx: { to: Address; value?: bigint; data: Hex; operation: number },
  parent: Address,
): FindNestedApprovalsReturnType {
  const approvals: NestedApproval[] = []
  for (const node of flattenSafeCallTree(decodeSafeCallTree(tx))) {
    if (size(node.data) < 4) continue
    const selector = slice(node.data, 0, 4)
    if (selector === APPROVE_HASH && node.operation <= Operation.DELEGATE) {
      approvals.push({
        kind: 'approveHash',
        hash: approvedHash(node.data),
        safe: node.operation === Operation.CALL ? node.to : parent,
        path: node.path,
      })
    } else if (selector === SIGN_MESSAGE && node.operation === Operation.DELEGATE) {
      const preimage = signedBytes(node.data)
      if (!preimage || size(preimage) !== EIP712_PREIMAGE_SIZE) continue
      if (slice(preimage, 0, 2) !== '0x1901') continue
      approvals.push({
        kind: 'signMessage',
        hash: keccak256(preimage),
        domainSeparator: slice(preimage, 2, 34),
        structHash: slice(preimage, 34, 66),
        path: node.path,
      })
    }
  }
  return approvals
}

/**
 * The bytes32 argument as the Safe reads it: the word after the selector, extra bytes ignored and
 * missing ones read as zeros (an approval that cannot be proven, never one that is skipped).
 */
function approvedHash(data: Hex): Hex {
  const argument = size(data) > 4 ? slice(data, 4, Math.min(size(data), 36)) : '0x'
  return pad(argument, { size: 32, dir: 'right' })
}

/** signMessage's bytes argument; undefined when it does not decode (the library call reverts). */
function signedBytes(data: Hex): Hex | undefined {
  try {
    const call = decodeFunctionData({ abi: signMessageLibAbi, data })
    return call.functionName === 'signMessage' ? call.args[0] : undefined
  } catch {
    return undefined
  }
}
