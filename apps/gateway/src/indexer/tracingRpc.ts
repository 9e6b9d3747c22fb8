import type { Address, Hash, Hex, PublicClient } from 'viem'
import { z } from 'zod'
import type { ParityTrace } from './collectValueCalls'

/**
 * The tracing methods the indexer calls beyond the standard JSON-RPC, as a viem RPC schema:
 * what each takes. What a node answers is not trusted to have any shape (`unknown`): each
 * function below checks it with the method's zod schema before it is used.
 */
export type TracingRpcSchema = [
  {
    Method: 'trace_filter'
    Parameters: [{ fromBlock: Hex; toBlock: Hex; toAddress: Address[] }]
    ReturnType: unknown
  },
  { Method: 'trace_transaction'; Parameters: [Hash]; ReturnType: unknown },
  {
    Method: 'debug_traceTransaction'
    Parameters: [Hash, { tracer: 'callTracer' }]
    ReturnType: unknown
  },
  {
    Method: 'debug_traceBlockByNumber'
    Parameters: [Hex, { tracer: 'callTracer' }]
    ReturnType: unknown
  },
]

/** One method of {@link TracingRpcSchema}, for `client.request<…>`. */
type Call<M extends TracingRpcSchema[number]['Method']> = Extract<
  TracingRpcSchema[number],
  { Method: M }
>

const parityTraceSchema: z.ZodType<ParityTrace> = z.looseObject({
  type: z.string().optional(),
  blockNumber: z.number().optional(),
  action: z.looseObject({
    callType: z.string().optional(),
    from: z.string().optional(),
    to: z.string().optional(),
    value: z.string().optional(),
    input: z.string().optional(),
  }),
  error: z.string().optional(),
  traceAddress: z.array(z.number()).optional(),
  transactionHash: z.string().nullish(),
  transactionPosition: z.number().nullish(),
})
const parityTracesSchema = z.array(parityTraceSchema)

/** A frame of geth's call tracer: what value calls (ValueFrame) and execTransaction calls (CallFrame) read. */
export type TracerFrame = {
  type?: string
  from?: string
  to?: string
  value?: string
  input?: string
  error?: string
  calls?: TracerFrame[]
}
const tracerFrameSchema: z.ZodType<TracerFrame> = z.lazy(() =>
  z.looseObject({
    type: z.string().optional(),
    from: z.string().optional(),
    to: z.string().optional(),
    value: z.string().optional(),
    input: z.string().optional(),
    error: z.string().optional(),
    calls: z.array(tracerFrameSchema).optional(),
  }),
)
const tracedBlockSchema = z.array(
  z.looseObject({ txHash: z.string().optional(), result: tracerFrameSchema.optional() }),
)

/**
 * `trace_filter` (Erigon, Nethermind, reth, anvil): the Parity-style traces of calls into
 * `toAddress` over a block range.
 * @throws the RPC's error, or a ZodError when the answer is not a list of traces
 */
export async function traceFilter(
  client: PublicClient,
  filter: Call<'trace_filter'>['Parameters'][0],
): Promise<ParityTrace[]> {
  const answer = await client.request<Call<'trace_filter'>>({
    method: 'trace_filter',
    params: [filter],
  })
  return parityTracesSchema.parse(answer)
}

/**
 * `trace_transaction` (Parity style): every call of a transaction as a flat list.
 * @throws the RPC's error, or a ZodError when the answer is not a list of traces
 */
export async function traceTransaction(client: PublicClient, hash: Hash): Promise<ParityTrace[]> {
  const answer = await client.request<Call<'trace_transaction'>>({
    method: 'trace_transaction',
    params: [hash],
  })
  return parityTracesSchema.parse(answer)
}

/**
 * `debug_traceTransaction` with geth's call tracer: a transaction's call tree.
 * @throws the RPC's error, or a ZodError when the answer is not a call frame
 */
export async function debugTraceTransaction(
  client: PublicClient,
  hash: Hash,
): Promise<TracerFrame> {
  const answer = await client.request<Call<'debug_traceTransaction'>>({
    method: 'debug_traceTransaction',
    params: [hash, { tracer: 'callTracer' }],
  })
  return tracerFrameSchema.parse(answer)
}

/**
 * `debug_traceBlockByNumber` with geth's call tracer: each transaction's call tree, in block
 * order.
 * @throws the RPC's error, or a ZodError when the answer is not a list of traced transactions
 */
export async function debugTraceBlockByNumber(
  client: PublicClient,
  blockNumber: Hex,
): Promise<z.output<typeof tracedBlockSchema>> {
  const answer = await client.request<Call<'debug_traceBlockByNumber'>>({
    method: 'debug_traceBlockByNumber',
    params: [blockNumber, { tracer: 'callTracer' }],
  })
  return tracedBlockSchema.parse(answer)
}
