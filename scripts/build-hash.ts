/**
 * One SHA-256 over a built folder, so a user can compare what a server sends with a release:
 *
 *   npm run build:hash [-- path/to/dist]      (default apps/web/dist)
 *   npm run build:verify                      builds apps/web twice from this commit into
 *                                             fresh folders and fails unless both hash alike
 *
 * Algorithm (docs/VERIFY.md): list every regular file below the folder by its path relative to
 * it, with `/` separators, sorted by the bytes of the UTF-8 path; write one line per file,
 * `<sha256 hex of the file>  <path>\n` (two spaces — exactly `sha256sum`'s output); the build
 * hash is the SHA-256 hex of that text. Same as:
 *   cd dist && find . -type f -printf '%P\n' | LC_ALL=C sort | xargs -d '\n' sha256sum | sha256sum
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

export type BuildHash = { hash: string; manifest: string; files: Map<string, string> }

/** The build hash of `dir` and the per-file manifest it is computed from. */
export function hashBuild(dir: string): BuildHash {
  const files = new Map<string, string>()
  const paths = listFiles(dir)
    .map((file) => relative(dir, file).split(sep).join('/'))
    .sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)))
  for (const path of paths) {
    files.set(
      path,
      createHash('sha256')
        .update(readFileSync(join(dir, path)))
        .digest('hex'),
    )
  }
  const manifest = [...files].map(([path, hash]) => `${hash}  ${path}\n`).join('')
  return { hash: createHash('sha256').update(manifest).digest('hex'), manifest, files }
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    const stat = statSync(path)
    return stat.isDirectory() ? listFiles(path) : stat.isFile() ? [path] : []
  })
}

/** Builds apps/web into a fresh folder (same env as the caller) and returns the folder. */
function buildInto(repoRoot: string, parent: string, name: string): string {
  const outDir = join(parent, name)
  const result = spawnSync(
    'npm',
    ['run', 'build', '-w', 'apps/web', '--', '--outDir', outDir, '--emptyOutDir'],
    { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'], env: process.env },
  )
  if (result.status !== 0) throw new Error(`build into ${outDir} failed`)
  return outDir
}

/** Two clean builds must be byte-identical and free of this machine's absolute paths. */
function verify(repoRoot: string): boolean {
  const parent = mkdtempSync(join(tmpdir(), 'assent-build-verify-'))
  try {
    const a = hashBuild(buildInto(repoRoot, parent, 'a'))
    const b = hashBuild(buildInto(repoRoot, parent, 'b'))
    let ok = true
    for (const path of new Set([...a.files.keys(), ...b.files.keys()])) {
      if (a.files.get(path) !== b.files.get(path)) {
        console.error(`differs: ${path}`)
        ok = false
      }
    }
    for (const path of a.files.keys()) {
      const text = readFileSync(join(parent, 'a', path)).toString('latin1')
      for (const leak of [repoRoot, parent, tmpdir()]) {
        if (text.includes(leak)) {
          console.error(`${path} contains the absolute path ${leak}`)
          ok = false
        }
      }
    }
    console.log(`build A ${a.hash} (${a.files.size} files)`)
    console.log(`build B ${b.hash} (${b.files.size} files)`)
    console.log(ok ? 'reproducible: both builds are byte-identical' : 'NOT reproducible')
    return ok
  } finally {
    rmSync(parent, { recursive: true, force: true })
  }
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  const repoRoot = resolve(fileURLToPath(import.meta.url), '../..')
  const args = process.argv.slice(2)
  if (args.includes('--verify')) {
    process.exit(verify(repoRoot) ? 0 : 1)
  } else {
    const dir = resolve(args.find((a) => !a.startsWith('--')) ?? join(repoRoot, 'apps/web/dist'))
    if (!existsSync(join(dir, 'index.html'))) {
      console.error(`No build in ${dir}: run \`npm run build\` first.`)
      process.exit(1)
    }
    const { hash, manifest } = hashBuild(dir)
    if (args.includes('--manifest')) process.stdout.write(manifest)
    console.log(hash)
  }
}
