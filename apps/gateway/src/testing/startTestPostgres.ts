import { execFile } from 'node:child_process'
import { chownSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { findFreePort } from '@assent/test'
import postgres from 'postgres'

const run = promisify(execFile)
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'

export type TestPostgres = {
  /** A fresh, empty database on the throwaway cluster. */
  createDatabase(): Promise<string>
  stop(): Promise<void>
}

/**
 * A throwaway PostgreSQL cluster (initdb + pg_ctl on a free port, trust auth, in a temp folder).
 * PostgreSQL refuses to run as root, so as root the cluster runs as the `postgres` user.
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'assent-pg-'))
  const asRoot = process.getuid?.() === 0
  const exec = (bin: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(BIN, bin), ...args])
      : run(join(BIN, bin), args)
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres'])
    const { stdout: gid } = await run('id', ['-g', 'postgres'])
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()))
  }
  const data = join(dir, 'data')
  await exec('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'])
  const port = await findFreePort()
  await exec('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ])
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`
  let counter = 0
  return {
    async createDatabase() {
      const name = `gateway_${process.pid}_${++counter}`
      const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
      try {
        await admin.unsafe(`create database ${name}`)
      } finally {
        await admin.end()
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`
    },
    async stop() {
      await exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {})
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
