import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { listShippedSources } from './listShippedSources'

/** Relative specifiers of `import … from`, `export … from`, `import '…'` and `import('…')`. */
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]*)['"]/g

/**
 * Every circle of files that import each other (through any number of steps, type-only
 * imports included) in the shipped TypeScript of `root` (see listShippedSources): each circle
 * as its files, sorted, relative to `root`. Files in a circle cannot be read, tested or moved
 * one at a time; an empty list is the goal. Imports are read as text, so a commented-out
 * import counts too.
 * @example
 * for (const circle of findImportCycles('/path/to/clone')) console.log(circle.join(' ⇄ '))
 */
export function findImportCycles(root: string): string[][] {
  const files = listShippedSources(root).filter((file) => existsSync(join(root, file)))
  const byStem = new Map<string, string>()
  for (const file of files) byStem.set(file.replace(/\.(?:ts|tsx|mts|cts)$/, ''), file)
  const edges = new Map<string, string[]>()
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8')
    const targets = new Set<string>()
    for (const match of text.matchAll(RELATIVE_IMPORT)) {
      const base = normalize(join(dirname(file), match[1] ?? '')).replace(/\.(?:ts|tsx|js)$/, '')
      const target = byStem.get(base) ?? byStem.get(`${base}/index`)
      if (target && target !== file) targets.add(target)
    }
    edges.set(file, [...targets])
  }
  return stronglyConnected(files, edges)
    .filter((component) => component.length > 1)
    .map((component) => component.sort())
    .sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''))
}

/** Tarjan's strongly connected components, iterative so deep import chains cannot overflow. */
function stronglyConnected(nodes: string[], edges: Map<string, string[]>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const components: string[][] = []
  let next = 0
  for (const start of nodes) {
    if (index.has(start)) continue
    const work: { node: string; edge: number }[] = [{ node: start, edge: 0 }]
    index.set(start, next)
    low.set(start, next++)
    stack.push(start)
    onStack.add(start)
    while (work.length > 0) {
      const frame = work[work.length - 1] as { node: string; edge: number }
      const targets = edges.get(frame.node) ?? []
      if (frame.edge < targets.length) {
        const target = targets[frame.edge++] as string
        if (!index.has(target)) {
          index.set(target, next)
          low.set(target, next++)
          stack.push(target)
          onStack.add(target)
          work.push({ node: target, edge: 0 })
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node) ?? 0, index.get(target) ?? 0))
        }
        continue
      }
      work.pop()
      const parent = work[work.length - 1]
      if (parent)
        low.set(parent.node, Math.min(low.get(parent.node) ?? 0, low.get(frame.node) ?? 0))
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = []
        let member: string | undefined
        do {
          member = stack.pop()
          if (member === undefined) break
          onStack.delete(member)
          component.push(member)
        } while (member !== frame.node)
        components.push(component)
      }
    }
  }
  return components
}
