import { existsSync } from 'node:fs'
import postgres from 'postgres'
import { describe, expect, it } from 'vitest'
import { startPostgres } from './startPostgres'

describe('startPostgres', () => {
  it('runs a throwaway server with an empty database, then removes it', async () => {
    const pg = await startPostgres({ database: 'assent_probe' })
    let socketDir: string | undefined
    try {
      expect(pg.url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/assent_probe$/)
      const sql = postgres(pg.url, { max: 1, onnotice: () => {} })
      try {
        const [row] = await sql<{ one: number }[]>`select 1 as one`
        expect(row?.one).toBe(1)
        const [db] = await sql<{ name: string }[]>`select current_database() as name`
        expect(db?.name).toBe('assent_probe')
        await sql`create table t (id int primary key)`
        await sql`insert into t values (1), (2)`
        const [count] = await sql<{ n: string }[]>`select count(*) as n from t`
        expect(count?.n).toBe('2')
        const [dir] = await sql<
          { setting: string }[]
        >`select current_setting('unix_socket_directories') as setting`
        socketDir = dir?.setting
      } finally {
        await sql.end()
      }
      expect(socketDir && existsSync(socketDir)).toBe(true)
    } finally {
      await pg.stop()
    }
    expect(existsSync(socketDir!)).toBe(false)
    const after = postgres(pg.url, { max: 1, connect_timeout: 2 })
    await expect(after`select 1`).rejects.toThrow()
    await after.end()
  })
})
