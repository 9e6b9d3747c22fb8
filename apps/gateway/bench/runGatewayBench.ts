import type { BenchRow } from '../../../scripts/bench'
import { benchDataSize, dataSizeOptions } from './dataSize'
import { benchHttp } from './http'
import { benchIdle } from './idle'
import { benchIndexing } from './indexing'
import { benchMultiProcess } from './multiProcess'
import { benchNonL2Indexing } from './nonL2Indexing'
import type { BenchDatabase } from './seed'

/**
 * The `gateway` group of `npm run bench`: on PGlite and on PostgreSQL, HTTP latency and
 * throughput on a Safe with 10,000 txs and 1,000 messages (plus a 200-client soak), indexing
 * latency and catch-up speed, for SafeL2 and for non-L2 (1.3.0 L1) Safes executed directly and
 * through a relayer contract. Knobs (env): BENCH_SECONDS (per endpoint, default 10),
 * BENCH_CONNECTIONS (default 10), BENCH_SOAK_SECONDS (default 30), BENCH_SAMPLES (default 20),
 * BENCH_BLOCKS (default 10000), BENCH_NONL2_BLOCKS (default 2000), BENCH_DATABASES (default
 * `pglite,postgres`), BENCH_PARTS (default `http,indexing,idle,scale`), BENCH_SCALE_SECONDS
 * (default 5), BENCH_IDLE_SECONDS (default 30). `idle` — one gateway process at rest: its CPU
 * share and the node requests it sends (idle.ts). `scale` — a read mix on 1
 * and on 3 gateway processes sharing one PostgreSQL — runs once, when `postgres` is listed.
 * `datasize` (opt-in, several minutes: BENCH_PARTS=datasize) grows the database to 1M multisig
 * txs on PostgreSQL and 100k on PGlite and prints each endpoint's latency curve (dataSize.ts;
 * BENCH_DATASIZE_SECONDS, BENCH_DATASIZE_STEPS).
 */
export async function runGatewayBench(): Promise<BenchRow[]> {
  const env = process.env
  const databases = (env.BENCH_DATABASES ?? 'pglite,postgres').split(',') as BenchDatabase[]
  const parts = (env.BENCH_PARTS ?? 'http,indexing,idle,scale').split(',')
  const rows: BenchRow[] = []
  // A failing part becomes a row saying so; the other parts still report their numbers.
  const run = async (name: string, part: () => Promise<BenchRow[]>) => {
    try {
      rows.push(...(await part()))
    } catch (error) {
      console.error(`[gateway] ${name} failed:`, error)
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error)
      rows.push({ group: 'gateway', name, value: Number.NaN, unit: '', pass: false, note: message })
    }
  }
  for (const db of databases) {
    if (parts.includes('http')) {
      await run(`http [${db}]`, () =>
        benchHttp(db, {
          seconds: Number(env.BENCH_SECONDS ?? 10),
          connections: Number(env.BENCH_CONNECTIONS ?? 10),
          soakSeconds: Number(env.BENCH_SOAK_SECONDS ?? 30),
        }),
      )
    }
    if (parts.includes('datasize')) {
      await run(`datasize [${db}]`, () => benchDataSize(db, dataSizeOptions(db)))
    }
    if (parts.includes('indexing')) {
      await run(`indexing [${db}]`, () =>
        benchIndexing(db, {
          samples: Number(env.BENCH_SAMPLES ?? 20),
          blocks: Number(env.BENCH_BLOCKS ?? 10_000),
        }),
      )
      await run(`indexing non-L2 [${db}]`, () =>
        benchNonL2Indexing(db, {
          samples: Number(env.BENCH_SAMPLES ?? 20),
          blocks: Number(env.BENCH_NONL2_BLOCKS ?? 2000),
        }),
      )
    }
    if (parts.includes('idle')) {
      await run(`idle [${db}]`, () =>
        benchIdle(db, { seconds: Number(env.BENCH_IDLE_SECONDS ?? 30) }),
      )
    }
  }
  if (parts.includes('scale') && databases.includes('postgres')) {
    await run('scale [postgres]', () =>
      benchMultiProcess({
        seconds: Number(env.BENCH_SCALE_SECONDS ?? 5),
        connections: Number(env.BENCH_CONNECTIONS ?? 10),
      }),
    )
  }
  return rows
}
