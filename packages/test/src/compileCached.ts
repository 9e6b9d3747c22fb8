import { createHash, randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin } from 'esbuild'

type Manifest = { inputs: Record<string, string>; output: string }

/** Compiles under way in this process, by entry path. */
const compiling = new Map<string, Promise<string>>()

/**
 * Compiles a TypeScript entry of this repository and the workspace sources it imports into one
 * ES module that plain `node` runs, so a start-up does not pay tsx's per-module loader (which
 * doubles the time it takes to load the gateway, the devnet and viem). Packages from
 * node_modules stay separate imports. Cached under node_modules/.cache/assent/ and reused while
 * every input file and the lockfile have the same content. Resolves the path of the compiled
 * module. `npm start` runs through it, and so do the tests that spawn the gateway, the devnet
 * CLI and `assent-verify` as processes: under tsx each such process spent ~3–5 CPU-s loading.
 * Calls in one process for the same entry share one compile (the crash tests start three
 * gateways at once); processes compiling it at once each write a temporary file of their own
 * and rename it into place.
 */
export function compileCached(repoRoot: string, entry: string): Promise<string> {
  const key = join(repoRoot, entry)
  let pending = compiling.get(key)
  if (!pending) {
    pending = compileOrReuse(repoRoot, entry).finally(() => compiling.delete(key))
    compiling.set(key, pending)
  }
  return pending
}

async function compileOrReuse(repoRoot: string, entry: string): Promise<string> {
  const cacheDir = join(repoRoot, 'node_modules/.cache/assent/compiled')
  const name = entry.replace(/[^a-zA-Z0-9]+/g, '-')
  const output = join(cacheDir, `${name}.mjs`)
  const manifestFile = join(cacheDir, `${name}.json`)
  if (existsSync(output) && existsSync(manifestFile)) {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
    if (manifest.output === hashFile(output) && inputsUnchanged(repoRoot, manifest)) return output
  }

  mkdirSync(cacheDir, { recursive: true })
  const temporary = `${output}.${randomUUID()}.tmp`
  const result = await build({
    entryPoints: [join(repoRoot, entry)],
    outfile: temporary,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'inline',
    metafile: true,
    logLevel: 'silent',
    plugins: [externalPackages(), keepImportMetaUrl(repoRoot)],
  })
  // The lockfile stands for the packages, imported by resolved path: an upgrade may move them.
  const inputs: Record<string, string> = {
    'package-lock.json': hashFile(join(repoRoot, 'package-lock.json')),
  }
  for (const input of Object.keys(result.metafile.inputs)) {
    const file = resolve(input)
    inputs[relative(repoRoot, file)] = hashFile(file)
  }
  renameSync(temporary, output)
  const manifest: Manifest = { inputs, output: hashFile(output) }
  const temporaryManifest = `${manifestFile}.${randomUUID()}.tmp`
  writeFileSync(temporaryManifest, `${JSON.stringify(manifest)}\n`)
  renameSync(temporaryManifest, manifestFile)
  return output
}

function inputsUnchanged(repoRoot: string, manifest: Manifest): boolean {
  return Object.entries(manifest.inputs).every(([path, hash]) => {
    const file = join(repoRoot, path)
    return existsSync(file) && hashFile(file) === hash
  })
}

function hashFile(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex')
}

/**
 * npm packages are imported at run time, by absolute path (a dependency of one workspace is not
 * always hoisted to the root node_modules); only the workspace's own TypeScript is compiled in.
 */
function externalPackages(): Plugin {
  return {
    name: 'external-packages',
    setup(esbuild) {
      esbuild.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.path.startsWith('@assent/') || args.pluginData === 'resolving') return undefined
        const resolved = await esbuild.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          pluginData: 'resolving',
        })
        if (resolved.errors.length > 0 || resolved.external) {
          return { path: args.path, external: true }
        }
        return { path: resolved.path, external: true }
      })
    },
  }
}

/**
 * Workspace code finds files next to itself through `import.meta.url` (the gateway's
 * migrations, the devnet's artifacts); in the compiled module each file keeps its own URL.
 */
function keepImportMetaUrl(repoRoot: string): Plugin {
  return {
    name: 'keep-import-meta-url',
    setup(esbuild) {
      esbuild.onLoad({ filter: /\.tsx?$/ }, (args) => {
        if (args.path.split(sep).includes('node_modules') || !args.path.startsWith(repoRoot)) {
          return undefined
        }
        const source = readFileSync(args.path, 'utf8')
        return {
          contents: source.replaceAll(
            'import.meta.url',
            JSON.stringify(pathToFileURL(args.path).href),
          ),
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        }
      })
    },
  }
}
