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
  /** Drops the database; a server of its own is stopped and its data folder deleted. */
  stop: () => Promise<void>
}

/** The variable through which a run's one shared server reaches every test worker. */
export const SHARED_POSTGRES_PORT_ENV = 'ASSENT_TEST_POSTGRES_PORT'

let databasesCreated = 0

/**
 * A throwaway PostgreSQL database. Inside a test run whose global setup started a shared server
 * (`postgresGlobalSetup`), a fresh database on it: creating one takes milliseconds, where
 * initdb and a server start took seconds of CPU per test file. Elsewhere, a server of its own.
 */
export async function startPostgres(options: { database?: string } = {}): Promise<TestPostgres> {
  const sharedPort = Number(process.env[SHARED_POSTGRES_PORT_ENV] ?? Number.NaN)
  if (Number.isInteger(sharedPort) && sharedPort > 0) {
    // Unique across workers and files of the run: the name carries the worker's pid.
    databasesCreated += 1
    const database = `${options.database ?? 'assent_test'}_${process.pid}_${databasesCreated}`
    await createDatabase(sharedPort, database)
    return {
      url: `postgres://postgres@127.0.0.1:${sharedPort}/${database}`,
      port: sharedPort,
      database,
      stop: once(() => dropDatabase(sharedPort, database)),
    }
  }
  const server = await startPostgresServer()
  const database = options.database ?? 'assent_test'
  try {
    await createDatabase(server.port, database)
  } catch (error) {
    await server.stop()
    throw error
  }
  return {
    url: `postgres://postgres@127.0.0.1:${server.port}/${database}`,
    port: server.port,
    database,
    stop: server.stop,
  }
}

export type PostgresServer = {
  port: number
  /** Stops the server (fast shutdown) and deletes its data folder. */
  stop: () => Promise<void>
}

/**
 * A PostgreSQL server (Debian's binaries under /usr/lib/postgresql/<v>/bin, or PG_BIN) on a
 * free 127.0.0.1 port, data and unix socket in a new temp folder, tuned for tests (no fsync).
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` OS user (setpriv) on
 * a folder chowned to it.
 */
export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = findPostgresBin()
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
          // A shared server holds every gateway file's pools at once.
          '-c',
          'max_connections=300',
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
      const stop = once(async () => {
        process.removeListener('exit', killOnExit)
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGINT') // fast shutdown
          await exited
        }
        rmSync(dir, { recursive: true, force: true })
      })
      return { port, stop }
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
}

/** Runs one of PostgreSQL's client programs against the server on `port` as `postgres`. */
async function runClientProgram(program: string, port: number, args: string[]): Promise<void> {
  const bin = findPostgresBin()
  await run(join(bin, program), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', ...args])
}

function createDatabase(port: number, database: string): Promise<void> {
  return runClientProgram('createdb', port, [database])
}

function dropDatabase(port: number, database: string): Promise<void> {
  // --force ends the connections a stopped gateway's pool may still hold.
  return runClientProgram('dropdb', port, ['--force', '--if-exists', database])
}

function once(action: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined
  return () => {
    running ??= action()
    return running
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
