import { type ChildProcess, spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { compileCached, findFreePort } from '@assent/test'

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..')

export type SpawnedGateway = {
  url: string
  port: number
  child: ChildProcess
  /** Everything the process wrote to stderr and (when logging) stdout, for failure messages. */
  output(): string
  /** SIGKILL: no shutdown hook runs, like a crash or an OOM kill. */
  kill9(): Promise<void>
  /** SIGTERM and wait for the graceful stop. */
  stop(): Promise<void>
}

/**
 * Runs the real gateway entry (`src/main.ts`, compiled once by esbuild and then run by plain
 * node: under tsx each start cost ~5 CPU-s more) as its own OS process, configured
 * by the environment like `npm start -w apps/gateway`, and resolves once `/health` answers.
 * A separate process is what crash tests need (kill -9) and keeps load generators from
 * sharing the server's event loop in benchmarks.
 */
export async function spawnGateway(p: {
  rpcPort: number
  dataDir: string
  databaseUrl?: string | undefined
  logLevel?: string
  port?: number
  timeoutMs?: number
  /** Extra node flags, e.g. `--cpu-prof` when profiling (not allowed in NODE_OPTIONS). */
  nodeArgs?: string[]
  /** Extra environment, e.g. `RESPONSE_CACHE_MB`. */
  env?: Record<string, string>
}): Promise<SpawnedGateway> {
  const port = p.port ?? (await findFreePort())
  // Node itself runs the server (no launcher in between): the pid is the server's, so SIGKILL
  // hits it and /proc CPU readings are its own.
  const mainModule = await compileCached(repoRoot, 'apps/gateway/src/main.ts')
  const child = spawn(process.execPath, [...(p.nodeArgs ?? []), mainModule], {
    env: {
      ...process.env,
      GATEWAY_HOST: '127.0.0.1',
      GATEWAY_PORT: String(port),
      GATEWAY_DATA: p.dataDir,
      DATABASE_URL: p.databaseUrl ?? '',
      DEVNET_PORT: String(p.rpcPort),
      CHAINS_CONFIG: '',
      LOG_LEVEL: p.logLevel ?? 'warn',
      ...p.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + (p.timeoutMs ?? 60_000)
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      process.removeListener('exit', killOnExit)
      throw new Error(`gateway exited during start (${child.exitCode}):\n${output}`)
    }
    const healthy = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (healthy) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      await exited
      process.removeListener('exit', killOnExit)
      throw new Error(`gateway did not answer /health:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    await exited
    process.removeListener('exit', killOnExit)
  }
  return {
    url,
    port,
    child,
    output: () => output,
    kill9: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  }
}
