import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { launchChromium, type TestChromium } from '@assent/test'
import type { BenchModule, BenchRow } from '../bench'
import { median, repoRoot } from './_webStack'

const PORTS = {
  DEVNET_PORT: '48545',
  GATEWAY_PORT: '48787',
  WEB_PORT: '45173',
  DEMO_APP_PORT: '45174',
}
const RUNS = 3

/** Runs `npm start` on `dataDir` until the welcome page is usable; returns seconds and stops it. */
async function startOnce(dataDir: string, chromium: TestChromium): Promise<number> {
  const started = performance.now()
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: { ...process.env, ...PORTS, ASSENT_DATA: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  try {
    await new Promise<void>((resolve, reject) => {
      let output = ''
      const onData = (chunk: Buffer) => {
        output += chunk.toString()
        if (output.includes('Assent is running')) resolve()
      }
      child.stdout?.on('data', onData)
      child.stderr?.on('data', onData)
      child.once('exit', (code) => reject(new Error(`npm start exited (${code}):\n${output}`)))
    })
    const page = await chromium.newPage()
    await page.goto(`http://127.0.0.1:${PORTS.WEB_PORT}/`)
    await page.getByRole('heading', { name: 'Welcome to Assent' }).waitFor({ timeout: 30_000 })
    const seconds = (performance.now() - started) / 1000
    await page.context().close()
    return seconds
  } finally {
    await stop(child)
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || !child.pid) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  process.kill(-child.pid, 'SIGINT')
  const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 15_000)
  await exited
  clearTimeout(timer)
}

/**
 * `npm start` cold (fresh ASSENT_DATA: devnet deploy, demo seeding, empty gateway database;
 * builds present) and warm (the same data again), to the welcome page rendered in Chromium.
 */
async function run(): Promise<BenchRow[]> {
  const chromium = await launchChromium()
  const dirs: string[] = []
  const fresh = () => {
    const dir = mkdtempSync(join(tmpdir(), 'assent-bench-start-'))
    dirs.push(dir)
    return dir
  }
  try {
    // Priming run: builds the apps for these ports once; its build stamps say "builds present".
    const primed = fresh()
    await startOnce(primed, chromium)
    const cold: number[] = []
    const warm: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const dataDir = fresh()
      cpSync(join(primed, 'build'), join(dataDir, 'build'), { recursive: true })
      cold.push(await startOnce(dataDir, chromium))
      warm.push(await startOnce(dataDir, chromium))
    }
    const coldS = median(cold)
    const warmS = median(warm)
    return [
      {
        group: 'start',
        name: `npm start cold (fresh data, seeding) to a usable page (median of ${RUNS})`,
        value: coldS,
        unit: 's',
        target: '≤ 30',
        pass: coldS <= 30,
        note: cold.map((v) => v.toFixed(1)).join(', '),
      },
      {
        group: 'start',
        name: `npm start warm to a usable page (median of ${RUNS})`,
        value: warmS,
        unit: 's',
        target: '≤ 10',
        pass: warmS <= 10,
        note: warm.map((v) => v.toFixed(1)).join(', '),
      },
    ]
  } finally {
    await chromium.close()
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  }
}

const startBench: BenchModule = { name: 'start', run }
export default startBench
