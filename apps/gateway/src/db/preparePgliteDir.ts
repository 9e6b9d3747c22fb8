import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
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

/**
 * Gives a gateway that is about to start on a fresh data folder an already initialised and
 * migrated PGlite database, copied from a template (PGlite's initdb and the migrations take a
 * second or more of CPU; copying its 30 MB takes a fraction of one). The template is made once
 * per PGlite version and set of migrations, under node_modules/.cache/assent; the gateway still
 * applies any newer migration itself. Used by `npm start`, the browser suites' stack and the
 * test gateways. Does nothing when `dir` already exists. Resolves whether it copied.
 */
export async function preparePgliteDir(dir: string): Promise<boolean> {
  if (existsSync(dir)) return false
  const template = await ensureTemplate()
  mkdirSync(join(dir, '..'), { recursive: true })
  cpSync(template, dir, { recursive: true })
  return true
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
