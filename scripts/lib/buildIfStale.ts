import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

export type BuildTarget = {
  /** Workspace folder, e.g. apps/web. */
  workspace: string
  /** Folders whose sources feed the build. */
  sources: string[]
  /** Build-time environment (VITE_*): a change forces a rebuild. */
  env: Record<string, string>
  /** Where the stamp of the last build is kept. */
  stampFile: string
  /** Output folder (default <workspace>/dist). */
  outDir?: string
}

/**
 * Builds a Vite app when its output is missing, older than any source, or was built with other
 * environment values. Returns whether it built.
 */
export function buildIfStale(repoRoot: string, target: BuildTarget): boolean {
  const outDir = target.outDir ?? join(repoRoot, target.workspace, 'dist')
  const index = join(outDir, 'index.html')
  const wanted = JSON.stringify({ env: target.env, outDir })
  const stamp = existsSync(target.stampFile) ? readFileSync(target.stampFile, 'utf8') : ''
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0
  const newestSource = Math.max(...target.sources.map((dir) => newestMtime(join(repoRoot, dir))))
  if (builtAt > newestSource && stamp === wanted) return false

  const args = ['run', 'build', '-w', target.workspace]
  if (target.outDir) args.push('--', '--outDir', outDir, '--emptyOutDir')
  const result = spawnSync('npm', args, {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    // A test runner's NODE_ENV=test must not turn this into a development build.
    env: { ...process.env, NODE_ENV: 'production', ...target.env },
  })
  if (result.status !== 0) throw new Error(`Building ${target.workspace} failed`)
  mkdirSync(dirname(target.stampFile), { recursive: true })
  writeFileSync(target.stampFile, wanted)
  return true
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue
    newest = Math.max(newest, newestMtime(join(path, entry)))
  }
  return newest
}
