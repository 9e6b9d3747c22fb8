import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { markFreshTemplateCopy } from './freshTemplateCopies'
import { openDatabase } from './openDatabase'

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url))
/** PGlite's folder in node_modules (its exports do not include package.json). */
const pgliteDir = packageRoot(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
const pglitePackageJson = join(pgliteDir, 'package.json')
/** node_modules/.cache/assent of the install that holds PGlite. */
const cacheDir = join(pgliteDir, '../../.cache/assent')

function packageRoot(entry: string): string {
  let dir = dirname(entry)
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir)
    if (parent === dir) throw new Error(`No package.json above ${entry}`)
    dir = parent
  }
  return dir
}

/** Options of `preparePgliteDir`. */
export type PreparePgliteDirOptions = {
  /**
   * Keep the template's files in memory for the next call (about 30 MB). Worth it in a process
   * that starts many gateways (tests): writing 1,100 small files from memory takes about a
   * third of the CPU of reading and writing them each time.
   */
  keepTemplateInMemory?: boolean
}

/**
 * Gives a gateway that is about to start on a fresh data folder an already initialised and
 * migrated PGlite database, copied from a template (PGlite's initdb and the migrations take a
 * second or more of CPU; copying its 30 MB takes a fraction of one). The template is made once
 * per PGlite version and set of migrations, under node_modules/.cache/assent; the gateway still
 * applies any newer migration itself. Used by `npm start`, the browser suites' stack and the
 * test gateways. Does nothing when `dir` already exists. Resolves whether it copied.
 */
export async function preparePgliteDir(
  dir: string,
  options: PreparePgliteDirOptions = {},
): Promise<boolean> {
  if (existsSync(dir)) return false
  const template = await ensureTemplate()
  const files = kept?.template === template ? kept.files : readTree(template)
  kept = options.keepTemplateInMemory ? { template, files } : undefined
  mkdirSync(join(dir, '..'), { recursive: true })
  writeTree(dir, files)
  markFreshTemplateCopy(dir)
  return true
}

/** A folder's content in memory: folders before what they hold, with their permissions. */
type TreeEntry = { path: string; mode: number; data?: Buffer }

let kept: { template: string; files: TreeEntry[] } | undefined

function readTree(root: string, prefix = ''): TreeEntry[] {
  const here = join(root, prefix)
  const entries: TreeEntry[] = [{ path: prefix, mode: statSync(here).mode & 0o777 }]
  for (const entry of readdirSync(here, { withFileTypes: true })) {
    const path = join(prefix, entry.name)
    if (entry.isDirectory()) entries.push(...readTree(root, path))
    else {
      const mode = statSync(join(root, path)).mode & 0o777
      entries.push({ path, mode, data: readFileSync(join(root, path)) })
    }
  }
  return entries
}

/** Writes `entries` under `dir` (which must not exist yet). */
function writeTree(dir: string, entries: readonly TreeEntry[]) {
  for (const entry of entries) {
    const target = join(dir, entry.path)
    if (entry.data) writeFileSync(target, entry.data, { mode: entry.mode, flag: 'wx' })
    else mkdirSync(target, { mode: entry.mode })
  }
}

async function ensureTemplate(): Promise<string> {
  const name = `pglite-${templateKey()}`
  const template = join(cacheDir, name)
  if (existsSync(template)) return template
  mkdirSync(cacheDir, { recursive: true })
  const work = mkdtempSync(join(cacheDir, 'making-'))
  try {
    const database = await openDatabase({ dataDir: work })
    await database.close()
    // Atomic: a concurrent start either sees no template or a complete one.
    renameSync(join(work, 'pglite'), template)
  } catch (error) {
    // Another process made it first: use theirs.
    if (!existsSync(template)) throw error
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
  for (const entry of readdirSync(cacheDir)) {
    if (entry.startsWith('pglite-') && entry !== name) {
      rmSync(join(cacheDir, entry), { recursive: true, force: true })
    }
  }
  return template
}

/** Changes with the PGlite version and with any migration file. */
function templateKey(): string {
  const hash = createHash('sha256')
  hash.update(readFileSync(pglitePackageJson))
  for (const file of listFiles(migrationsFolder).sort()) {
    hash.update(`\0${file}\0`)
    hash.update(readFileSync(join(migrationsFolder, file)))
  }
  return hash.digest('hex').slice(0, 16)
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(dir, join(prefix, entry.name)) : [join(prefix, entry.name)],
  )
}
