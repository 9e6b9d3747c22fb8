/**
 * `npm run build:cli -w packages/verify` writes dist/assent-verify.mjs: the whole command
 * (src/main.ts, the workspace packages, viem, EthereumJS…) in one ES module that needs only
 * Node, so it runs where nothing else is installed.
 */
import { statSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Metafile } from 'esbuild'

/** Parameters of `buildCli`: where to write the bundle (relative to the package folder). */
export type BuildCliParameters = { outFile: string }

/** What `buildCli` answers: the file written, its size, and esbuild's list of its inputs. */
export type BuildCliReturnType = { outFile: string; bytes: number; metafile: Metafile }

/** The oldest Node the bundle runs on: the repository's `engines`, and the build's target. */
export const OLDEST_NODE = '20.19'

/** The package folder: esbuild's metafile paths are relative to it. */
export const PACKAGE_DIR = resolve(import.meta.dirname, '..')

// Some bundled CommonJS (debug, in EthereumJS) requires Node builtins; an ES module has no
// `require`, so the bundle makes one. The shebang lets the file run as the installed bin.
const BANNER = [
  '#!/usr/bin/env node',
  "import { createRequire as assentCreateRequire } from 'node:module';",
  'const require = assentCreateRequire(import.meta.url);',
].join('\n')

/**
 * Bundles src/main.ts with every dependency into one ES module for Node 20.19+. Only Node's
 * builtins stay imports: the file must run from a folder with no node_modules at all.
 * @example const { bytes } = await buildCli({ outFile: 'dist/assent-verify.mjs' })
 */
export async function buildCli({ outFile }: BuildCliParameters): Promise<BuildCliReturnType> {
  const file = resolve(PACKAGE_DIR, outFile)
  const result = await build({
    absWorkingDir: PACKAGE_DIR,
    entryPoints: ['src/main.ts'],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${OLDEST_NODE}`,
    banner: { js: BANNER },
    // ws (viem's WebSocket transport, unused here) tries these native add-ons in a try and
    // falls back to JavaScript: left out, no native loader is bundled.
    external: ['bufferutil', 'utf-8-validate'],
    // Not minified: a signer can read what the file does, and stack traces name functions.
    metafile: true,
    logLevel: 'warning',
  })
  return { outFile: file, bytes: statSync(file).size, metafile: result.metafile }
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  const { outFile, bytes } = await buildCli({
    outFile: resolve(PACKAGE_DIR, 'dist/assent-verify.mjs'),
  })
  console.log(`${outFile} (${Math.round(bytes / 1024)} KB)`)
}
