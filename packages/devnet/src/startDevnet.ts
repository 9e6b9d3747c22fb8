import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { DEVNET_CHAIN_ID, DEVNET_DEFAULT_PORT, DEVNET_MNEMONIC } from './constants'
import { defaultDataDir } from './defaultDataDir'
import { resolveAnvilBinary } from './resolveAnvilBinary'

export type StartDevnetOptions = {
  /** RPC port; 0 picks a free one. Default: env DEVNET_PORT, else 8545. */
  port?: number
  /** Listen address. Default 127.0.0.1. */
  host?: string
  /**
   * Folder for anvil's `state.json` (loaded at start, dumped periodically and on exit).
   * Default: env DEVNET_DATA, else `<repo>/.data/devnet`. `null`: in-memory, nothing kept.
   */
  dataDir?: string | null
  /** Default 31337. */
  chainId?: number
  /** Interval mining in seconds; default: a block per transaction. */
  blockTime?: number
  /**
   * Unix seconds of the genesis block, used only when the chain is new (no state file).
   * A genesis in the past lets the seed spread its history over past days.
   */
  genesisTimestamp?: number
  /** Seconds between periodic state dumps (so a crash loses little). Default 5. */
  stateInterval?: number
  /** Print anvil's output to this process's stderr. Default false. */
  verbose?: boolean
  /** How long to wait for the RPC to answer. Default 20 s. */
  timeoutMs?: number
}

export type Devnet = {
  rpcUrl: string
  chainId: number
  port: number
  /** Path of the state file, or null for an in-memory chain. */
  statePath: string | null
  /** Stops anvil with SIGTERM and waits for it to exit (it dumps its state first). */
  stop: () => Promise<void>
}

/**
 * Starts the native anvil binary from `@foundry-rs/anvil` with the default test mnemonic and
 * resolves once its JSON-RPC answers.
 */
export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  const host = options.host ?? '127.0.0.1'
  const chainId = options.chainId ?? DEVNET_CHAIN_ID
  const port = options.port ?? Number(process.env.DEVNET_PORT ?? DEVNET_DEFAULT_PORT)
  const dataDir = options.dataDir === undefined ? defaultDataDir() : options.dataDir
  const args = ['--host', host, '--port', String(port), '--chain-id', String(chainId)]
  args.push('--mnemonic', DEVNET_MNEMONIC, '--accounts', '10')
  let statePath: string | null = null
  let fresh = true
  if (dataDir !== null) {
    mkdirSync(dataDir, { recursive: true })
    statePath = join(dataDir, 'state.json')
    fresh = !existsSync(statePath)
    args.push('--state', statePath, '--state-interval', String(options.stateInterval ?? 5))
  }
  if (fresh && options.genesisTimestamp !== undefined) {
    args.push('--timestamp', String(options.genesisTimestamp))
  }
  if (options.blockTime !== undefined) args.push('--block-time', String(options.blockTime))

  const child = spawn(resolveAnvilBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  // Never leave an orphan anvil behind if this process exits without calling stop().
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)

  const output: string[] = []
  const listening = waitForListening(child, output, options.verbose ?? false)
  let boundPort: number
  try {
    boundPort = await withTimeout(listening, options.timeoutMs ?? 20_000, () => output.join(''))
  } catch (error) {
    process.removeListener('exit', killOnExit)
    child.kill('SIGKILL')
    await exited
    throw error
  }
  const rpcUrl = `http://${host.includes(':') ? `[${host}]` : host}:${boundPort}`
  await waitForRpc(rpcUrl, chainId)

  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= (async () => {
      process.removeListener('exit', killOnExit)
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        // A large state dump can take a moment; never hang a test run forever.
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
        await exited
        clearTimeout(timer)
      }
    })()
    return stopping
  }
  return { rpcUrl, chainId, port: boundPort, statePath, stop }
}

function waitForListening(child: ChildProcess, output: string[], verbose: boolean) {
  return new Promise<number>((resolve, reject) => {
    let buffered = ''
    const onData = (chunk: Buffer) => {
      const text = chunk.toString()
      if (verbose) process.stderr.write(text)
      // Keep only the recent output, for error messages.
      output.push(text)
      if (output.length > 50) output.shift()
      buffered += text
      const match = /Listening on [^\s]*:(\d+)/.exec(buffered)
      if (match) {
        buffered = ''
        resolve(Number(match[1]))
      } else if (buffered.length > 10_000) {
        buffered = buffered.slice(-200)
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('error', reject)
    child.once('exit', (code, signal) =>
      reject(new Error(`anvil exited early (${signal ?? code}):\n${output.join('')}`)),
    )
  })
}

async function waitForRpc(rpcUrl: string, chainId: number) {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      const body = (await response.json()) as { result?: string }
      if (body.result !== undefined && Number(body.result) === chainId) return
      throw new Error(`unexpected eth_chainId answer ${JSON.stringify(body)}`)
    } catch (error) {
      if (attempt >= 100) throw error
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, detail: () => string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`anvil did not start within ${ms} ms:\n${detail()}`)),
      ms,
    )
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}
