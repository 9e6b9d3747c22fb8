import { availableParallelism } from 'node:os'
import type { BenchRow } from '../../../scripts/bench'
import { type LoadResult, runLoad } from '../src/resilience/runLoad'
import { type SpawnedGateway, spawnGateway } from '../src/resilience/spawnGateway'
import { waitSynced } from './http'
import { type SeededStack, startSeededStack } from './seed'

export type MultiProcessBenchOptions = {
  /** Seconds of load per configuration (after a warm-up of 1 s per process). */
  seconds: number
  connections: number
}

/** A smaller database than the HTTP bench's: this measures scaling out, not data size. */
const COUNTS = { executed: 2_000, incoming: 200, queued: 100, messages: 100 }

/** The read paths a wallet polls, taken in turn. */
function readMix(stack: SeededStack): ((i: number) => string)[] {
  const safe = stack.safe
  const hashes = stack.fixture.executions.map((e) => e.safeTxHash)
  const chain = '/v1/chains/31337'
  return [
    () => `${chain}/safes/${safe}`,
    () => `${chain}/safes/${safe}/transactions/queued`,
    () => `${chain}/safes/${safe}/transactions/history`,
    (i) => `${chain}/transactions/multisig_${safe}_${hashes[(i * 7919) % hashes.length]}`,
    () => `/txs/31337/api/v2/safes/${safe}/multisig-transactions/?limit=20`,
  ]
}

/**
 * Throughput of a read mix (Safe info, queue, history, tx details, Transaction Service list;
 * response cache off, so every request reaches PostgreSQL) against 1 and then 3 gateway
 * processes on one PostgreSQL, the clients spread over the processes in turn, and the ratio.
 * On a machine with fewer cores than processes + PostgreSQL + load generator the ratio shows
 * contention, not the architecture's ceiling: the core count is in the note.
 */
export async function benchMultiProcess(opts: MultiProcessBenchOptions): Promise<BenchRow[]> {
  const stack = await startSeededStack('postgres', COUNTS)
  const rows: BenchRow[] = []
  const results: LoadResult[] = []
  try {
    for (const processes of [1, 3]) {
      const result = await measure(stack, processes, opts)
      results.push(result)
      console.error(
        `[gateway/scale] ${processes} process(es): ${result.requests} req in ${result.seconds.toFixed(1)} s, ` +
          `${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, errors ${result.errors}` +
          (result.errorSamples.length ? `\n  ${result.errorSamples.join('\n  ')}` : ''),
      )
      const label = `read mix [postgres, ${processes} process${processes > 1 ? 'es' : ''}, uncached]`
      rows.push(
        {
          group: 'gateway',
          name: `${label} throughput, ${opts.connections} clients`,
          value: result.rps,
          unit: 'req/s',
          note: `p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`,
        },
        {
          group: 'gateway',
          name: `${label} errors`,
          value: result.errors,
          unit: 'count',
          target: '0',
          pass: result.errors === 0,
        },
      )
    }
  } finally {
    await stack.stop()
  }
  const [one, three] = results as [LoadResult, LoadResult]
  rows.push({
    group: 'gateway',
    name: 'read mix throughput, 3 processes / 1 process [postgres]',
    value: three.rps / Math.max(one.rps, 1e-9),
    unit: '×',
    note: `${availableParallelism()} cores shared by the gateways, PostgreSQL and the load generator`,
  })
  return rows
}

async function measure(
  stack: SeededStack,
  processes: number,
  opts: MultiProcessBenchOptions,
): Promise<LoadResult> {
  const gateways: SpawnedGateway[] = []
  try {
    // One at a time: they migrate the same database and would only queue on its lock.
    for (let i = 0; i < processes; i++) {
      gateways.push(
        await spawnGateway({
          rpcPort: Number(new URL(stack.devnet.rpcUrl).port),
          dataDir: stack.dataDir,
          databaseUrl: stack.databaseUrl,
          timeoutMs: 300_000,
          env: { RESPONSE_CACHE_MB: '0', DEMO_SEED: '0' },
        }),
      )
    }
    await waitSynced(gateways[0]!)
    const paths = readMix(stack)
    // Request i goes to process i mod n: a round-robin load balancer.
    const url = (i: number) =>
      `${gateways[i % gateways.length]!.url}${paths[Math.floor(i / gateways.length) % paths.length]!(i)}`
    // Warm every process up (JIT, connection pool) as the single one is.
    await runLoad({ url, connections: opts.connections, durationMs: 1000 * processes })
    return await runLoad({ url, connections: opts.connections, durationMs: opts.seconds * 1000 })
  } finally {
    await Promise.all(gateways.map((gateway) => gateway.stop()))
  }
}

// `npx tsx apps/gateway/bench/multiProcess.ts`
if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await benchMultiProcess({
    seconds: Number(process.env.BENCH_SCALE_SECONDS ?? 5),
    connections: Number(process.env.BENCH_CONNECTIONS ?? 12),
  })
  console.table(rows.map(({ name, value, unit, note }) => ({ name, value, unit, note })))
}
