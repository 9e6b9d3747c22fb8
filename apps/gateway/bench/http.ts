import { readFileSync } from 'node:fs'
import type { BenchRow } from '../../../scripts/bench'
import { type LoadResult, runLoad } from '../src/resilience/runLoad'
import { type SpawnedGateway, spawnGateway } from '../src/resilience/spawnGateway'
import type { DEFAULT_COUNTS } from './fixture'
import { type BenchDatabase, type SeededStack, startSeededStack } from './seed'

export type HttpBenchOptions = {
  /** Seconds per endpoint (after a 1 s warm-up). */
  seconds: number
  connections: number
  /** Seconds of the 200-client soak on queue/history; 0 skips it. */
  soakSeconds: number
  counts?: typeof DEFAULT_COUNTS
}

const TARGET_P50 = 10
const TARGET_P99 = 50

/** Waits until the gateway has indexed the devnet up to its head. */
export async function waitSynced(gateway: SpawnedGateway, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const status = (await fetch(`${gateway.url}/v1/chains/31337/about/indexing`).then((r) =>
      r.json(),
    )) as { synced: boolean }
    if (status.synced) return
    if (Date.now() > deadline) throw new Error('indexer did not sync')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The endpoints the gateway issue sets targets for, as URL generators over the seeded Safe. */
function endpoints(stack: SeededStack, base: string) {
  const safe = stack.safe
  const chain = `${base}/v1/chains/31337`
  const hashes = stack.fixture.executions.map((e) => e.safeTxHash)
  const deep = Math.max(0, stack.fixture.executions.length + stack.fixture.transfers.length - 500)
  return [
    // The floor: no database, no RPC — what this machine's HTTP round trip costs right now.
    { name: 'health (baseline)', url: () => `${base}/health` },
    { name: 'safe info', url: () => `${chain}/safes/${safe}` },
    { name: 'queue (first page)', url: () => `${chain}/safes/${safe}/transactions/queued` },
    { name: 'history (first page)', url: () => `${chain}/safes/${safe}/transactions/history` },
    {
      name: `history (deep page, offset ${deep})`,
      url: () =>
        `${chain}/safes/${safe}/transactions/history?cursor=${encodeURIComponent(`limit=20&offset=${deep}`)}`,
    },
    {
      name: 'tx details',
      url: (i: number) =>
        `${chain}/transactions/multisig_${safe}_${hashes[(i * 7919) % hashes.length]}`,
    },
  ]
}

/**
 * CPU seconds (user + system) the process has used, from /proc: unlike latency on a shared
 * machine, the CPU a request costs barely depends on what else runs.
 */
export function processCpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

function rowsOf(
  db: BenchDatabase,
  name: string,
  r: LoadResult,
  connections: number,
  cpuSeconds: number,
): BenchRow[] {
  const label = `${name} [${db}, ${connections} clients]`
  const cpuMs = (cpuSeconds * 1000) / Math.max(1, r.requests)
  const rows: BenchRow[] = [
    { group: 'gateway', name: `${label} p50`, value: r.p50, unit: 'ms', target: `≤ ${TARGET_P50}` },
    { group: 'gateway', name: `${label} p99`, value: r.p99, unit: 'ms', target: `≤ ${TARGET_P99}` },
    { group: 'gateway', name: `${label} throughput`, value: r.rps, unit: 'req/s' },
    { group: 'gateway', name: `${label} errors`, value: r.errors, unit: 'count', target: '0' },
    {
      group: 'gateway',
      name: `${label} gateway CPU per request`,
      value: cpuMs,
      unit: 'ms',
      note: `≈ ${Math.round(1000 / Math.max(cpuMs, 0.001))} req/s per free core${db === 'postgres' ? ' (PostgreSQL server CPU not included)' : ''}`,
    },
  ]
  rows[0]!.pass = r.p50 <= TARGET_P50
  rows[1]!.pass = r.p99 <= TARGET_P99
  rows[3]!.pass = r.errors === 0
  if (name.startsWith('history (first')) {
    const min = db === 'pglite' ? 500 : 1000
    rows[2]!.target = `≥ ${min}`
    rows[2]!.pass = r.rps >= min
  }
  return rows
}

/**
 * Latency and throughput of safe info, queue, history (first and deep page) and tx details
 * over loopback, against a gateway process on a seeded database of `db`, then (optionally)
 * 200 clients for `soakSeconds` alternating queue and history pages.
 */
export async function benchHttp(db: BenchDatabase, opts: HttpBenchOptions): Promise<BenchRow[]> {
  const stack = await startSeededStack(db, opts.counts)
  const rows: BenchRow[] = [
    {
      group: 'gateway',
      name: `seed 10k txs + 1k messages [${db}]`,
      value: stack.seedSeconds,
      unit: 's',
    },
  ]
  const gateway = await spawnGateway({
    rpcPort: Number(new URL(stack.devnet.rpcUrl).port),
    dataDir: stack.dataDir,
    databaseUrl: stack.databaseUrl,
    timeoutMs: 300_000,
  })
  const pid = gateway.child.pid!
  try {
    await waitSynced(gateway)
    for (const endpoint of endpoints(stack, gateway.url)) {
      await runLoad({ url: endpoint.url, connections: opts.connections, durationMs: 1000 })
      const cpuBefore = processCpuSeconds(pid)
      const result = await runLoad({
        url: endpoint.url,
        connections: opts.connections,
        durationMs: opts.seconds * 1000,
      })
      const cpu = processCpuSeconds(pid) - cpuBefore
      log(db, endpoint.name, result, cpu)
      rows.push(...rowsOf(db, endpoint.name, result, opts.connections, cpu))
    }
    if (opts.soakSeconds > 0) {
      const [, , queue, history] = endpoints(stack, gateway.url)
      const cpuBefore = processCpuSeconds(pid)
      const result = await runLoad({
        url: (i) => (i % 2 === 0 ? queue! : history!).url(i),
        connections: 200,
        durationMs: opts.soakSeconds * 1000,
        check: (_status, body) => body.startsWith('{"count":'),
      })
      const cpu = processCpuSeconds(pid) - cpuBefore
      log(db, `soak queue+history ${opts.soakSeconds}s`, result, cpu)
      rows.push(...rowsOf(db, `soak queue+history ${opts.soakSeconds} s`, result, 200, cpu))
    }
  } finally {
    await gateway.stop()
    await stack.stop()
  }
  return rows
}

function log(db: string, name: string, r: LoadResult, cpuSeconds: number) {
  console.error(
    `[gateway/http ${db}] ${name}: ${r.requests} req in ${r.seconds.toFixed(1)} s, ` +
      `${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, errors ${r.errors}, ` +
      `gateway CPU ${((cpuSeconds * 1000) / Math.max(1, r.requests)).toFixed(1)} ms/req` +
      (r.errorSamples.length ? `\n  ${r.errorSamples.join('\n  ')}` : ''),
  )
}

// `npx tsx apps/gateway/bench/http.ts [pglite|postgres]`
if (import.meta.url === `file://${process.argv[1]}`) {
  const kinds = (process.argv[2] ? [process.argv[2]] : ['pglite', 'postgres']) as BenchDatabase[]
  for (const kind of kinds) {
    await benchHttp(kind, {
      seconds: Number(process.env.BENCH_SECONDS ?? 5),
      connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
      soakSeconds: Number(process.env.BENCH_SOAK_SECONDS ?? 0),
    })
  }
}
