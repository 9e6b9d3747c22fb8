import { readFileSync } from 'node:fs'
import type { BenchRow } from '../../../scripts/bench'
import { type LoadResult, runLoad } from '../src/resilience/runLoad'
import { type SpawnedGateway, spawnGateway } from '../src/resilience/spawnGateway'
import type { DEFAULT_COUNTS } from './fixture'
import { type BenchDatabase, type SeededStack, startSeededStack } from './seed'
import { benchTxServicePropose } from './txServicePropose'

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
  const txService = `${base}/txs/31337/api`
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
    // The Transaction Service dialect (api-kit) on the same rows.
    {
      name: 'tx-service multisig list (first page)',
      url: () => `${txService}/v2/safes/${safe}/multisig-transactions/?limit=20`,
    },
    {
      name: 'tx-service pending (getPendingTransactions)',
      url: () =>
        `${txService}/v2/safes/${safe}/multisig-transactions/?executed=false&nonce__gte=${stack.fixture.executions.length}&limit=20`,
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

/** Which gateway answers: with its response cache (the default) or with it off. */
type CacheMode = 'cached' | 'uncached'

function rowsOf(
  db: BenchDatabase,
  mode: CacheMode,
  name: string,
  latency: LoadResult,
  load: LoadResult,
  connections: number,
  cpuSeconds: number,
): BenchRow[] {
  const label = `${name} [${db}, ${mode}]`
  const cpuMs = (cpuSeconds * 1000) / Math.max(1, load.requests)
  const rows: BenchRow[] = [
    {
      group: 'gateway',
      name: `${label} p50, 1 client`,
      value: latency.p50,
      unit: 'ms',
      target: `≤ ${TARGET_P50}`,
      pass: latency.p50 <= TARGET_P50,
    },
    {
      group: 'gateway',
      name: `${label} p99, 1 client`,
      value: latency.p99,
      unit: 'ms',
      target: `≤ ${TARGET_P99}`,
      pass: latency.p99 <= TARGET_P99,
    },
    { group: 'gateway', name: `${label} p50, ${connections} clients`, value: load.p50, unit: 'ms' },
    { group: 'gateway', name: `${label} p99, ${connections} clients`, value: load.p99, unit: 'ms' },
    {
      group: 'gateway',
      name: `${label} throughput, ${connections} clients`,
      value: load.rps,
      unit: 'req/s',
    },
    {
      group: 'gateway',
      name: `${label} errors`,
      value: latency.errors + load.errors,
      unit: 'count',
      target: '0',
      pass: latency.errors + load.errors === 0,
    },
    {
      group: 'gateway',
      name: `${label} gateway CPU per request`,
      value: cpuMs,
      unit: 'ms',
      note: `≈ ${Math.round(1000 / Math.max(cpuMs, 0.001))} req/s per free core${db === 'postgres' ? ' (PostgreSQL server CPU not included)' : ''}`,
    },
  ]
  if (name.startsWith('history (first')) {
    const min = db === 'pglite' ? 500 : 1000
    rows[4]!.target = `≥ ${min}`
    rows[4]!.pass = load.rps >= min
  }
  return rows
}

/**
 * Latency (1 client: the time a request takes) and throughput (`connections` clients) of safe
 * info, queue, history (first and deep page), tx details and the Transaction Service lists over
 * loopback, plus the Transaction Service propose (without the cache), against a gateway
 * process on a seeded database of `db` — once with its response cache (what users get between
 * two writes) and once with it off (the first request after a write) — then (optionally) 200
 * clients for `soakSeconds` alternating queue and history pages on the uncached gateway.
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
  try {
    for (const mode of ['cached', 'uncached'] as const) {
      rows.push(...(await benchMode(stack, db, mode, opts)))
    }
  } finally {
    await stack.stop()
  }
  return rows
}

async function benchMode(
  stack: SeededStack,
  db: BenchDatabase,
  mode: CacheMode,
  opts: HttpBenchOptions,
): Promise<BenchRow[]> {
  const rows: BenchRow[] = []
  const gateway = await spawnGateway({
    rpcPort: Number(new URL(stack.devnet.rpcUrl).port),
    dataDir: stack.dataDir,
    databaseUrl: stack.databaseUrl,
    timeoutMs: 300_000,
    env: mode === 'uncached' ? { RESPONSE_CACHE_MB: '0' } : {},
  })
  const pid = gateway.child.pid!
  const half = (opts.seconds * 1000) / 2
  try {
    await waitSynced(gateway)
    for (const endpoint of endpoints(stack, gateway.url)) {
      await runLoad({ url: endpoint.url, connections: opts.connections, durationMs: 1000 })
      const latency = await runLoad({ url: endpoint.url, connections: 1, durationMs: half })
      const cpuBefore = processCpuSeconds(pid)
      const load = await runLoad({
        url: endpoint.url,
        connections: opts.connections,
        durationMs: half,
      })
      const cpu = processCpuSeconds(pid) - cpuBefore
      log(db, `${endpoint.name} ${mode}, 1 client`, latency, 0)
      log(db, `${endpoint.name} ${mode}, ${opts.connections} clients`, load, cpu)
      rows.push(...rowsOf(db, mode, endpoint.name, latency, load, opts.connections, cpu))
    }
    if (opts.soakSeconds > 0 && mode === 'uncached') {
      const [, , queue, history] = endpoints(stack, gateway.url)
      const cpuBefore = processCpuSeconds(pid)
      const result = await runLoad({
        url: (i) => (i % 2 === 0 ? queue! : history!).url(i),
        connections: 200,
        durationMs: opts.soakSeconds * 1000,
        check: (_status, body) => body.startsWith('{"count":'),
      })
      const cpu = processCpuSeconds(pid) - cpuBefore
      const name = `soak queue+history ${opts.soakSeconds} s, 200 clients`
      log(db, `${name} ${mode}`, result, cpu)
      rows.push(
        {
          group: 'gateway',
          name: `${name} [${db}, ${mode}] throughput`,
          value: result.rps,
          unit: 'req/s',
        },
        {
          group: 'gateway',
          name: `${name} [${db}, ${mode}] errors`,
          value: result.errors,
          unit: 'count',
          target: '0',
          pass: result.errors === 0,
        },
      )
    }
    // A write: the response cache plays no part, so it runs once, after the reads it would add to.
    if (mode === 'uncached') {
      rows.push(
        ...(await benchTxServicePropose(stack, gateway.url, db, { connections: opts.connections })),
      )
    }
  } finally {
    await gateway.stop()
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
