// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize, relative, sep } from 'node:path'
import { describe, expect, it } from 'vitest'

// The web app's layering, checked on every test run. Every area of src/ sits in a declared
// layer (LAYERS); a file imports its own area and the layers below it, never one above, so the
// graph of areas has no loop. Features sit in one layer and import each other one way only (a
// cycle means two folders are one feature, or a piece belongs lower down); so do the
// subfolders of features/transactions. Test files may reach across: they assemble what they
// test. And the entry index.html loads (main.tsx → boot/) imports, statically, neither the
// router, the query cache, zod nor the wallet stack: those arrive with app/fullApp.tsx, which
// it loads with import().

const src = import.meta.dirname

/**
 * The layers of src/, bottom first. An area is a top folder, a feature folder (`features/x`)
 * or a file at the top (`main.tsx`); `features/*` stands for every feature.
 */
const LAYERS: readonly { areas: readonly string[]; holds: string }[] = [
  {
    areas: ['kernel'],
    holds:
      'configuration, the gateway provider, local stores, notifications: no feature, no wallet',
  },
  { areas: ['components'], holds: 'shared building blocks, told everything through props' },
  {
    areas: ['chains', 'verification-rpc'],
    holds: 'the chain list, and the RPC the app reads a chain through without the gateway',
  },
  { areas: ['wallet'], holds: 'the wallet stack; its runtime loads lazily' },
  { areas: ['features/*'], holds: 'one folder per feature' },
  { areas: ['shell'], holds: 'the frame around every page' },
  { areas: ['routes'], holds: 'one file per route' },
  { areas: ['boot'], holds: 'the first paint, before the full app has loaded' },
  {
    areas: ['app'],
    holds: 'the composition root: the full app, its router, query cache, providers, boot seeding',
  },
  { areas: ['main.tsx'], holds: 'the entry index.html loads' },
]

/** Imports that go up the layers on purpose, each with its reason. */
const UPWARD_ON_PURPOSE: readonly { from: string; to: string; why: string }[] = [
  {
    from: 'boot/startBoot.tsx',
    to: 'app/fullApp.tsx',
    why: 'the boot loads the full app with import(); the full app reads the boot’s handoff',
  },
]

/** One import: `from` imports `to`, both paths under src. */
type Edge = { from: string; to: string }

/** Every non-test TypeScript file under `dir` (outside test-utils/), relative to src, with `/` separators. */
function sourceFiles(dir: string): string[] {
  return readdirSync(join(src, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name
    // test-utils/ serves tests only (it may start a gateway): it is no layer of the app.
    if (entry.isDirectory()) return path === 'test-utils' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/(\.test(-d)?|\.d)\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** `base` (a path under src without extension) as the file it names, when there is one. */
function resolveFile(base: string): string {
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]
  return candidates.find((candidate) => existsSync(join(src, candidate))) ?? base
}

/** Relative imports of `file` (value, type and import()), resolved to paths under src. */
function importsOf(file: string, text = readFileSync(join(src, file), 'utf8')): Edge[] {
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !target.endsWith('.css'))
    .map((target) => ({
      from: file,
      to: resolveFile(
        relative(src, normalize(join(src, dirname(file), target)))
          .split(sep)
          .join('/'),
      ),
    }))
}

/** The area a path belongs to: `features/<name>` for features, else its top folder or file. */
function areaOf(path: string): string {
  const parts = path.split('/')
  return parts[0] === 'features' && parts.length > 2 ? `features/${parts[1]}` : (parts[0] ?? path)
}

/** The index in LAYERS of the layer that holds `area`, or -1. */
function layerOf(area: string): number {
  return LAYERS.findIndex(({ areas }) =>
    areas.some((pattern) =>
      pattern.endsWith('/*') ? area.startsWith(pattern.slice(0, -1)) : area === pattern,
    ),
  )
}

/** Imports that go up the layers (and are not on purpose), or leave every layer, as sentences. */
function layeringProblems(edges: readonly Edge[]): string[] {
  const problems: string[] = []
  for (const { from, to } of edges) {
    const [fromArea, toArea] = [areaOf(from), areaOf(to)]
    if (fromArea === toArea) continue
    const [fromLayer, toLayer] = [layerOf(fromArea), layerOf(toArea)]
    if (fromLayer < 0) problems.push(`${from}: ${fromArea} is in no layer`)
    else if (toLayer < 0) problems.push(`${from} → ${to}: ${toArea} is in no layer`)
    else if (toLayer > fromLayer && !isOnPurpose({ from, to }))
      problems.push(`${from} → ${to}: ${fromArea} is below ${toArea}`)
  }
  return [...new Set(problems)]
}

const isSameEdge = (edge: Edge) => (other: Edge) => other.from === edge.from && other.to === edge.to
const isOnPurpose = (edge: Edge) => UPWARD_ON_PURPOSE.some(isSameEdge(edge))

/** Edges between groups (`groupOf` of each end), each with one file that makes it. */
function groupGraph(
  edges: readonly Edge[],
  groupOf: (path: string) => string | undefined,
): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>()
  for (const edge of edges) {
    const [from, to] = [groupOf(edge.from), groupOf(edge.to)]
    if (!from || !to || from === to || isOnPurpose(edge)) continue
    const targets = graph.get(from) ?? new Map<string, string>()
    if (!targets.has(to)) targets.set(to, edge.from)
    graph.set(from, targets)
  }
  return graph
}

/** Cycles among `groups` (each as a path a → b → … → a), found by depth-first search. */
function findCycles(graph: Map<string, Map<string, string>>, groups: Set<string>): string[][] {
  const cycles: string[][] = []
  const seen = new Set<string>()
  const visit = (group: string, path: string[]) => {
    const at = path.indexOf(group)
    if (at >= 0) {
      const cycle = [...path.slice(at), group]
      const key = [...cycle.slice(0, -1)].sort().join(' ')
      if (!seen.has(key)) {
        seen.add(key)
        cycles.push(cycle)
      }
      return
    }
    if (path.length > groups.size) return
    for (const next of graph.get(group)?.keys() ?? []) {
      if (groups.has(next)) visit(next, [...path, group])
    }
  }
  for (const group of groups) visit(group, [])
  return cycles
}

/** The cycles of `graph` as sentences naming, for each step, one file that makes it. */
function describeCycles(graph: Map<string, Map<string, string>>): string[] {
  return findCycles(graph, new Set(graph.keys())).map((cycle) =>
    cycle
      .slice(0, -1)
      .map((group, index) => `${group} (${graph.get(group)?.get(cycle[index + 1] ?? '')})`)
      .join(' → '),
  )
}

/** Imports between two areas of one layer (features among themselves): they go one way. */
const withinLayers = (all: readonly Edge[]) =>
  all.filter(({ from, to }) => layerOf(areaOf(from)) === layerOf(areaOf(to)))

const TRANSACTIONS = 'features/transactions/'

/** The subfolder of features/transactions a path is in (its own files: `.`). */
const transactionsFolderOf = (path: string) =>
  path.startsWith(TRANSACTIONS)
    ? (path.slice(TRANSACTIONS.length).split('/').slice(0, -1)[0] ?? '.')
    : undefined

const edges = sourceFiles('').flatMap((file) => importsOf(file))

describe('the web app’s layering', () => {
  it('declares every area in one layer', () => {
    const areas = new Set(sourceFiles('').map(areaOf))
    expect([...areas].filter((area) => layerOf(area) < 0)).toEqual([])
    expect(areas.size).toBeGreaterThan(15)
    const declared = LAYERS.flatMap((layer) => layer.areas)
    expect(declared.filter((area) => !area.endsWith('/*') && !areas.has(area))).toEqual([])
  })

  it('imports only down the layers', () => {
    expect(edges.length).toBeGreaterThan(800)
    expect(layeringProblems(edges)).toEqual([])
    // An exception outlives its import only by mistake.
    expect(UPWARD_ON_PURPOSE.filter((allowed) => !edges.some(isSameEdge(allowed)))).toEqual([])
  })

  it('has no import cycle between areas that share a layer (features among them)', () => {
    expect(describeCycles(groupGraph(withinLayers(edges), areaOf))).toEqual([])
  })

  it('has no import cycle between the subfolders of features/transactions', () => {
    const graph = groupGraph(edges, transactionsFolderOf)
    expect(graph.size).toBeGreaterThan(8)
    expect(describeCycles(graph)).toEqual([])
  })

  it('sees an import planted up the layers (the check itself works)', () => {
    const planted = [
      ...importsOf(
        'kernel/planted.ts',
        "import { useCurrentSafe } from '../features/safe/SafeContext'",
      ),
      ...importsOf('components/planted.tsx', "const load = () => import('../wallet/WalletButton')"),
      ...importsOf('boot/Boot.tsx', "import type { FullApp } from '../app/fullApp'"),
      ...importsOf('planted/x.ts', "import { config } from '../kernel/config'"),
    ]
    expect(layeringProblems(planted)).toEqual([
      'kernel/planted.ts → features/safe/SafeContext.ts: kernel is below features/safe',
      'components/planted.tsx → wallet/WalletButton.tsx: components is below wallet',
      'boot/Boot.tsx → app/fullApp.tsx: boot is below app',
      'planted/x.ts: planted is in no layer',
    ])
  })

  it('sees a planted cycle (the check itself works)', () => {
    const planted = [
      { from: 'features/a/a.ts', to: 'features/b/b.ts' },
      { from: 'features/b/b.ts', to: 'features/c/c.ts' },
      { from: 'features/c/c.ts', to: 'features/a/a.ts' },
      { from: `${TRANSACTIONS}forms/Form.tsx`, to: `${TRANSACTIONS}flow/draft.ts` },
      { from: `${TRANSACTIONS}flow/Dialog.tsx`, to: `${TRANSACTIONS}forms/Form.tsx` },
    ]
    expect(describeCycles(groupGraph(withinLayers(planted), areaOf))).toEqual([
      'features/a (features/a/a.ts) → features/b (features/b/b.ts) → features/c (features/c/c.ts)',
    ])
    expect(describeCycles(groupGraph(planted, transactionsFolderOf))).toEqual([
      `forms (${TRANSACTIONS}forms/Form.tsx) → flow (${TRANSACTIONS}flow/Dialog.tsx)`,
    ])
  })
})

/** Packages (and package roots) the entry may not import statically: they come with fullApp.tsx. */
const NOT_IN_ENTRY = [
  /^@tanstack\//,
  /^wagmi/,
  /^@wagmi\//,
  /^@rainbow-me\//,
  /^zod/,
  /^viem\/(accounts|actions)/,
  // The package roots load everything (zod schemas, ABIs, hashing); light subpaths exist.
  /^@assent\/gateway-client$/,
  /^@assent\/core$/,
  // The checker, all of it, comes with the full app.
  /^@assent\/review/,
  // The evidence file is built only on a click, with import().
  /^@assent\/verify/,
]

/** Value imports of a file (not `import type`, not `import()`): relative ones resolved. */
function staticImportsOf(file: string): { files: string[]; packages: string[] } {
  const text = readFileSync(join(src, file), 'utf8')
  const specifiers = [...text.matchAll(/^import\s+(type\s+)?(?:[^'"]*?\s+from\s+)?'([^']+)'/gm)]
    .filter((match) => !match[1])
    .map((match) => match[2] ?? '')
  const files: string[] = []
  const packages: string[] = []
  for (const specifier of specifiers) {
    if (!specifier.startsWith('.')) {
      packages.push(specifier)
      continue
    }
    if (specifier.endsWith('.css')) continue
    const base = relative(src, normalize(join(src, dirname(file), specifier)))
      .split(sep)
      .join('/')
    const found = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, base].find((candidate) =>
      existsSync(join(src, candidate)),
    )
    files.push(found ?? base)
  }
  return { files, packages }
}

/** Every file the entry reaches by static imports, with the packages each one imports. */
function entryGraph(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  const visit = (file: string) => {
    if (graph.has(file)) return
    const { files, packages } = staticImportsOf(file)
    graph.set(file, packages)
    for (const next of files) visit(next)
  }
  visit(entry)
  return graph
}

describe('the entry index.html loads', () => {
  const graph = entryGraph('main.tsx')

  it('reaches the boot and only light shared code, not the full app', () => {
    expect(graph.has('boot/Boot.tsx')).toBe(true)
    const fullAppFiles = [...graph.keys()].filter(
      // app/ is the full app's composition root: the router, the query cache, the providers.
      (file) =>
        file.startsWith('app/') || file.startsWith('routes/') || file.startsWith('wallet/runtime/'),
    )
    expect(fullAppFiles).toEqual([])
  })

  it('imports no router, query cache, zod, wallet stack or package root', () => {
    const offending = [...graph].flatMap(([file, packages]) =>
      packages
        .filter((name) => NOT_IN_ENTRY.some((pattern) => pattern.test(name)))
        .map((name) => `${file} → ${name}`),
    )
    expect(offending).toEqual([])
  })

  it('sends the page reads before react-dom is evaluated', () => {
    // Imports are evaluated in order: boot/beginBoot.ts (which starts the reads) must come
    // before boot/startBoot.tsx in main.tsx and reach no react-dom itself.
    const entryImports = staticImportsOf('main.tsx').files
    expect(entryImports.indexOf('boot/beginBoot.ts')).toBeGreaterThanOrEqual(0)
    expect(entryImports.indexOf('boot/beginBoot.ts')).toBeLessThan(
      entryImports.indexOf('boot/startBoot.tsx'),
    )
    const readsPackages = [...entryGraph('boot/beginBoot.ts').values()].flat()
    expect(readsPackages.filter((name) => name.startsWith('react-dom'))).toEqual([])
    expect(staticImportsOf('boot/startBoot.tsx').packages).toContain('react-dom/client')
  })

  it('sees a planted import (the check itself works)', () => {
    expect(staticImportsOf('app/fullApp.tsx').packages).toContain('@assent/gateway-client')
    expect(staticImportsOf('kernel/config.ts').packages).toContain('zod')
    expect(staticImportsOf('boot/startBoot.tsx').files).not.toContain('app/fullApp.tsx')
  })
})
