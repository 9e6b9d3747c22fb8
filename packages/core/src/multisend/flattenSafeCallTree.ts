import type { SafeCallNode, SafeCallProblem } from './types'

/** Every node of a call tree, parents before their children, in execution order. */
export function flattenSafeCallTree(root: SafeCallNode): SafeCallNode[] {
  const nodes: SafeCallNode[] = []
  const visit = (node: SafeCallNode) => {
    nodes.push(node)
    node.children?.forEach(visit)
  }
  visit(root)
  return nodes
}

/** Every problem of a call tree with the path of the node it belongs to. */
export function listSafeCallProblems(root: SafeCallNode): (SafeCallProblem & { path: number[] })[] {
  return flattenSafeCallTree(root).flatMap((node) =>
    node.problems.map((found) => ({ ...found, path: node.path })),
  )
}
