import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'

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

/** Files that never reach a bundle: editing them must not cost a rebuild. */
const NOT_AN_INPUT = /\.test\.tsx?$|\.md$/

/**
 * Builds a Vite app unless the output was built from exactly these inputs: same source
 * contents (tests and docs aside), lockfile, environment and output folder, and the output's
 * index.html is still the one that build wrote. Content hashes, not mtimes, so a touched file,
 * a checkout or an edited test does not rebuild. Resolves whether it built.
 */
export async function buildIfStale(repoRoot: string, target: BuildTarget): Promise<boolean> {
  const outDir = target.outDir ?? join(repoRoot, target.workspace, 'dist')
  const index = join(outDir, 'index.html')
  const inputs = buildInputsHash(repoRoot, target, outDir)
  if (existsSync(index) && existsSync(target.stampFile)) {
    const stamp = JSON.parse(readFileSync(target.stampFile, 'utf8')) as Partial<BuildStamp>
    if (stamp.inputs === inputs && stamp.output === sha256(readFileSync(index))) return false
  }

  const args = ['run', 'build', '-w', target.workspace]
  if (target.outDir) args.push('--', '--outDir', outDir, '--emptyOutDir')
  await run('npm', args, {
    cwd: repoRoot,
    // A test runner's NODE_ENV=test must not turn this into a development build.
    env: { ...process.env, NODE_ENV: 'production', ...target.env },
  })
  const stamp: BuildStamp = { inputs, output: sha256(readFileSync(index)) }
  mkdirSync(dirname(target.stampFile), { recursive: true })
  writeFileSync(target.stampFile, `${JSON.stringify(stamp)}\n`)
  return true
}

type BuildStamp = { inputs: string; output: string }

/** SHA-256 over the build's inputs: each source file's path and content, lockfile, env, outDir. */
export function buildInputsHash(repoRoot: string, target: BuildTarget, outDir: string): string {
  const hash = createHash('sha256')
  hash.update(JSON.stringify({ env: target.env, outDir }))
  const files = target.sources.flatMap((dir) => listInputs(join(repoRoot, dir)))
  files.push(join(repoRoot, 'package-lock.json'))
  for (const file of files.sort()) {
    hash.update(`\0${relative(repoRoot, file)}\0`)
    hash.update(readFileSync(file))
  }
  return hash.digest('hex')
}

function listInputs(path: string): string[] {
  if (!existsSync(path)) return []
  if (!statSync(path).isDirectory()) return NOT_AN_INPUT.test(path) ? [] : [path]
  return readdirSync(path)
    .filter((entry) => entry !== 'node_modules' && entry !== 'dist')
    .flatMap((entry) => listInputs(join(path, entry)))
}

function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex')
}

/** Runs a command quietly; on failure the error carries the end of its output. */
function run(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`)),
    )
  })
}
