/**
 * Fails when a built app could run a script the browser does not check: every module script
 * and modulepreload/stylesheet link of index.html must carry a matching `integrity`, the
 * import map's integrity section must list every JavaScript file of the build with its
 * current hash (so lazily loaded chunks are checked too), no chunk may import from another
 * origin, and index.html may hold no inline script other than that import map, which the
 * page's own CSP allows by hash.
 *
 *   npx tsx apps/web/build/checkSri.ts [path/to/dist]
 *
 * Runs at the end of `vite build` (sriPlugin); usable on any downloaded copy of a release.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { cspScriptHash, sriHash } from './sriHash'

/** Problems found in `distDir` (empty when every script is covered). */
export function checkSri(distDir: string): string[] {
  const problems: string[] = []
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  const hashOf = (url: string): string | undefined => {
    const file = join(distDir, ...url.replace(/^\//, '').split('/'))
    return existsSync(file) ? sriHash(readFileSync(file)) : undefined
  }

  let importMap: { integrity?: Record<string, string> } | undefined
  let importMapText = ''
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attrs = match[1] ?? ''
    const src = /\ssrc="([^"]+)"/.exec(attrs)?.[1]
    if (src) {
      checkTag(`<script src="${src}">`, attrs, hashOf(src), problems)
    } else if (/\btype="importmap"/.test(attrs)) {
      if (importMap) problems.push('index.html has more than one import map')
      importMapText = match[2] ?? ''
      importMap = JSON.parse(importMapText) as typeof importMap
    } else {
      problems.push(`index.html has an inline script: ${(match[2] ?? '').slice(0, 60)}`)
    }
  }
  for (const match of html.matchAll(/<link\b([^>]*)>/g)) {
    const attrs = match[1] ?? ''
    if (!/\brel="(modulepreload|stylesheet)"/.test(attrs)) continue
    const href = /\shref="([^"]+)"/.exec(attrs)?.[1] ?? ''
    checkTag(`<link href="${href}">`, attrs, hashOf(href), problems)
  }

  const mapped = importMap?.integrity ?? {}
  if (!importMap) problems.push('index.html has no import map with integrity')
  else {
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]
    if (!csp?.includes(cspScriptHash(importMapText)))
      problems.push("the page's CSP does not allow the import map by its hash")
  }
  for (const file of listFiles(distDir).filter((f) => /\.m?js$/.test(f))) {
    const url = `/${relative(distDir, file).split(sep).join('/')}`
    const bytes = readFileSync(file)
    const code = bytes.toString('utf8')
    const expected = sriHash(bytes)
    if (!mapped[url]) problems.push(`${url} has no integrity in the import map`)
    else if (mapped[url] !== expected) problems.push(`${url} does not match its integrity`)
    for (const specifier of importSpecifiers(code)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(specifier) && !specifier.startsWith('data:'))
        problems.push(`${url} imports from another origin: ${specifier}`)
    }
  }
  return problems
}

function checkTag(label: string, attrs: string, actual: string | undefined, problems: string[]) {
  const integrity = /\sintegrity="([^"]+)"/.exec(attrs)?.[1]
  if (!integrity) problems.push(`${label} has no integrity`)
  else if (!actual) problems.push(`${label} names a file that is not in the build`)
  else if (integrity !== actual) problems.push(`${label} does not match its integrity`)
  if (!/\bcrossorigin\b/.test(attrs)) problems.push(`${label} has no crossorigin`)
}

/** Module specifiers of static and dynamic imports in minified chunk code. */
function importSpecifiers(code: string): string[] {
  const found: string[] = []
  const pattern = /\b(?:import|from)\s*\(?\s*(["'`])([^"'`\s]+)\1/g
  for (const match of code.matchAll(pattern)) if (match[2]) found.push(match[2])
  return found
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? listFiles(path) : [path]
  })
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  const distDir = resolve(process.argv[2] ?? join(fileURLToPath(import.meta.url), '../../dist'))
  const problems = checkSri(distDir)
  for (const problem of problems) console.error(`SRI: ${problem}`)
  if (problems.length > 0) process.exit(1)
  console.log(`SRI: every script of ${distDir} carries integrity`)
}
