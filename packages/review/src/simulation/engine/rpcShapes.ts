import { type Hex, isHex } from 'viem'
import { z } from 'zod'

// What simulation RPCs answer, checked at the boundary: a node (or a wallet relaying for one)
// is external input like any other.
const hex = z.custom<Hex>((value) => isHex(value, { strict: true }), {
  message: 'expected 0x-prefixed hex',
})

const rpcLogSchema = z.object({
  address: hex,
  topics: z.array(hex),
  data: hex,
})

export const simulateV1Schema = z.array(
  z.object({
    calls: z.array(
      z.object({
        status: hex,
        returnData: hex,
        gasUsed: hex,
        logs: z.array(rpcLogSchema).default([]),
        error: z.object({ message: z.string().optional(), data: hex.optional() }).optional(),
      }),
    ),
  }),
)

/** One frame of geth's callTracer, its sub-calls nested. */
export type CallFrame = {
  type: string
  from: Hex
  to?: Hex
  value?: Hex
  gasUsed?: Hex
  output?: Hex
  error?: string
  logs?: z.infer<typeof rpcLogSchema>[]
  calls?: CallFrame[]
}

export const callFrameSchema: z.ZodType<CallFrame> = z.lazy(() =>
  z.object({
    type: z.string(),
    from: hex,
    to: hex.optional(),
    value: hex.optional(),
    gasUsed: hex.optional(),
    output: hex.optional(),
    error: z.string().optional(),
    logs: z.array(rpcLogSchema).optional(),
    calls: z.array(callFrameSchema).optional(),
  }),
)

const accountDiffSchema = z.object({ storage: z.record(z.string(), hex).optional() })
export const prestateDiffSchema = z.object({
  pre: z.record(z.string(), accountDiffSchema),
  post: z.record(z.string(), accountDiffSchema),
})
export type PrestateDiff = z.infer<typeof prestateDiffSchema>
