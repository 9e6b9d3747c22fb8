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
import { join } from 'node:path'
import { openDatabase } from '@assent/gateway'

/**
 * Gives a gateway that is about to start on a fresh data folder an already initialised and
 * migrated PGlite database, copied from a template (PGlite's initdb takes seconds of CPU;
 * copying its 30 MB takes a fraction of one). The template is made once per PGlite version and
 * set of migrations, under node_modules/.cache; the gateway still applies any newer migration
 * itself. Does nothing when `dir` already exists. Resolves whether it copied.
 */
export async function preparePgliteDir(repoRoot: string, dir: string): Promise<boolean> {
  if (existsSync(dir)) return false
  const template = await ensureTemplate(repoRoot)
  mkdirSync(join(dir, '..'), { recursive: true })
  cpSync(template, dir, { recursive: true })
  return true
}

async function ensureTemplate(repoRoot: string): Promise<string> {
  const cacheDir = join(repoRoot, 'node_modules/.cache/assent')
  const name = `pglite-${templateKey(repoRoot)}`
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
function templateKey(repoRoot: string): string {
  const hash = createHash('sha256')
  hash.update(readFileSync(join(repoRoot, 'node_modules/@electric-sql/pglite/package.json')))
  const migrations = join(repoRoot, 'apps/gateway/drizzle')
  for (const file of listFiles(migrations).sort()) {
    hash.update(`\0${file}\0`)
    hash.update(readFileSync(join(migrations, file)))
  }
  return hash.digest('hex').slice(0, 16)
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(dir, join(prefix, entry.name)) : [join(prefix, entry.name)],
  )
}
