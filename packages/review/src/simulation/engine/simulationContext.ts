import type { SafeTransactionData } from '@assent/core'
import type { Address, PublicClient } from 'viem'
import type { SimulationCall } from './buildSimulationCall'

/**
 * What the simulation reads the chain with: a viem client on an RPC the caller chose. eth_simulateV1
 * and debug_traceCall go through its `request`, typed per call (simulationRpcSchema.ts).
 */
export type SimulationClient = Pick<
  PublicClient,
  'request' | 'call' | 'estimateGas' | 'getStorageAt' | 'getCode'
>

/** What every simulation mode needs: the RPC, the Safe, the call and the block to run on. */
export type SimulationContext = {
  client: SimulationClient
  safe: Address
  tx: SafeTransactionData
  call: SimulationCall
  blockNumber: bigint
}
