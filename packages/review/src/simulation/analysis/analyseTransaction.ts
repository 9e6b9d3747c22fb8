import type { SafeTransactionData } from '@assent/core'
import type { Address, Hex } from 'viem'
import type { OnChainSafeState } from '../../onchain/readOnChainSafeState'
import { runSimulation } from '../engine/runSimulation'
import type { SimulationMode } from '../engine/types'
import { buildSimulationReport } from './buildSimulationReport'
import type { AnalysisClient, SimulationReport } from './simulationReport'

/** Parameters of `analyseTransaction`. */
export type AnalyseTransactionParameters = {
  /** A viem client on an RPC the gateway did not hand out. */
  client: AnalysisClient
  chainId: number
  safe: Address
  tx: SafeTransactionData
  safeTxHash: Hex
  /** The Safe as read on chain; the simulation runs at its block. */
  state: OnChainSafeState
  /** Restricts the simulation modes tried. */
  only?: readonly SimulationMode[]
  /** Who will send the execution; a fresh address per run when unknown. */
  executor?: Address
}

/** What `analyseTransaction` answers. */
export type AnalyseTransactionReturnType = SimulationReport

/**
 * Simulates the transaction and reads what the report needs around it, all at the block the
 * Safe's state was read at: token metadata, balances before, code of the called addresses.
 * @throws SimulationUnavailableError when the RPC could run no simulation mode
 * @example
 * const state = await readOnChainSafeState(client, { chainId: 1, address: safe })
 * const report = await analyseTransaction({ client, chainId: 1, safe, tx, safeTxHash, state })
 * report.run.outcome // 'success' | 'execution-failure' | 'reverted'
 * report.assetChanges // what leaves and reaches the Safe
 */
export async function analyseTransaction({
  client,
  chainId,
  safe,
  tx,
  safeTxHash,
  state,
  only,
  executor,
}: AnalyseTransactionParameters): Promise<AnalyseTransactionReturnType> {
  const run = await runSimulation({ client, safe, tx, safeTxHash, state, only, executor })
  return buildSimulationReport({ client, chainId, safe, tx, state, run })
}
