import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { findFreePort } from './findFreePort'

const run = promisify(execFile)

export type TestPostgres = {
  /** postgres://postgres@127.0.0.1:<port>/<database> (trust auth, no password). */
  url: string
  port: number
  database: string
  /** Stops the server and deletes its data folder. */
  stop: () => Promise<void>
}

/**
 * A throwaway PostgreSQL server (Debian's binaries under /usr/lib/postgresql/<v>/bin, or
 * PG_BIN) on a free 127.0.0.1 port, data and unix socket in a new temp folder, with one
 * empty database. PostgreSQL refuses to run as root, so as root it runs as the `postgres`
 * OS user (setpriv) on a folder chowned to it.
 */
export async function startPostgres(options: { database?: string } = {}): Promise<TestPostgres> {
  const bin = findPostgresBin()
  const database = options.database ?? 'assent_test'
  const dir = mkdtempSync(join(tmpdir(), 'assent-pg-'))
  const dataDir = join(dir, 'data')
  const asUser = process.getuid?.() === 0 ? await postgresUser(dir) : undefined
  const command = (program: string, args: string[]): [string, string[]] =>
    asUser
      ? [
          'setpriv',
          [
            `--reuid=${asUser.uid}`,
            `--regid=${asUser.gid}`,
            '--init-groups',
            join(bin, program),
            ...args,
          ],
        ]
      : [join(bin, program), args]
  try {
    await run(
      ...command('initdb', [
        '-D',
        dataDir,
        '-U',
        'postgres',
        '--auth=trust',
        '-E',
        'UTF8',
        '--no-sync',
        '--no-instructions',
      ]),
      { env: { ...process.env, LC_ALL: 'C' } },
    )
    // A port picked just before binding can be taken meanwhile: try a few.
    for (let attempt = 1; ; attempt++) {
      const port = await findFreePort()
      const child = spawn(
        ...command('postgres', [
          '-D',
          dataDir,
          '-p',
          String(port),
          '-k',
          dir,
          '-c',
          'listen_addresses=127.0.0.1',
          '-c',
          'fsync=off',
          '-c',
          'synchronous_commit=off',
          '-c',
          'full_page_writes=off',
        ]),
        { stdio: ['ignore', 'pipe', 'pipe'] },
      )
      const killOnExit = () => child.kill('SIGKILL')
      process.once('exit', killOnExit)
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
      try {
        await waitForReady(child)
      } catch (error) {
        process.removeListener('exit', killOnExit)
        child.kill('SIGKILL')
        await exited
        if (attempt < 3) continue
        throw error
      }
      await run(join(bin, 'createdb'), [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
        database,
      ])
      let stopping: Promise<void> | undefined
      const stop = () => {
        stopping ??= (async () => {
          process.removeListener('exit', killOnExit)
          if (child.exitCode === null && child.signalCode === null) {
            child.kill('SIGINT') // fast shutdown
            await exited
          }
          rmSync(dir, { recursive: true, force: true })
        })()
        return stopping
      }
      return { url: `postgres://postgres@127.0.0.1:${port}/${database}`, port, database, stop }
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
}

function findPostgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  const newest = versions[0]
  if (!newest) {
    throw new Error(
      'PostgreSQL server binaries not found (apt-get install postgresql) or set PG_BIN',
    )
  }
  return join(root, newest, 'bin')
}

async function postgresUser(dir: string): Promise<{ uid: number; gid: number }> {
  const { stdout: uid } = await run('id', ['-u', 'postgres'])
  const { stdout: gid } = await run('id', ['-g', 'postgres'])
  const ids = { uid: Number(uid.trim()), gid: Number(gid.trim()) }
  chownSync(dir, ids.uid, ids.gid)
  return ids
}

function waitForReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let log: string | null = ''
    const timer = setTimeout(() => reject(new Error(`postgres did not start:\n${log}`)), 20_000)
    const onData = (chunk: Buffer) => {
      if (log === null) return // ready: ignore the server's later log lines
      log += chunk.toString()
      if (log.includes('database system is ready to accept connections')) {
        clearTimeout(timer)
        log = null
        resolve()
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`postgres exited (${code}):\n${log}`))
    })
  })
}
