import type { Address, EIP1193RequestFn, PublicClient } from 'viem'
import { numberToHex } from 'viem'
import { z } from 'zod'
import {
  type ParityTrace,
  type ValueCall,
  type ValueFrame,
  valueCallsOfCallTracer,
  valueCallsOfParityTraces,
} from './collectValueCalls'
import { chunk } from './rpcLogs'

/** How incoming native coin of Safes that log none is found on an RPC. */
export type TraceMode = 'trace_filter' | 'debug_traceBlockByNumber' | 'none'

const parityTraceSchema: z.ZodType<ParityTrace> = z.looseObject({
  type: z.string().optional(),
  blockNumber: z.number().optional(),
  action: z.looseObject({
    callType: z.string().optional(),
    from: z.string().optional(),
    to: z.string().optional(),
    value: z.string().optional(),
  }),
  error: z.string().optional(),
  traceAddress: z.array(z.number()).optional(),
  transactionHash: z.string().nullish(),
  transactionPosition: z.number().nullish(),
})
const frameSchema: z.ZodType<ValueFrame> = z.lazy(() =>
  z.looseObject({
    type: z.string().optional(),
    from: z.string().optional(),
    to: z.string().optional(),
    value: z.string().optional(),
    error: z.string().optional(),
    calls: z.array(frameSchema).optional(),
  }),
)
const tracedBlockSchema = z.array(
  z.looseObject({ txHash: z.string().optional(), result: frameSchema.optional() }),
)

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
  request: EIP1193RequestFn,
  p: { from: number; to: number; recipients: ReadonlySet<Address> },
): Promise<ValueCall[]> {
  const candidates = new Set<string>()
  for (const addresses of chunk([...p.recipients], FILTER_CHUNK)) {
    const matches = z.array(parityTraceSchema).parse(
      await request({
        method: 'trace_filter',
        params: [
          { fromBlock: numberToHex(p.from), toBlock: numberToHex(p.to), toAddress: addresses },
        ],
      } as never),
    )
    for (const match of valueCallsOfParityTraces(matches, p.recipients)) {
      candidates.add(match.txHash)
    }
  }
  const traced = await Promise.all(
    [...candidates].map(async (hash) =>
      z
        .array(parityTraceSchema)
        .parse(await request({ method: 'trace_transaction', params: [hash] } as never)),
    ),
  )
  return traced.flatMap((traces) => valueCallsOfParityTraces(traces, p.recipients))
}

/** geth-style nodes: every block of the range traced with the call tracer. */
async function byBlockTraces(
  request: EIP1193RequestFn,
  p: { from: number; to: number; recipients: ReadonlySet<Address> },
): Promise<ValueCall[]> {
  const numbers = Array.from({ length: p.to - p.from + 1 }, (_, i) => p.from + i)
  const found: ValueCall[] = []
  for (const group of chunk(numbers, BLOCK_TRACE_CONCURRENCY)) {
    const traced = await Promise.all(
      group.map(async (number) => {
        const block = tracedBlockSchema.parse(
          await request({
            method: 'debug_traceBlockByNumber',
            params: [numberToHex(number), { tracer: 'callTracer' }],
          } as never),
        )
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
  const untyped: { request: EIP1193RequestFn } = client
  const request = untyped.request
  const known = workingMode.get(client)
  if (known === 'trace_filter') return { mode: known, calls: await byTraceFilter(request, p) }
  if (known === 'debug_traceBlockByNumber') {
    return { mode: known, calls: await byBlockTraces(request, p) }
  }
  for (const [mode, find] of [
    ['trace_filter', byTraceFilter],
    ['debug_traceBlockByNumber', byBlockTraces],
  ] as const) {
    try {
      const calls = await find(request, p)
      workingMode.set(client, mode)
      return { mode, calls }
    } catch {
      // this RPC does not offer it: try the next way
    }
  }
  return { mode: 'none', calls: [] }
}
