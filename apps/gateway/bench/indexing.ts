import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildSafeTransaction, encodeExecTransaction, preValidatedSignature } from '@assent/core'
import { deployTestSafe, startPostgres, startTestDevnet, type TestDevnet } from '@assent/test'
import { type Address, type Hex, parseEther } from 'viem'
import type { BenchRow } from '../../../scripts/bench'
import { spawnGateway } from '../src/resilience/spawnGateway'
import { waitSynced } from './http'
import type { BenchDatabase } from './seed'

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

/** execTransaction calldata of a 1 wei payout, authorised by the executing owner itself (v=1). */
function payoutCall(owner: Address, to: Address): Hex {
  return encodeExecTransaction(
    buildSafeTransaction({ to, value: 1n }),
    preValidatedSignature(owner),
  )
}

export async function rpcBatch(rpcUrl: string, calls: { method: string; params: unknown[] }[]) {
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(calls.map((c, id) => ({ jsonrpc: '2.0', id, ...c }))),
  })
  const answers = (await res.json()) as { error?: { message: string } }[]
  const failed = answers.find((a) => a.error)
  if (failed) throw new Error(`RPC batch failed: ${failed.error?.message}`)
}

/**
 * Fills a devnet with `blocks` blocks of Safe activity, one transaction per block:
 * alternately a deposit into the Safe (SafeReceived) and an execTransaction paying out 1 wei
 * (SafeMultiSigTransaction + ExecutionSuccess), sent from unlocked accounts.
 */
export async function generateSafeActivity(devnet: TestDevnet, safe: Address, blocks: number) {
  const owner = devnet.accounts[0]!.address as Address
  const depositor = devnet.accounts[1]!.address as Address
  const payee = devnet.accounts[2]!.address as Address
  const data = payoutCall(owner, payee)
  const start = Number(await devnet.publicClient.getBlockNumber())
  // With automine on, anvil packs transactions that arrive while it mines into one block (10,000
  // txs gave ~1,000 blocks), so mine each block explicitly: one Safe transaction per block.
  await rpcBatch(devnet.rpcUrl, [{ method: 'evm_setAutomine', params: [false] }])
  let sent = 0
  try {
    for (; sent < blocks; sent++) {
      const call =
        sent % 2 === 0
          ? { from: depositor, to: safe, value: '0x2', gas: '0x186a0' }
          : { from: owner, to: safe, data, gas: '0x30d40' }
      await rpcBatch(devnet.rpcUrl, [{ method: 'eth_sendTransaction', params: [call] }])
      await rpcBatch(devnet.rpcUrl, [{ method: 'evm_mine', params: [] }])
    }
  } finally {
    await rpcBatch(devnet.rpcUrl, [{ method: 'evm_setAutomine', params: [true] }])
  }
  return { transactions: sent, blocks: Number(await devnet.publicClient.getBlockNumber()) - start }
}

/**
 * Indexing latency (an executed transaction until it is on the first history page, median of
 * `samples`) and catch-up speed (a fresh gateway over `blocks` blocks of Safe activity, blocks/s),
 * with the gateway as its own process on a database of `db`.
 */
export async function benchIndexing(
  db: BenchDatabase,
  opts: { samples: number; blocks: number },
): Promise<BenchRow[]> {
  const devnet = await startTestDevnet()
  const postgres = db === 'postgres' ? await startPostgres({ database: 'bench' }) : undefined
  const dirs: string[] = []
  const fresh = () => {
    const dir = mkdtempSync(join(tmpdir(), 'assent-bench-index-'))
    dirs.push(dir)
    return dir
  }
  const rpcPort = Number(new URL(devnet.rpcUrl).port)
  const rows: BenchRow[] = []
  try {
    const safe = await deployTestSafe(devnet, { owners: [0], threshold: 1 })
    await devnet.walletClient.sendTransaction({ to: safe, value: parseEther('10') })

    // Latency: one gateway following the chain, one execution at a time.
    const gateway = await spawnGateway({
      rpcPort,
      dataDir: fresh(),
      databaseUrl: postgres?.url,
      timeoutMs: 300_000,
    })
    const latencies: number[] = []
    try {
      await waitSynced(gateway)
      const history = `${gateway.url}/v1/chains/31337/safes/${safe}/transactions/history`
      const owner = devnet.accounts[0]!.address as Address
      for (let i = 0; i < opts.samples; i++) {
        const hash = await devnet.walletClient.sendTransaction({
          to: safe,
          data: payoutCall(owner, devnet.accounts[3]!.address as Address),
          gas: 200_000n,
        })
        await devnet.publicClient.waitForTransactionReceipt({ hash, pollingInterval: 5 })
        const mined = performance.now()
        for (;;) {
          const page = await fetch(history).then((r) => r.text())
          if (page.includes(hash)) break
          if (performance.now() - mined > 30_000) throw new Error(`${hash} never reached history`)
          await new Promise((resolve) => setTimeout(resolve, 10))
        }
        latencies.push(performance.now() - mined)
      }
    } finally {
      await gateway.stop()
    }
    const latency = median(latencies)
    rows.push({
      group: 'gateway',
      name: `indexing latency, block → history, median of ${opts.samples} [${db}]`,
      value: latency,
      unit: 'ms',
      target: '≤ 1000',
      pass: latency <= 1000,
      note: `max ${Math.max(...latencies).toFixed(0)} ms`,
    })
    console.error(
      `[gateway/indexing ${db}] latency median ${latency.toFixed(0)} ms, all: ${latencies.map((l) => l.toFixed(0)).join(' ')}`,
    )

    // Catch-up: a fresh gateway (empty database) over the whole chain.
    const generated = performance.now()
    const activity = await generateSafeActivity(devnet, safe, opts.blocks)
    console.error(
      `[gateway/indexing ${db}] generated ${activity.blocks} blocks (${activity.transactions} txs) in ${((performance.now() - generated) / 1000).toFixed(0)} s`,
    )
    const head = Number(await devnet.publicClient.getBlockNumber())
    const databaseUrl = postgres ? await freshPostgresDatabase(postgres.url) : undefined
    const spawnStarted = performance.now()
    const catchUp = await spawnGateway({
      rpcPort,
      dataDir: fresh(),
      databaseUrl,
      timeoutMs: 300_000,
    })
    const ready = performance.now()
    try {
      await waitSynced(catchUp, 600_000)
    } finally {
      await catchUp.stop()
    }
    const seconds = (performance.now() - ready) / 1000
    rows.push({
      group: 'gateway',
      name: `catch-up over ${head} blocks of Safe activity [${db}]`,
      value: head / seconds,
      unit: 'blocks/s',
      note: `${activity.transactions} Safe txs; ${seconds.toFixed(1)} s after the HTTP server was up, ${((performance.now() - spawnStarted) / 1000).toFixed(1)} s from process start`,
    })
    console.error(`[gateway/indexing ${db}] catch-up ${head} blocks in ${seconds.toFixed(1)} s`)
  } finally {
    await postgres?.stop()
    await devnet.stop()
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  }
  return rows
}

/** A second, empty database on the same server (the first one holds the latency run). */
export async function freshPostgresDatabase(url: string): Promise<string> {
  const { default: postgres } = await import('postgres')
  const admin = postgres(url, { max: 1, onnotice: () => {} })
  try {
    await admin.unsafe('create database catchup')
  } finally {
    await admin.end()
  }
  return url.replace(/\/[^/]+$/, '/catchup')
}

// `npx tsx apps/gateway/bench/indexing.ts [pglite|postgres]`
if (import.meta.url === `file://${process.argv[1]}`) {
  const kinds = (process.argv[2] ? [process.argv[2]] : ['pglite', 'postgres']) as BenchDatabase[]
  for (const kind of kinds) {
    await benchIndexing(kind, {
      samples: Number(process.env.BENCH_SAMPLES ?? 20),
      blocks: Number(process.env.BENCH_BLOCKS ?? 10_000),
    })
  }
}
