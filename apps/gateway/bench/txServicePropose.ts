import { buildSafeTransaction } from '@assent/core'
import { TEST_ACCOUNTS } from '@assent/test'
import { privateKeyToAccount } from 'viem/accounts'
import type { BenchRow } from '../../../scripts/bench'
import { buildProposal } from '../src/transactions/buildProposal'
import type { BenchDatabase, SeededStack } from './seed'

const TARGET_P50 = 10
const TARGET_P99 = 50

/** Latencies of `bodies` POSTed by `connections` clients, each sending its next when answered. */
async function postAll(url: string, bodies: string[], connections: number) {
  const latencies: number[] = []
  let errors = 0
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let i = next++; i < bodies.length; i = next++) {
        const sent = performance.now()
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: bodies[i],
        })
        await res.arrayBuffer()
        latencies.push(performance.now() - sent)
        if (res.status !== 201) errors++
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0
  return {
    requests: bodies.length,
    errors,
    rps: bodies.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
  }
}

/**
 * `POST /txs/31337/api/v2/safes/{safe}/multisig-transactions/` (api-kit's proposeTransaction)
 * on the seeded Safe: `latencyRequests` proposals one at a time, then `loadRequests` with
 * `connections` clients. Each proposal is new (its own nonce and value) and signed beforehand
 * by owner 0, so the numbers are the gateway's checks and writes, not the signing.
 */
export async function benchTxServicePropose(
  stack: SeededStack,
  gatewayUrl: string,
  db: BenchDatabase,
  opts: { connections: number; latencyRequests?: number; loadRequests?: number },
): Promise<BenchRow[]> {
  const latencyRequests = opts.latencyRequests ?? 200
  const loadRequests = opts.loadRequests ?? 600
  const owner = privateKeyToAccount(TEST_ACCOUNTS[0]!.privateKey)
  // Past every seeded proposal: the seeded queue uses the nonces right after the history.
  const firstNonce = BigInt(stack.fixture.executions.length + 10_000)
  const bodies: string[] = []
  for (let i = 0; i < latencyRequests + loadRequests; i++) {
    const { safeTxHash, ...rest } = await buildProposal(owner, {
      chainId: 31337,
      safeAddress: stack.safe,
      safeVersion: '1.4.1',
      tx: buildSafeTransaction({
        to: owner.address,
        value: BigInt(i + 1),
        nonce: firstNonce + BigInt(i),
      }),
    })
    bodies.push(JSON.stringify({ ...rest, contractTransactionHash: safeTxHash }))
  }
  const url = `${gatewayUrl}/txs/31337/api/v2/safes/${stack.safe}/multisig-transactions/`
  const latency = await postAll(url, bodies.slice(0, latencyRequests), 1)
  const load = await postAll(url, bodies.slice(latencyRequests), opts.connections)
  console.error(
    `[gateway/http ${db}] tx-service propose: 1 client p50 ${latency.p50.toFixed(1)} ms, ` +
      `p99 ${latency.p99.toFixed(1)} ms; ${opts.connections} clients ${load.rps.toFixed(0)} req/s, ` +
      `errors ${latency.errors + load.errors}`,
  )
  const label = `tx-service propose [${db}]`
  return [
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
    {
      group: 'gateway',
      name: `${label} p50, ${opts.connections} clients`,
      value: load.p50,
      unit: 'ms',
    },
    {
      group: 'gateway',
      name: `${label} p99, ${opts.connections} clients`,
      value: load.p99,
      unit: 'ms',
    },
    {
      group: 'gateway',
      name: `${label} throughput, ${opts.connections} clients`,
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
  ]
}
