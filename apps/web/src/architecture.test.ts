// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize, relative, sep } from 'node:path'
import { describe, expect, it } from 'vitest'

// The web app's layering, checked on every test run: shared components know no feature, and
// features import each other one way only (a cycle means two folders are one feature, or a
// piece belongs lower down). Test files may reach across: they assemble what they test. And the
// entry index.html loads (main.tsx → boot/) imports, statically, neither the router, the query
// cache, zod nor the wallet stack: those arrive with fullApp.tsx, which it loads with import().

const src = import.meta.dirname

/** Every non-test TypeScript file under `dir`, relative to src, with `/` separators. */
function sourceFiles(dir: string): string[] {
  return readdirSync(join(src, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test(-d)?\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** The area a path belongs to: `features/<name>` for features, else its top folder. */
function areaOf(path: string): string {
  const parts = path.split('/')
  return parts[0] === 'features' ? `features/${parts[1]}` : (parts[0] ?? path)
}

/** Relative imports of each file, resolved to paths under src. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(src, file), 'utf8')
  return [...text.matchAll(/(?:from|import)\s+'(\.{1,2}\/[^']+)'/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !target.endsWith('.css'))
    .map((target) =>
      relative(src, normalize(join(src, dirname(file), target)))
        .split(sep)
        .join('/'),
    )
}

/** Edges between areas, each with one file that makes it, for the failure message. */
function areaGraph(files: string[]): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>()
  for (const file of files) {
    const from = areaOf(file)
    for (const target of importsOf(file)) {
      const to = areaOf(target)
      if (to === from) continue
      const edges = graph.get(from) ?? new Map<string, string>()
      if (!edges.has(to)) edges.set(to, file)
      graph.set(from, edges)
    }
  }
  return graph
}

/** Cycles among `areas` (each as a path a → b → … → a), found by depth-first search. */
function findCycles(graph: Map<string, Map<string, string>>, areas: Set<string>): string[][] {
  const cycles: string[][] = []
  const seen = new Set<string>()
  const visit = (area: string, path: string[]) => {
    const at = path.indexOf(area)
    if (at >= 0) {
      const cycle = [...path.slice(at), area]
      const key = [...cycle.slice(0, -1)].sort().join(' ')
      if (!seen.has(key)) {
        seen.add(key)
        cycles.push(cycle)
      }
      return
    }
    if (path.length > areas.size) return
    for (const next of graph.get(area)?.keys() ?? []) {
      if (areas.has(next)) visit(next, [...path, area])
    }
  }
  for (const area of areas) visit(area, [])
  return cycles
}

const files = [
  ...sourceFiles('features'),
  ...sourceFiles('components'),
  ...sourceFiles('shell'),
  ...sourceFiles('app'),
  ...sourceFiles('wallet'),
]
const graph = areaGraph(files)

describe('the web app’s layering', () => {
  it('has no import cycle between features', () => {
    const features = new Set([...graph.keys()].filter((area) => area.startsWith('features/')))
    expect(features.size).toBeGreaterThan(10)
    const described = findCycles(graph, features).map((cycle) =>
      cycle
        .slice(0, -1)
        .map((area, index) => `${area} (${graph.get(area)?.get(cycle[index + 1] ?? '')})`)
        .join(' → '),
    )
    expect(described).toEqual([])
  })

  it('keeps components/ free of features, the shell and the wallet stack', () => {
    const reaches = [...(graph.get('components') ?? new Map<string, string>())]
      .filter(([to]) => to.startsWith('features/') || to === 'shell' || to === 'wallet')
      .map(([to, file]) => `${file} → ${to}`)
    expect(reaches).toEqual([])
  })

  it('sees a planted cycle (the check itself works)', () => {
    const planted = new Map([
      ['features/a', new Map([['features/b', 'a.ts']])],
      ['features/b', new Map([['features/c', 'b.ts']])],
      ['features/c', new Map([['features/a', 'c.ts']])],
    ])
    expect(findCycles(planted, new Set(planted.keys()))).toEqual([
      ['features/a', 'features/b', 'features/c', 'features/a'],
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
      (file) =>
        file === 'app/fullApp.tsx' ||
        file === 'app/router.tsx' ||
        file === 'app/App.tsx' ||
        file.startsWith('routes/') ||
        file.startsWith('wallet/runtime/'),
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
