import type { BenchRow } from '../../../scripts/bench'
import type { BenchDatabase } from './seed'

/** The data-size bench's targets (issue #17) and how its curve is printed and reported. */
const TARGET_P50 = 10
const TARGET_P99 = 50
const TARGET_RATIO = 1.5

export type Measured = {
  subject: string
  endpoint: string
  p50: number
  p99: number
  errors: number
  /** CPU per request of the gateway process plus the PostgreSQL server (PGlite is inside). */
  cpuMs: number
}
export type Step = {
  added: number
  multisigRows: number
  confirmationRows: number
  transferRows: number
  seedSeconds: number
  loadavg: string
  results: Measured[]
}

const label = (m: Pick<Measured, 'subject' | 'endpoint'>) =>
  m.subject ? `${m.subject}: ${m.endpoint}` : m.endpoint

/** Marks a cell with the targets it misses (p50, p99, ratio to the first step). */
function verdict(m: Measured, first: Measured | undefined): string {
  const misses = [
    m.p50 > TARGET_P50 ? 'p50' : '',
    m.p99 > TARGET_P99 ? 'p99' : '',
    first && m.p50 > TARGET_RATIO * first.p50 ? 'ratio' : '',
    m.errors > 0 ? 'errors' : '',
  ].filter(Boolean)
  return misses.length === 0 ? '✓' : `✗ ${misses.join(',')}`
}

/** The curve, one line per endpoint: p50 / p99 per step and the p50 ratio to the first step. */
export function printCurve(db: BenchDatabase, steps: Step[]) {
  const [first] = steps
  if (!first) return
  const head = [
    'endpoint',
    ...steps.map(
      (s) => `${(s.multisigRows / 1000).toFixed(0)}k txs (+${s.added / 1000}k), load ${s.loadavg}`,
    ),
  ]
  const lines = first.results.map((base, index) => [
    label(base),
    ...steps.map((step, n) => {
      const m = step.results[index]!
      const times = (a: number, b: number) => `${(a / Math.max(b, 1e-9)).toFixed(2)}×`
      const ratio = n === 0 ? '' : ` (${times(m.p50, base.p50)}, CPU ${times(m.cpuMs, base.cpuMs)})`
      return `${m.p50.toFixed(1)} / ${m.p99.toFixed(1)} ms, CPU ${m.cpuMs.toFixed(1)}${ratio} ${verdict(m, n === 0 ? undefined : base)}`
    }),
  ])
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)))
  const fmt = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')
  console.log(
    `\n[gateway/datasize ${db}] uncached, 1 client: p50 / p99, CPU ms per request (gateway + ` +
      `database server) and (p50, CPU) ÷ first step ` +
      `(targets p50 ≤ ${TARGET_P50} ms, p99 ≤ ${TARGET_P99} ms, ≤ ${TARGET_RATIO}×)`,
  )
  console.log(fmt(head))
  for (const line of lines) console.log(fmt(line))
  console.log(
    `seeding per step: ${steps.map((s) => `${s.seedSeconds.toFixed(0)} s`).join(', ')}; ` +
      `rows at the end: ${steps.at(-1)!.multisigRows} multisig txs, ` +
      `${steps.at(-1)!.confirmationRows} confirmations, ${steps.at(-1)!.transferRows} transfers\n`,
  )
}

export function toRows(db: BenchDatabase, steps: Step[]): BenchRow[] {
  const rows: BenchRow[] = []
  const first = steps[0]
  for (const step of steps) {
    const at = `[${db}, ${step.multisigRows} txs, uncached]`
    rows.push({
      group: 'gateway',
      name: `datasize seed +${step.added} txs ${at}`,
      value: step.seedSeconds,
      unit: 's',
      note: `load ${step.loadavg}`,
    })
    for (const [index, m] of step.results.entries()) {
      const name = `datasize ${label(m)} ${at}`
      rows.push(
        { group: 'gateway', name: `${name} CPU per request`, value: m.cpuMs, unit: 'ms' },
        {
          group: 'gateway',
          name: `${name} p50, 1 client`,
          value: m.p50,
          unit: 'ms',
          target: `≤ ${TARGET_P50}`,
          pass: m.p50 <= TARGET_P50 && m.errors === 0,
        },
        {
          group: 'gateway',
          name: `${name} p99, 1 client`,
          value: m.p99,
          unit: 'ms',
          target: `≤ ${TARGET_P99}`,
          pass: m.p99 <= TARGET_P99 && m.errors === 0,
        },
      )
      const base = first?.results[index]
      if (step !== first && base) {
        const ratio = m.p50 / Math.max(base.p50, 1e-9)
        rows.push({
          group: 'gateway',
          name: `${name} p50 ÷ ${first!.multisigRows} txs`,
          value: ratio,
          unit: '×',
          target: `≤ ${TARGET_RATIO}`,
          pass: ratio <= TARGET_RATIO,
          note: `CPU per request ${(m.cpuMs / Math.max(base.cpuMs, 1e-9)).toFixed(2)}×`,
        })
      }
    }
  }
  return rows
}
