import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'
import { addIntegrity } from './addIntegrity'
import { checkSri } from './checkSri'
import { sriHash } from './sriHash'

/**
 * Subresource Integrity for the production build (issue #8, "a build users can verify"):
 * after the files are written, index.html gets integrity attributes, an import map with the
 * hash of every chunk (covering lazily loaded ones) and a CSP allowing that map; then
 * checkSri re-reads the output from disk and fails the build on any gap.
 */
export function sriPlugin(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'assent:sri',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      handler(options, bundle) {
        const outDir = resolve(config.root, options.dir ?? config.build.outDir)
        if (!bundle['index.html']) return
        const integrity: Record<string, string> = {}
        for (const item of Object.values(bundle)) {
          if (!/\.(m?js|css)$/.test(item.fileName)) continue
          // Hash what is on disk: that is what the server sends.
          integrity[config.base + item.fileName] = sriHash(
            readFileSync(join(outDir, item.fileName)),
          )
        }
        const indexFile = join(outDir, 'index.html')
        writeFileSync(indexFile, addIntegrity(readFileSync(indexFile, 'utf8'), integrity))
        const problems = checkSri(outDir)
        if (problems.length > 0) {
          this.error(`Subresource Integrity check failed:\n  ${problems.join('\n  ')}`)
        }
      },
    },
  }
}
