import { existsSync } from 'node:fs'
import postgres from 'postgres'
import { describe, expect, it } from 'vitest'
import { SHARED_POSTGRES_PORT_ENV, startPostgres, startPostgresServer } from './startPostgres'

describe('startPostgres', () => {
  it('runs a throwaway server with an empty database, then removes it', async () => {
    // Outside a run with a shared server (a project's global setup may have started one).
    const shared = process.env[SHARED_POSTGRES_PORT_ENV]
    delete process.env[SHARED_POSTGRES_PORT_ENV]
    const pg = await startPostgres({ database: 'assent_probe' }).finally(() => {
      if (shared !== undefined) process.env[SHARED_POSTGRES_PORT_ENV] = shared
    })
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

describe('startPostgres on a run-wide shared server', () => {
  it('gives each caller its own fresh database and drops it on stop', async () => {
    const server = await startPostgresServer()
    const before = process.env[SHARED_POSTGRES_PORT_ENV]
    process.env[SHARED_POSTGRES_PORT_ENV] = String(server.port)
    const admin = postgres(`postgres://postgres@127.0.0.1:${server.port}/postgres`, {
      max: 1,
      onnotice: () => {},
    })
    const databases = async () =>
      (await admin<{ name: string }[]>`select datname as name from pg_database`).map((r) => r.name)
    try {
      const [a, b] = await Promise.all([
        startPostgres({ database: 'probe' }),
        startPostgres({ database: 'probe' }),
      ])
      expect(a.port).toBe(server.port)
      expect(a.database).not.toBe(b.database)
      expect(a.url).toBe(`postgres://postgres@127.0.0.1:${server.port}/${a.database}`)
      const sqlA = postgres(a.url, { max: 1, onnotice: () => {} })
      await sqlA`create table t (id int primary key)`
      // b is a separate database: a's table is not there.
      const sqlB = postgres(b.url, { max: 1, onnotice: () => {} })
      const [found] = await sqlB<
        { n: string }[]
      >`select count(*) as n from pg_tables where tablename = 't'`
      expect(found?.n).toBe('0')
      await sqlB.end()
      expect(await databases()).toEqual(expect.arrayContaining([a.database, b.database]))
      // Stopping drops it even while a connection is still open.
      await a.stop()
      await b.stop()
      await sqlA.end({ timeout: 1 })
      const left = await databases()
      expect(left).not.toContain(a.database)
      expect(left).not.toContain(b.database)
    } finally {
      if (before === undefined) delete process.env[SHARED_POSTGRES_PORT_ENV]
      else process.env[SHARED_POSTGRES_PORT_ENV] = before
      await admin.end()
      await server.stop()
    }
  })
})
