import { decodeSafeCallTree, type SafeCallNode } from '@assent/core'
import type { Address } from 'viem'

/**
 * Every contract a call reaches: its own target and, for MultiSend batches, the target of each
 * action at any depth — the addresses whose registered ABIs can decode it.
 * @example useRegisteredAbis(safe.chainId, callTargets(tx))
 */
export function callTargets(
  call: { to: Address; value: bigint; operation: number; data: `0x${string}` } | SafeCallNode,
): Address[] {
  const tree = 'problems' in call ? call : decodeSafeCallTree(call)
  const targets = new Set<Address>()
  const visit = (node: SafeCallNode) => {
    targets.add(node.to)
    for (const child of node.children ?? []) visit(child)
  }
  visit(tree)
  return [...targets]
}
