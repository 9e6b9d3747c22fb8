import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bumpDataVersion, readDataVersion } from './dataVersion'
import { type Database, openDatabase } from './openDatabase'

describe('data versions on PGlite (remembered in memory)', () => {
  let dataDir: string
  let database: Database
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'assent-data-version-'))
    database = await openDatabase({ dataDir })
  })
  afterAll(async () => {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('starts at 0 and counts committed bumps per chain', async () => {
    const { db } = database
    expect(await readDataVersion(db, 7)).toBe(0)
    await bumpDataVersion(db, 7)
    await db.transaction((tx) => bumpDataVersion(tx, 7))
    expect(await readDataVersion(db, 7)).toBe(2)
    expect(await readDataVersion(db, 8)).toBe(0)
  })

  it('a read during a writing transaction answers with its commit, never the old value after', async () => {
    const { db } = database
    const before = await readDataVersion(db, 9)
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    let bumped = () => {}
    const inside = new Promise<void>((resolve) => {
      bumped = resolve
    })
    const writing = db.transaction(async (tx) => {
      await bumpDataVersion(tx, 9)
      bumped()
      await held
    })
    await inside
    const reading = readDataVersion(db, 9)
    release()
    await writing
    expect(await reading).toBe(before + 1)
    expect(await readDataVersion(db, 9)).toBe(before + 1)
  })

  it('a rolled back bump leaves the version as it was', async () => {
    const { db } = database
    const before = await readDataVersion(db, 10)
    await expect(
      db.transaction(async (tx) => {
        await bumpDataVersion(tx, 10)
        throw new Error('abort')
      }),
    ).rejects.toThrow('abort')
    expect(await readDataVersion(db, 10)).toBe(before)
  })
})
