import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const cliPath = fileURLToPath(new URL('./cli.ts', import.meta.url))

type CliRun = { child: ChildProcess; output: () => string; exited: Promise<number | null> }

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
  return { child, output: () => output, exited }
}

async function waitForReady(run: CliRun): Promise<string> {
  const deadline = Date.now() + 60_000
  while (!run.output().includes('Devnet ready.')) {
    if (run.child.exitCode !== null) throw new Error(`CLI exited:\n${run.output()}`)
    if (Date.now() > deadline) throw new Error(`CLI not ready:\n${run.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return run.output()
}

describe('npm run devnet (cli.ts)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'assent-cli-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('seeds, prints the demo Safes and test keys, stops on SIGINT and keeps state for the next start', async () => {
    const first = runCli(dataDir)
    const printed = await waitForReady(first)
    expect(printed).toContain('Demo world:    seeded now')
    const multisig = /2-of-3 {2}(0x[0-9a-fA-F]{40})/.exec(printed)?.[1]
    expect(multisig).toBeDefined()
    expect(printed).toContain('TEST KEYS')
    expect(printed).toContain('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
    first.child.kill('SIGINT')
    expect(await first.exited).toBe(0)
    expect(existsSync(join(dataDir, 'state.json'))).toBe(true)
    expect(existsSync(join(dataDir, 'demo.json'))).toBe(true)

    const second = runCli(dataDir)
    const again = await waitForReady(second)
    expect(again).toContain('already seeded')
    expect(again).toContain(`2-of-3  ${multisig}`)
    expect(again).toContain('nonce 8')
    second.child.kill('SIGTERM')
    expect(await second.exited).toBe(0)
  })
})
