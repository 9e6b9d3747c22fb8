import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  buildSafeTransaction,
  buildSignatureBytes,
  encodeExecTransaction,
  encodeMultiSendCall,
  getSafeTxTypedData,
  preValidatedSignature,
  SAFE_DEPLOYMENTS,
  safeAbi,
} from '@assent/core'
import {
  deployTestSafe,
  startPostgres,
  startTestDevnet,
  TEST_ACCOUNTS,
  type TestDevnet,
} from '@assent/test'
import { type Address, type Hex, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { BenchRow } from '../../../scripts/bench'
import { spawnGateway } from '../src/resilience/spawnGateway'
import { waitSynced } from './http'
import { freshPostgresDatabase, median, rpcBatch } from './indexing'
import type { BenchDatabase } from './seed'

/**
 * How a non-L2 Safe's execution reaches the chain: `direct` — the owner sends execTransaction
 * (the indexer reads the fields from the transaction's input); `relayed` — a contract calls it
 * (MultiSendCallOnly called plainly, as a relayer would), so the indexer traces the transaction.
 */
type Route = 'direct' | 'relayed'

const v130 = SAFE_DEPLOYMENTS['1.3.0']
const owner = privateKeyToAccount(TEST_ACCOUNTS[0]!.privateKey)

/** The transaction that executes a 1 wei payout of `safe` at `nonce` along `route`. */
async function payoutTransaction(
  route: Route,
  safe: Address,
  nonce: bigint,
  payee: Address,
): Promise<{ to: Address; data: Hex }> {
  const tx = buildSafeTransaction({ to: payee, value: 1n, nonce })
  if (route === 'direct') {
    // The owner is msg.sender: its pre-validated signature (v = 1) suffices.
    return { to: safe, data: encodeExecTransaction(tx, preValidatedSignature(owner.address)) }
  }
  const typedData = getSafeTxTypedData({
    chainId: 31337,
    safeAddress: safe,
    safeVersion: '1.3.0',
    tx,
  })
  const signature = buildSignatureBytes([
    { signer: owner.address, data: await owner.signTypedData(typedData) },
  ])
  const execute = encodeExecTransaction(tx, signature)
  return {
    to: v130.multiSendCallOnly,
    data: encodeMultiSendCall([{ operation: 0, to: safe, value: 0n, data: execute }]),
  }
}

/** A Safe on the 1.3.0 L1 singleton (Ethereum mainnet's), owned by test account 0, funded. */
async function deployL1Safe(devnet: TestDevnet): Promise<Address> {
  const safe = await deployTestSafe(devnet, {
    owners: [0],
    threshold: 1,
    singleton: v130.safe,
    factory: v130.safeProxyFactory,
    fallbackHandler: v130.compatibilityFallbackHandler,
  })
  await devnet.walletClient.sendTransaction({ to: safe, value: parseEther('10') })
  return safe
}

const nonceOf = (devnet: TestDevnet, safe: Address) =>
  devnet.publicClient.readContract({ address: safe, abi: safeAbi, functionName: 'nonce' })

/** `blocks` blocks, one transaction each: a deposit, then a payout along `route`, and so on. */
async function generateNonL2Activity(
  devnet: TestDevnet,
  route: Route,
  safe: Address,
  blocks: number,
) {
  const depositor = devnet.accounts[1]!.address as Address
  const payee = devnet.accounts[2]!.address as Address
  let nonce = await nonceOf(devnet, safe)
  await rpcBatch(devnet.rpcUrl, [{ method: 'evm_setAutomine', params: [false] }])
  try {
    for (let sent = 0; sent < blocks; sent++) {
      const call =
        sent % 2 === 0
          ? { from: depositor, to: safe, value: '0x2', gas: '0x186a0' }
          : {
              from: owner.address,
              ...(await payoutTransaction(route, safe, nonce++, payee)),
              gas: '0x493e0',
            }
      await rpcBatch(devnet.rpcUrl, [{ method: 'eth_sendTransaction', params: [call] }])
      await rpcBatch(devnet.rpcUrl, [{ method: 'evm_mine', params: [] }])
    }
  } finally {
    await rpcBatch(devnet.rpcUrl, [{ method: 'evm_setAutomine', params: [true] }])
  }
}

/**
 * For Safes on the non-L2 singleton (1.3.0 L1: only ExecutionSuccess is logged), along each
 * route: "executed → on the first history page" (median of `samples`), then the catch-up of a
 * fresh gateway over `blocks` blocks of such activity (blocks/s and executions/s). The
 * gateway runs as its own process on a database of `db`; anvil answers debug_traceTransaction.
 */
export async function benchNonL2Indexing(
  db: BenchDatabase,
  opts: { samples: number; blocks: number },
): Promise<BenchRow[]> {
  const rows: BenchRow[] = []
  for (const route of ['direct', 'relayed'] as const) {
    rows.push(...(await benchRoute(db, route, opts)))
  }
  return rows
}

async function benchRoute(
  db: BenchDatabase,
  route: Route,
  opts: { samples: number; blocks: number },
): Promise<BenchRow[]> {
  const devnet = await startTestDevnet()
  const postgres = db === 'postgres' ? await startPostgres({ database: 'bench' }) : undefined
  const dirs: string[] = []
  const fresh = () => {
    const dir = mkdtempSync(join(tmpdir(), 'assent-bench-nonl2-'))
    dirs.push(dir)
    return dir
  }
  const rpcPort = Number(new URL(devnet.rpcUrl).port)
  const label = `non-L2 1.3.0, ${route === 'direct' ? 'owner executes' : 'via a relayer contract'}`
  const rows: BenchRow[] = []
  try {
    const safe = await deployL1Safe(devnet)
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
      for (let i = 0; i < opts.samples; i++) {
        const payout = await payoutTransaction(
          route,
          safe,
          await nonceOf(devnet, safe),
          devnet.accounts[3]!.address as Address,
        )
        const hash = await devnet.walletClient.sendTransaction({ ...payout, gas: 300_000n })
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
      name: `indexing latency, block → history, ${label}, median of ${opts.samples} [${db}]`,
      value: latency,
      unit: 'ms',
      target: '≤ 1000',
      pass: latency <= 1000,
      note: `max ${Math.max(...latencies).toFixed(0)} ms`,
    })
    console.error(
      `[gateway/indexing ${label} ${db}] latency median ${latency.toFixed(0)} ms, all: ${latencies.map((l) => l.toFixed(0)).join(' ')}`,
    )

    await generateNonL2Activity(devnet, route, safe, opts.blocks)
    const head = Number(await devnet.publicClient.getBlockNumber())
    const executions = Number(await nonceOf(devnet, safe))
    const databaseUrl = postgres ? await freshPostgresDatabase(postgres.url) : undefined
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
      name: `catch-up over ${head} blocks, ${label} [${db}]`,
      value: head / seconds,
      unit: 'blocks/s',
      note: `${executions} executions: ${(executions / seconds).toFixed(0)} executions/s; ${seconds.toFixed(1)} s after the HTTP server was up`,
    })
    console.error(
      `[gateway/indexing ${label} ${db}] catch-up ${head} blocks (${executions} executions) in ${seconds.toFixed(1)} s`,
    )
  } finally {
    await postgres?.stop()
    await devnet.stop()
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  }
  return rows
}

// `npx tsx apps/gateway/bench/nonL2Indexing.ts [pglite|postgres]`
if (import.meta.url === `file://${process.argv[1]}`) {
  const kinds = (process.argv[2] ? [process.argv[2]] : ['pglite']) as BenchDatabase[]
  for (const kind of kinds) {
    const rows = await benchNonL2Indexing(kind, {
      samples: Number(process.env.BENCH_SAMPLES ?? 20),
      blocks: Number(process.env.BENCH_NONL2_BLOCKS ?? 2000),
    })
    console.log(JSON.stringify(rows, null, 2))
  }
}
