import { readdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

/** One measured number. `pass` is set when the row has a target. */
export type BenchRow = {
  /** The module that produced it, e.g. `gateway`. */
  group: string
  name: string
  value: number
  unit: string
  /** Human-readable target, e.g. `≤ 10`. */
  target?: string
  pass?: boolean
  note?: string
}

/**
 * A benchmark module: `scripts/bench/<name>.ts` with `export default { name, run }`. Modules
 * run one after another (never in parallel: they would measure each other on 2 cores).
 */
export type BenchModule = { name: string; run(): Promise<BenchRow[]> }

const root = fileURLToPath(new URL('..', import.meta.url))
const modulesDir = join(root, 'scripts', 'bench')

/** Every module under scripts/bench/ (test files and helpers starting with `_` excluded). */
async function loadModules(): Promise<BenchModule[]> {
  const files = readdirSync(modulesDir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('_'))
    .sort()
  const modules: BenchModule[] = []
  for (const file of files) {
    const mod = (await import(pathToFileURL(join(modulesDir, file)).href)) as {
      default?: BenchModule
    }
    if (!mod.default?.name || typeof mod.default.run !== 'function') {
      throw new Error(`scripts/bench/${file} must export default { name, run }`)
    }
    modules.push(mod.default)
  }
  return modules
}

/** `--only a,b` (or `--only a --only b`): the module names to run; all when absent. */
function parseOnly(argv: string[]): Set<string> | null {
  const names: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg === '--only') names.push(...(argv[++i] ?? '').split(','))
    else if (arg.startsWith('--only=')) names.push(...arg.slice(7).split(','))
  }
  const clean = names.map((n) => n.trim()).filter(Boolean)
  return clean.length > 0 ? new Set(clean) : null
}

function formatValue(row: BenchRow): string {
  const digits = Math.abs(row.value) >= 100 ? 0 : Math.abs(row.value) >= 10 ? 1 : 2
  return `${row.value.toFixed(digits)} ${row.unit}`
}

function printTable(rows: BenchRow[]): void {
  const header = ['group', 'benchmark', 'value', 'target', 'ok']
  const lines = rows.map((r) => [
    r.group,
    r.name,
    formatValue(r),
    r.target ? `${r.target} ${r.unit}` : '',
    r.pass === undefined ? '' : r.pass ? 'yes' : 'NO',
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)))
  const fmt = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ')
  console.log(fmt(header))
  console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  for (const line of lines) console.log(fmt(line))
  // The samples and floors behind the medians, so a reader can judge the noise.
  const noted = rows.filter((r) => r.note)
  if (noted.length > 0) console.log('')
  for (const r of noted) console.log(`${r.group}  ${r.name}: ${r.note}`)
}

async function main(): Promise<void> {
  const only = parseOnly(process.argv.slice(2))
  const available = await loadModules()
  if (only) {
    const unknown = [...only].filter((n) => !available.some((m) => m.name === n))
    if (unknown.length > 0) {
      throw new Error(
        `Unknown benchmark ${unknown.join(', ')}; available: ${available.map((m) => m.name).join(', ')}`,
      )
    }
  }
  const selected = available.filter((m) => !only || only.has(m.name))
  const rows: BenchRow[] = []
  const failures: { name: string; error: string }[] = []
  // The machine's load (1-minute average) as each module starts and ends: on a shared machine
  // a figure means little without it.
  const runs: { name: string; seconds: number; loadBefore: number; loadAfter: number }[] = []
  for (const module of selected) {
    console.error(`bench: running ${module.name}…`)
    const started = performance.now()
    const loadBefore = loadavg()[0] ?? 0
    try {
      rows.push(...(await module.run()))
    } catch (error) {
      // One broken module must not hide the others' numbers.
      failures.push({
        name: module.name,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      })
      console.error(`bench: ${module.name} failed:`, error)
    }
    const seconds = (performance.now() - started) / 1000
    runs.push({ name: module.name, seconds, loadBefore, loadAfter: loadavg()[0] ?? 0 })
  }
  printTable(rows)
  console.log('')
  for (const run of runs) {
    console.log(
      `${run.name}: ${run.seconds.toFixed(0)} s, machine load ${run.loadBefore.toFixed(1)} → ${run.loadAfter.toFixed(1)} (1-min average, ${cpus().length} cores)`,
    )
  }
  const report = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      node: process.version,
      platform: process.platform,
    },
    modules: selected.map((m) => m.name),
    runs,
    rows,
    failures,
  }
  const out = join(root, 'bench-report.json')
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`)
  console.log(`\nwrote ${out}`)
  if (failures.length > 0) process.exitCode = 1
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main()
}
