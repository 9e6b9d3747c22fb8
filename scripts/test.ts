import { type ChildProcess, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, rmSync, statfsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { busyCpuSeconds, busyShare, machineCpu } from './lib/cpuAccounting'
import { freeE2eOffset } from './lib/e2ePorts'
import { failureDigest } from './lib/failureDigest'

// `npm test`: lint and typecheck beside the browser suites (split in E2E_SHARDS parts, default
// 2), and the unit and integration suites beside them once those stacks are built and seeded.
// The browser suites mostly wait — on the chain, the gateway's indexer, the page — so on two cores they run next to the CPU-bound unit
// suites nearly for free; each part starts its own stack on its own ports (E2E_PORT_OFFSET +
// 20 per part), so parts never share a Safe, an account or a port. The unit suites wait for
// those stacks (each writes E2E_READY_FILE): building and seeding beside two busy unit workers
// starved the devnets' RPC past its timeout.
// Suites running side by side write to a buffer each, printed whole when the suite ends (never
// interleaved); the end repeats what failed (the log's tail is what CI keeps) and prints each
// suite's time, and the machine's CPU-seconds over the run. A failed lint or typecheck stops
// the rest.
type Suite = { name: string; script: string; env?: Record<string, string>; readyFile?: string }
type Result = { name: string; seconds: number; code: number; output: string }

const shardCount = Number(process.env.E2E_SHARDS ?? 2)
if (!Number.isInteger(shardCount) || shardCount < 1) {
  console.error(`E2E_SHARDS must be a whole number ≥ 1, got "${process.env.E2E_SHARDS}"`)
  process.exit(2)
}
/** Ports one stack uses lie within E2E_PORT_OFFSET … + 10 of its base ports (globalSetup.ts). */
const PORT_OFFSET_PER_SHARD = 20
const requestedPortOffset = Number(process.env.E2E_PORT_OFFSET ?? 0)
const basePortOffset = await freeE2eOffset(requestedPortOffset, shardCount, PORT_OFFSET_PER_SHARD)
if (basePortOffset !== requestedPortOffset) {
  console.log(
    `npm test: browser ports in use at offset ${requestedPortOffset}; using ${basePortOffset}`,
  )
}

/** statfs's type of a memory filesystem (Linux TMPFS_MAGIC). */
const TMPFS_MAGIC = 0x01021994

/**
 * Where the suites keep their temporary files: a folder of this run on /dev/shm when that is
 * a memory filesystem and TMPDIR is not set. The suites create and delete thousands of files
 * (a PGlite folder of ~500 files per test gateway, PostgreSQL clusters, browser profiles); on
 * the CI machine's disk a test gateway's start cost 1.8 CPU-s, on memory 0.9–1.1. Open to
 * everyone with the sticky bit, as /tmp is: the PostgreSQL server runs as its own user.
 */
function runTmpDir(): string | undefined {
  if (process.env.TMPDIR) return undefined
  try {
    if (statfsSync('/dev/shm').type !== TMPFS_MAGIC) return undefined
    const dir = mkdtempSync('/dev/shm/assent-npm-test-')
    chmodSync(dir, 0o1777)
    return dir
  } catch {
    return undefined
  }
}
const runTmp = runTmpDir()
if (runTmp) process.env.TMPDIR = runTmp

/** How long the unit suites wait at most for the browser stacks before starting anyway. */
const STACKS_READY_WAIT_MS = 240_000
const readyDir = mkdtempSync(join(tmpdir(), 'assent-npm-test-'))

const browserSuites: Suite[] = Array.from({ length: shardCount }, (_, i) => {
  const readyFile = join(readyDir, `stack-${i + 1}`)
  return {
    name: shardCount === 1 ? 'browser (e2e)' : `browser (e2e) ${i + 1}/${shardCount}`,
    script: 'test:e2e',
    env: {
      ...(shardCount > 1 ? { E2E_SHARD: `${i + 1}/${shardCount}` } : {}),
      E2E_PORT_OFFSET: String(basePortOffset + i * PORT_OFFSET_PER_SHARD),
      E2E_READY_FILE: readyFile,
    },
    readyFile,
  }
})
const unitSuite: Suite = { name: 'unit + integration', script: 'test:unit' }

const running = new Set<ChildProcess>()
let interrupted = false

function runScript(suite: Suite): Promise<Result> {
  const started = performance.now()
  const output: Buffer[] = []
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', suite.script], {
      env: { ...process.env, ...suite.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so an interrupt stops the suite's servers and browsers too.
      detached: true,
    })
    running.add(child)
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
    let finished = false
    const finish = (code: number) => {
      if (finished) return
      finished = true
      running.delete(child)
      const seconds = (performance.now() - started) / 1000
      const verdict = code === 0 ? 'ok' : 'FAILED'
      process.stdout.write(`\n━━━ ${suite.name}: ${verdict} in ${seconds.toFixed(0)} s ━━━\n`)
      process.stdout.write(Buffer.concat(output))
      resolve({ name: suite.name, seconds, code, output: Buffer.concat(output).toString('utf8') })
    }
    child.once('error', () => finish(1))
    // 'close' comes once the output is drained; a stray grandchild holding the pipe open
    // must not hang the run, so 'exit' also finishes it after a grace period.
    child.once('close', (code, signal) => finish(code ?? (signal ? 1 : 0)))
    child.once('exit', (code, signal) => {
      setTimeout(() => finish(code ?? (signal ? 1 : 0)), 2000).unref()
    })
  })
}

function stopAll(signal: NodeJS.Signals) {
  for (const child of running) {
    if (child.pid) {
      try {
        process.kill(-child.pid, signal)
      } catch {
        // Already gone.
      }
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true
    stopAll(signal)
  })
}

/**
 * Resolves once every browser suite's stack is up (or its suite has ended), on timeout, or when
 * `giveUp` says so.
 */
async function browserStacksReady(
  suites: Suite[],
  ended: boolean[],
  giveUp: () => boolean,
): Promise<void> {
  const deadline = performance.now() + STACKS_READY_WAIT_MS
  while (performance.now() < deadline && !interrupted && !giveUp()) {
    const ready = suites.every(
      (suite, i) => ended[i] || (suite.readyFile && existsSync(suite.readyFile)),
    )
    if (ready) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/**
 * Lint and typecheck run beside everything else (typecheck is one core's work for a minute or
 * more). The unit suites join once the browser stacks are up, whether or not the checks have
 * ended: waiting for the checks too left the unit suites running alone for the last minutes.
 * A failed check stops every suite: nothing after it counts.
 */
async function allSuites(): Promise<Result[]> {
  console.log(
    `npm test: running lint, typecheck, ${browserSuites.map((suite) => suite.name).join(', ')}…`,
  )
  const ended = browserSuites.map(() => false)
  const browser = browserSuites.map((suite, i) =>
    runScript(suite).finally(() => {
      ended[i] = true
    }),
  )
  let checkFailed = false
  const checks = Promise.all([
    runScript({ name: 'lint', script: 'lint' }),
    runScript({ name: 'typecheck', script: 'typecheck' }),
  ]).then((results) => {
    if (results.some((result) => result.code !== 0)) {
      checkFailed = true
      console.log('npm test: a check failed; stopping the other suites')
      stopAll('SIGTERM')
    }
    return results
  })
  await browserStacksReady(browserSuites, ended, () => checkFailed)
  const unit = interrupted || checkFailed ? [] : [startUnitSuite()]
  return [...(await checks), ...(await Promise.all([...unit, ...browser]))]
}

function startUnitSuite(): Promise<Result> {
  console.log(`npm test: running ${unitSuite.name}…`)
  return runScript(unitSuite)
}

const started = performance.now()
const machineAtStart = machineCpu()
const results = await allSuites()
const machineAtEnd = machineCpu()
rmSync(readyDir, { recursive: true, force: true })
if (runTmp) rmSync(runTmp, { recursive: true, force: true })
const total = (performance.now() - started) / 1000

// CI keeps only the end of the log: what failed is repeated here, short, above the times.
for (const { name, code, output } of results) {
  if (code !== 0) console.log(`\n${name} failed:\n${failureDigest(output)}`)
}
console.log('\nnpm test — time per suite (run side by side)')
for (const { name, seconds, code } of results) {
  console.log(
    `  ${name.padEnd(24)} ${seconds.toFixed(0).padStart(5)} s  ${code === 0 ? 'ok' : 'FAILED'}`,
  )
}
console.log(`  ${'total'.padEnd(24)} ${total.toFixed(0).padStart(5)} s`)
// The machine's work over the run: with its cores busy all along, a run cannot end before its
// CPU-seconds divided by the cores, so this line tells a run that did more work from one on a
// slower hour of the VM. (Not per suite: counted through each suite's reaped process tree, most
// of Chromium's CPU went missing.)
if (machineAtStart && machineAtEnd) {
  const cpuSeconds = busyCpuSeconds(machineAtStart, machineAtEnd)
  const busy = busyShare(machineAtStart, machineAtEnd) * 100
  console.log(
    `  machine: ${cpuSeconds.toFixed(0)} CPU-s of work, ${machineAtEnd.cores} cores busy ${busy.toFixed(0)} % of the run`,
  )
}
process.exit(!interrupted && results.every((result) => result.code === 0) ? 0 : 1)
