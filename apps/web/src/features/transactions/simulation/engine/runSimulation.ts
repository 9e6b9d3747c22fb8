import type { SafeTransactionData } from '@assent/core'
import type { Address, Hex } from 'viem'
import type { OnChainSafeState } from '../../../verification-rpc/readOnChainSafeState'
import { buildSimulationCall } from './buildSimulationCall'
import { simulateWithCall } from './simulateWithCall'
import { simulateWithSimulateV1 } from './simulateWithSimulateV1'
import { simulateWithTraceCall } from './simulateWithTraceCall'
import type { SimulationContext } from './simulationContext'
import type { SimulationMode, SimulationRun } from './types'

const MODES: readonly [SimulationMode, (context: SimulationContext) => Promise<SimulationRun>][] = [
  ['eth_simulateV1', simulateWithSimulateV1],
  ['debug_traceCall', simulateWithTraceCall],
  ['eth_call', simulateWithCall],
]

/**
 * Runs the transaction's execTransaction at the block the Safe's state was read at, without
 * its missing signatures, through the richest method the RPC offers. Each mode that fails
 * (not offered, refused, malformed answer) is noted and the next is tried.
 * @throws Error naming each mode's failure when none could run
 */
export async function runSimulation({
  client,
  safe,
  tx,
  safeTxHash,
  state,
  only,
}: {
  client: SimulationContext['client']
  safe: Address
  tx: SafeTransactionData
  safeTxHash: Hex
  /** The Safe as read on chain (owners, threshold, guard) and the block it was read at. */
  state: Pick<OnChainSafeState, 'owners' | 'threshold' | 'guard' | 'blockNumber'>
  /** Restricts the modes tried (tests, and users whose node misbehaves in one). */
  only?: readonly SimulationMode[]
}): Promise<SimulationRun> {
  const call = buildSimulationCall({
    safe,
    tx,
    safeTxHash,
    owners: state.owners,
    threshold: state.threshold,
    guard: state.guard,
  })
  const context: SimulationContext = { client, safe, tx, call, blockNumber: state.blockNumber }
  const fallbacks: string[] = []
  for (const [mode, simulate] of MODES) {
    if (only && !only.includes(mode)) continue
    try {
      const run = await simulate(context)
      return { ...run, fallbacks }
    } catch (error) {
      fallbacks.push(`${mode}: ${shortMessage(error)}`)
    }
  }
  throw new Error(`The RPC could not simulate the transaction (${fallbacks.join('; ')}).`)
}

function shortMessage(error: unknown): string {
  const text =
    (error as { shortMessage?: string }).shortMessage ??
    (error instanceof Error ? error.message : String(error))
  return text.split('\n')[0]?.slice(0, 160) ?? 'failed'
}
