import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { bumpDataVersion, readDataVersion } from './dataVersion'
import { executeRows } from './executeRows'
import { takeFreshTemplateCopy } from './freshTemplateCopies'
import { openDatabase } from './openDatabase'
import { preparePgliteDir } from './preparePgliteDir'

const migrationCount = readdirSync(join(import.meta.dirname, '../../drizzle')).filter((file) =>
  file.endsWith('.sql'),
).length

describe('PGlite template', () => {
  const folders: string[] = []
  const freshFolder = () => {
    const folder = mkdtempSync(join(tmpdir(), 'assent-template-'))
    folders.push(folder)
    return folder
  }
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true })
  })

  it('gives a fresh folder a database with every migration applied, each copy its own', async () => {
    const [first, second] = [freshFolder(), freshFolder()]
    // The first copy reads the template from disk and keeps it; the second is written from memory.
    expect(await preparePgliteDir(join(first, 'pglite'), { keepTemplateInMemory: true })).toBe(true)
    expect(await preparePgliteDir(join(second, 'pglite'))).toBe(true)
    expect(listTree(join(second, 'pglite'))).toEqual(listTree(join(first, 'pglite')))
    expect(listTree(join(first, 'pglite')).length).toBeGreaterThan(500)

    const a = await openDatabase({ dataDir: first })
    const b = await openDatabase({ dataDir: second })
    try {
      const applied = await executeRows<{ count: number }>(
        a.db,
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      )
      expect(applied).toEqual([{ count: migrationCount }])
      // A write to one copy is not in the other (nor in the template they came from).
      await bumpDataVersion(a.db, 5)
      expect(await readDataVersion(a.db, 5)).toBe(1)
      expect(await readDataVersion(b.db, 5)).toBe(0)
    } finally {
      await a.close()
      await b.close()
    }
  })

  it('spares the first open of a copy the vacuum the template already had, and only that one', async () => {
    const [opened, unopened] = [freshFolder(), freshFolder()]
    await preparePgliteDir(join(opened, 'pglite'))
    await preparePgliteDir(join(unopened, 'pglite'))
    // openDatabase takes the mark (and skips maintainPglite); a later open maintains as usual.
    const database = await openDatabase({ dataDir: opened })
    await database.close()
    expect(takeFreshTemplateCopy(join(opened, 'pglite'))).toBe(false)
    expect(takeFreshTemplateCopy(join(unopened, 'pglite'))).toBe(true)
    expect(takeFreshTemplateCopy(join(unopened, 'pglite'))).toBe(false)
  })

  it('leaves an existing database alone', async () => {
    const folder = freshFolder()
    const database = await openDatabase({ dataDir: folder })
    await bumpDataVersion(database.db, 6)
    await database.close()
    expect(await preparePgliteDir(join(folder, 'pglite'))).toBe(false)
    const reopened = await openDatabase({ dataDir: folder })
    try {
      expect(await readDataVersion(reopened.db, 6)).toBe(1)
    } finally {
      await reopened.close()
    }
    expect(existsSync(join(folder, 'pglite'))).toBe(true)
  })
})

/** Every file and folder under `root` with its size and permissions, sorted. */
function listTree(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((path) => {
      const stat = statSync(join(root, path))
      return `${path} ${stat.isDirectory() ? 'dir' : stat.size} ${(stat.mode & 0o777).toString(8)}`
    })
    .sort()
}
