import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, describe, expect, it } from 'vitest'

const cliPath = fileURLToPath(new URL('./cli.ts', import.meta.url))
/**
 * Ceilings, not waits: each returns as soon as the CLI is ready or gone. A start (tsx, anvil,
 * seeding the demo world) takes 10–20 s on a 2-core machine and over a minute with the load at
 * 20, so they are generous; a CLI that hangs still fails, with its output.
 */
const READY_WITHIN_MS = 180_000
const EXIT_WITHIN_MS = 60_000

type CliRun = { child: ChildProcess; output: () => string; exited: Promise<number | null> }
const runs: CliRun[] = []

function runCli(dataDir: string): CliRun {
  // node --import tsx: one process, so the signal reaches the CLI itself.
  const child = spawn(process.execPath, ['--import', 'tsx', cliPath], {
    env: { ...process.env, DEVNET_DATA: dataDir, DEVNET_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const run = { child, output: () => output, exited }
  runs.push(run)
  return run
}

/** Resolves with the printed text once the CLI says it is ready; rejects if it exits first. */
function waitForReady(run: CliRun): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`CLI not ready within ${READY_WITHIN_MS} ms:\n${run.output()}`)),
      READY_WITHIN_MS,
    )
    const check = () => {
      if (!run.output().includes('Devnet ready.')) return
      clearTimeout(timer)
      resolve(run.output())
    }
    run.child.stdout?.on('data', check)
    run.exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`CLI exited (${code}) before it was ready:\n${run.output()}`))
    })
    check()
  })
}

/** The exit code once the CLI has stopped after a signal. */
async function exitCode(run: CliRun): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`CLI still running ${EXIT_WITHIN_MS} ms after the signal`)),
      EXIT_WITHIN_MS,
    )
  })
  try {
    return await Promise.race([run.exited, hung])
  } finally {
    clearTimeout(timer)
  }
}

describe('npm run devnet (cli.ts)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'assent-cli-'))
  // A failed test must not leave a CLI (and its anvil) running: SIGTERM lets it stop anvil.
  afterEach(async () => {
    for (const run of runs.splice(0)) {
      if (run.child.exitCode === null && run.child.signalCode === null) {
        run.child.kill('SIGTERM')
        await run.exited
      }
    }
  })
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('seeds, prints the demo Safes and test keys, stops on SIGINT and keeps state for the next start', {
    timeout: 2 * (READY_WITHIN_MS + EXIT_WITHIN_MS),
  }, async () => {
    const first = runCli(dataDir)
    const printed = await waitForReady(first)
    expect(printed).toContain('Demo world:    seeded now')
    const multisig = /2-of-3 {2}(0x[0-9a-fA-F]{40})/.exec(printed)?.[1]
    expect(multisig).toBeDefined()
    expect(printed).toContain('TEST KEYS')
    expect(printed).toContain('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
    first.child.kill('SIGINT')
    expect(await exitCode(first)).toBe(0)
    expect(existsSync(join(dataDir, 'state.json'))).toBe(true)
    expect(existsSync(join(dataDir, 'demo.json'))).toBe(true)

    const second = runCli(dataDir)
    const again = await waitForReady(second)
    expect(again).toContain('already seeded')
    expect(again).toContain(`2-of-3  ${multisig}`)
    expect(again).toContain('nonce 8')
    second.child.kill('SIGTERM')
    expect(await exitCode(second)).toBe(0)
  })
})
