import { readFileSync } from 'node:fs'
import { deployTestSafe, TEST_ACCOUNTS } from '@assent/test'
import { sql } from 'drizzle-orm'
import { type Address, getAddress, numberToHex } from 'viem'
import type { BenchRow } from '../../../scripts/bench'
import { executeRows } from '../src/db/executeRows'
import { openDatabase } from '../src/db/openDatabase'
import { runLoad } from '../src/resilience/runLoad'
import { spawnGateway } from '../src/resilience/spawnGateway'
import { type Measured, printCurve, type Step, toRows } from './dataSizeReport'
import { fillerSafeTxHash, insertRange, poolOwner, type RowRange } from './fillerRows'
import { processCpuSeconds, waitSynced } from './http'
import { type BenchDatabase, type SeededStack, startSeededStack } from './seed'
import { findPostmaster, serverCpuSeconds } from './serverCpu'

export type DataSizeOptions = {
  /** Seconds of 1-client requests per endpoint (after a 0.5 s warm-up). */
  seconds: number
  /** Multisig txs added over 10,000 pool Safes, cumulatively, one measurement per step. */
  steps: number[]
}

/** Up to 1M on PostgreSQL; PGlite (one WebAssembly process) is sized for ~100k. */
export const DEFAULT_STEPS: Record<BenchDatabase, number[]> = {
  postgres: [1_000, 100_000, 1_000_000],
  pglite: [1_000, 100_000],
}

/** Storage slot of `nonce` in Safe 1.4.1 (as in seed.ts). */
const NONCE_SLOT = numberToHex(5, { size: 32 })

/** The "typical" Safe: 100 multisig txs (95 executed, 5 queued), 50 deposits; same in every step. */
const TYPICAL = { key: 'typical', txs: 100, executed: 95 }

type Subject = { name: string; endpoints: { name: string; url: (i: number) => string }[] }
/**
 * Does the gateway's cost stay flat as its tables grow? Starts from the HTTP bench's database
 * (one Safe with 9,000 history entries, 1,000 queued, 1,000 messages), adds a Safe of typical
 * size, then grows the tables step by step with pool Safes' txs (fillerRows.ts) and after each
 * step measures, with 1 client and the response cache off, the HTTP bench's endpoints on both
 * the big and the typical Safe: what the big Safe costs shows growth of one Safe's past, the
 * typical Safe's curve growth of the table. Prints the curve with the ratio to the first step.
 */
export async function benchDataSize(db: BenchDatabase, opts: DataSizeOptions): Promise<BenchRow[]> {
  const stack = await startSeededStack(db)
  try {
    const typical = await addTypicalSafe(stack)
    const steps: Step[] = []
    let added = 0
    for (const target of opts.steps) {
      const started = performance.now()
      const counts = await grow(stack, added, target)
      const seedSeconds = (performance.now() - started) / 1000
      added = target
      console.error(
        `[gateway/datasize ${db}] +${target} pool txs: ${counts.multisigRows} multisig txs, ` +
          `${counts.confirmationRows} confirmations, ${counts.transferRows} transfers (${seedSeconds.toFixed(0)} s)`,
      )
      const { results, loadavg } = await measure(stack, typical, opts.seconds, db)
      steps.push({ added: target, ...counts, seedSeconds, loadavg, results })
    }
    printCurve(db, steps)
    return toRows(db, steps)
  } finally {
    await stack.stop()
  }
}

/** A second Safe on the devnet (so safe info and the queue read a real chain state) and its rows. */
export async function addTypicalSafe(stack: SeededStack): Promise<RowRange> {
  const address = await deployTestSafe(stack.devnet, {
    owners: [0, 1, 2],
    threshold: 2,
    saltNonce: 8n,
  })
  await stack.devnet.testClient.setStorageAt({
    address,
    index: NONCE_SLOT,
    value: numberToHex(TYPICAL.executed, { size: 32 }),
  })
  const owners = TEST_ACCOUNTS.slice(0, 3).map((a) => getAddress(a.address)) as [
    Address,
    Address,
    Address,
  ]
  const range: RowRange = {
    key: TYPICAL.key,
    from: 0,
    to: TYPICAL.txs,
    safe: { address, owners },
    pendingWhen: `i >= ${TYPICAL.executed}`,
    token: stack.fixture.token,
  }
  const database = await openDatabase(stack)
  try {
    await insertRange(database.db, range, TYPICAL.txs)
  } finally {
    await database.close()
  }
  return range
}

/** Adds pool txs [from, to), refreshes what the planner and index-only scans rely on, counts. */
export async function grow(stack: SeededStack, from: number, to: number) {
  const database = await openDatabase(stack)
  try {
    const range: RowRange = {
      key: 'pool',
      from,
      to,
      // 1 in 20 proposals is never executed: abandoned or still waiting.
      pendingWhen: 'i % 20 = 19',
      token: stack.fixture.token,
    }
    await insertRange(database.db, range, database.kind === 'pglite' ? 10_000 : 100_000)
    // What autovacuum does on PostgreSQL a little after a bulk write (statistics and the
    // visibility map); PGlite has none: the gateway vacuums it at open (maintainPglite.ts), as
    // its indexer does every 5,000 rows it writes.
    await database.db.execute(sql.raw(database.kind === 'postgres' ? 'vacuum analyze' : 'analyze'))
    const [row] = await executeRows<Record<string, string | number>>(
      database.db,
      sql`select (select count(*) from multisig_transactions) as multisig,
        (select count(*) from multisig_confirmations) as confirmations,
        (select count(*) from transfers) as transfers`,
    )
    return {
      multisigRows: Number(row?.multisig),
      confirmationRows: Number(row?.confirmations),
      transferRows: Number(row?.transfers),
    }
  } finally {
    await database.close()
  }
}

/** The HTTP bench's read endpoints on one Safe, plus the owner → Safes lookup. */
function endpointsOf(
  base: string,
  safe: Address,
  o: { hashes: string[]; deepOffset: number; middleOffset: number; nonce: number; owner: Address },
) {
  const historyAt = (offset: number) =>
    `${chain}/safes/${safe}/transactions/history?cursor=${encodeURIComponent(`limit=20&offset=${offset}`)}`
  const chain = `${base}/v1/chains/31337`
  const txService = `${base}/txs/31337/api`
  return [
    { name: 'safe info', url: () => `${chain}/safes/${safe}` },
    { name: 'queue (first page)', url: () => `${chain}/safes/${safe}/transactions/queued` },
    { name: 'history (first page)', url: () => `${chain}/safes/${safe}/transactions/history` },
    // Near the end a page is read from the oldest entries; the middle is the farthest from both
    // ends, the most a page can cost (getHistoryPage.ts, readWindow).
    { name: `history (offset ${o.deepOffset})`, url: () => historyAt(o.deepOffset) },
    { name: `history (offset ${o.middleOffset})`, url: () => historyAt(o.middleOffset) },
    {
      name: 'tx details',
      url: (i: number) =>
        `${chain}/transactions/multisig_${safe}_${o.hashes[(i * 7919) % o.hashes.length]}`,
    },
    {
      name: 'tx-service multisig list',
      url: () => `${txService}/v2/safes/${safe}/multisig-transactions/?limit=20`,
    },
    {
      name: 'tx-service pending',
      url: () =>
        `${txService}/v2/safes/${safe}/multisig-transactions/?executed=false&nonce__gte=${o.nonce}&limit=20`,
    },
    { name: "owner's safes", url: () => `${chain}/owners/${o.owner}/safes` },
  ]
}

function subjects(stack: SeededStack, typical: RowRange, base: string): Subject[] {
  const { fixture } = stack
  const typicalSafe = typical.safe!.address
  const typicalHistory = TYPICAL.executed + Math.ceil(TYPICAL.txs / 2)
  const bigHistory = fixture.executions.length + fixture.transfers.length
  return [
    { name: '', endpoints: [{ name: 'health (floor)', url: () => `${base}/health` }] },
    {
      name: 'big Safe',
      endpoints: endpointsOf(base, stack.safe, {
        hashes: fixture.executions.map((e) => e.safeTxHash),
        deepOffset: Math.max(0, bigHistory - 500),
        middleOffset: Math.floor(bigHistory / 2),
        nonce: fixture.executions.length,
        owner: getAddress(TEST_ACCOUNTS[0]!.address),
      }),
    },
    {
      name: 'typical Safe',
      endpoints: endpointsOf(base, typicalSafe, {
        hashes: Array.from({ length: TYPICAL.executed }, (_, i) =>
          fillerSafeTxHash(TYPICAL.key, i),
        ),
        deepOffset: typicalHistory - 20,
        middleOffset: Math.floor(typicalHistory / 2),
        nonce: TYPICAL.executed,
        // An owner of 10 pool Safes (once the pool has them all).
        owner: poolOwner(0),
      }),
    },
  ]
}

/** One gateway process (response cache off) on the database as it is now; 1 client. */
async function measure(stack: SeededStack, typical: RowRange, seconds: number, db: string) {
  const gateway = await spawnGateway({
    rpcPort: Number(new URL(stack.devnet.rpcUrl).port),
    dataDir: stack.dataDir,
    databaseUrl: stack.databaseUrl,
    timeoutMs: 300_000,
    env: { RESPONSE_CACHE_MB: '0', DEMO_SEED: '0' },
  })
  const results: Measured[] = []
  const loads: string[] = []
  const postmaster = stack.databaseUrl
    ? findPostmaster(Number(new URL(stack.databaseUrl).port))
    : undefined
  const cpuSeconds = () =>
    processCpuSeconds(gateway.child.pid!) +
    (postmaster === undefined ? 0 : serverCpuSeconds(postmaster))
  try {
    await waitSynced(gateway)
    for (const subject of subjects(stack, typical, gateway.url)) {
      loads.push(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]!)
      for (const endpoint of subject.endpoints) {
        await runLoad({ url: endpoint.url, connections: 1, durationMs: 500 })
        const cpuBefore = cpuSeconds()
        const r = await runLoad({ url: endpoint.url, connections: 1, durationMs: seconds * 1000 })
        const cpuMs = ((cpuSeconds() - cpuBefore) * 1000) / Math.max(1, r.requests)
        results.push({
          subject: subject.name,
          endpoint: endpoint.name,
          p50: r.p50,
          p99: r.p99,
          errors: r.errors,
          cpuMs,
        })
        console.error(
          `[gateway/datasize ${db}] ${subject.name} ${endpoint.name}: ${r.requests} req, ` +
            `p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, CPU ${cpuMs.toFixed(2)} ms/req, errors ${r.errors}` +
            (r.errorSamples.length ? `\n  ${r.errorSamples.join('\n  ')}` : ''),
        )
      }
    }
    loads.push(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]!)
  } finally {
    await gateway.stop()
  }
  return { results, loadavg: `${Math.min(...loads.map(Number))}–${Math.max(...loads.map(Number))}` }
}

// `npx tsx apps/gateway/bench/dataSize.ts [pglite|postgres]` (BENCH_DATASIZE_SECONDS, _STEPS).
if (import.meta.url === `file://${process.argv[1]}`) {
  const kinds = (process.argv[2] ? [process.argv[2]] : ['postgres', 'pglite']) as BenchDatabase[]
  for (const kind of kinds) {
    await benchDataSize(kind, dataSizeOptions(kind))
  }
}

/** Options from the environment: BENCH_DATASIZE_SECONDS (default 3), BENCH_DATASIZE_STEPS. */
export function dataSizeOptions(kind: BenchDatabase): DataSizeOptions {
  const steps = process.env.BENCH_DATASIZE_STEPS?.split(',').map(Number)
  return {
    seconds: Number(process.env.BENCH_DATASIZE_SECONDS ?? 3),
    steps: steps ?? DEFAULT_STEPS[kind],
  }
}
