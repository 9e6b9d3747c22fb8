import type { Address, Hex, Quantity, RpcStateOverride } from 'viem'

// The two simulation methods viem's public schema does not describe as the nodes take them
// (its eth_simulateV1 types calls with bigint fields; debug_traceCall is absent). Each request
// names its schema, `client.request<EthSimulateV1Schema>(…)`, the way viem types a custom
// method per call. The answers are `unknown` on purpose: rpcShapes.ts parses them, since a
// node (or a wallet relaying for one) is external input like any other.

/** The execution as one call in the JSON-RPC shape: quantities in hex. */
export type RpcSimulationCall = {
  from: Address
  to: Address
  data: Hex
  gas?: Quantity
  gasPrice?: Quantity
}

/** eth_simulateV1: blocks of calls on top of `block`, each block with its own state overrides. */
export type EthSimulateV1Schema = {
  Method: 'eth_simulateV1'
  Parameters: [
    simulation: {
      blockStateCalls: readonly {
        stateOverrides?: RpcStateOverride
        calls: readonly RpcSimulationCall[]
      }[]
      /** Native transfers reported as ERC-7528 logs. */
      traceTransfers?: boolean
      /** false: no nonce, balance or base-fee checks, as for eth_call. */
      validation?: boolean
    },
    block: Quantity,
  ]
  ReturnType: unknown
}

/** The tracers the simulation asks debug_traceCall for, with their settings. */
export type TraceCallTracer =
  | { tracer: 'callTracer'; tracerConfig: { withLog: boolean } }
  | { tracer: 'prestateTracer'; tracerConfig: { diffMode: boolean } }

/** debug_traceCall (geth's tracers): one call at `block`, traced by one tracer. */
export type DebugTraceCallSchema = {
  Method: 'debug_traceCall'
  Parameters: [
    call: RpcSimulationCall,
    block: Quantity,
    options: TraceCallTracer & { stateOverrides?: RpcStateOverride },
  ]
  ReturnType: unknown
}
