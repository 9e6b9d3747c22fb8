import type { Address, Hash, PublicClient } from 'viem'
import { numberToHex } from 'viem'
import {
  type ValueCall,
  valueCallsOfCallTracer,
  valueCallsOfParityTraces,
} from './collectValueCalls'
import { chunk } from './rpcLogs'
import { debugTraceBlockByNumber, traceFilter, traceTransaction } from './tracingRpc'

/** How incoming native coin of Safes that log none is found on an RPC. */
export type TraceMode = 'trace_filter' | 'debug_traceBlockByNumber' | 'none'

/** Blocks traced at once with debug_traceBlockByNumber (each is one heavy call). */
const BLOCK_TRACE_CONCURRENCY = 4
/** Recipients per trace_filter call. */
const FILTER_CHUNK = 200

/** The mode that last worked, per RPC client: a failure in a known mode is an error to retry. */
const workingMode = new WeakMap<object, TraceMode>()

/**
 * trace_filter finds the calls into the Safes over the whole range in one request; the
 * transactions holding one are then traced whole (trace_transaction), because a call is only
 * real when nothing above it reverted, which trace_filter's matches alone do not show.
 */
async function byTraceFilter(
  client: PublicClient,
  p: { from: number; to: number; recipients: ReadonlySet<Address> },
): Promise<ValueCall[]> {
  const candidates = new Set<Hash>()
  for (const addresses of chunk([...p.recipients], FILTER_CHUNK)) {
    const matches = await traceFilter(client, {
      fromBlock: numberToHex(p.from),
      toBlock: numberToHex(p.to),
      toAddress: addresses,
    })
    for (const match of valueCallsOfParityTraces(matches, p.recipients)) {
      candidates.add(match.txHash)
    }
  }
  const traced = await Promise.all([...candidates].map((hash) => traceTransaction(client, hash)))
  return traced.flatMap((traces) => valueCallsOfParityTraces(traces, p.recipients))
}

/** geth-style nodes: every block of the range traced with the call tracer. */
async function byBlockTraces(
  client: PublicClient,
  p: { from: number; to: number; recipients: ReadonlySet<Address> },
): Promise<ValueCall[]> {
  const numbers = Array.from({ length: p.to - p.from + 1 }, (_, i) => p.from + i)
  const found: ValueCall[] = []
  for (const group of chunk(numbers, BLOCK_TRACE_CONCURRENCY)) {
    const traced = await Promise.all(
      group.map(async (number) => {
        const block = await debugTraceBlockByNumber(client, numberToHex(number))
        return valueCallsOfCallTracer(number, block, p.recipients)
      }),
    )
    found.push(...traced.flat())
  }
  return found
}

/**
 * Native coin sent to `recipients` (Safes before 1.3.0, whose proxies log no SafeReceived) in
 * blocks `from..to`, found by tracing: trace_filter (Erigon, Nethermind, reth, anvil), else
 * debug_traceBlockByNumber with the call tracer (geth), else nothing can be found (`none`).
 * Once a mode worked on this client its failures throw, so the batch is retried rather than
 * missing transfers.
 */
export async function findTracedNativeTransfers(
  client: PublicClient,
  p: { from: number; to: number; recipients: ReadonlySet<Address> },
): Promise<{ mode: TraceMode; calls: ValueCall[] }> {
  if (p.recipients.size === 0) return { mode: workingMode.get(client) ?? 'none', calls: [] }
  const known = workingMode.get(client)
  if (known === 'trace_filter') return { mode: known, calls: await byTraceFilter(client, p) }
  if (known === 'debug_traceBlockByNumber') {
    return { mode: known, calls: await byBlockTraces(client, p) }
  }
  for (const [mode, find] of [
    ['trace_filter', byTraceFilter],
    ['debug_traceBlockByNumber', byBlockTraces],
  ] as const) {
    try {
      const calls = await find(client, p)
      workingMode.set(client, mode)
      return { mode, calls }
    } catch {
      // this RPC does not offer it: try the next way
    }
  }
  return { mode: 'none', calls: [] }
}
