import type { SafeTransactionData } from '@assent/core'
import type { Address, Hex, PublicClient } from 'viem'
import type { OnChainSafeState } from '../../onchain/readOnChainSafeState'
import type { OnChainTokenInfo } from '../../onchain/readTokenInfo'
import { runSimulation } from '../engine/runSimulation'
import type { SimulationMode, SimulationRun } from '../engine/types'
import { buildSimulationReport } from './buildSimulationReport'
import type { SafeSettingChange } from './compareSafeSettings'
import type { ApprovalGrant, AssetChange } from './readAssetChanges'

/** A token's metadata as read for the report, or why it could not be. */
export type ReportToken = OnChainTokenInfo | { error: string }

/** Everything the "What this does" section shows, computed in the browser from the chain. */
export type SimulationReport = {
  run: SimulationRun
  assetChanges: AssetChange[]
  approvals: ApprovalGrant[]
  /** Metadata per token address (lower case) seen in changes or approvals. */
  tokens: Record<string, ReportToken>
  /** undefined when the mode could not read the Safe afterwards. */
  settings: SafeSettingChange[] | undefined
  /** The Safe's balance before, per asset that leaves it ('native' or a token, lower case). */
  balancesBefore: Record<string, bigint>
  /** Called addresses (with calldata) that have no code: the call does nothing. */
  codeless: Address[]
  /** How many queued nonces come before this one (simulated as if they had not run). */
  queuedBefore: number
}

/** The reads `analyseTransaction` needs of a viem client (a PublicClient has them). */
export type AnalysisClient = Pick<
  PublicClient,
  | 'request'
  | 'call'
  | 'estimateGas'
  | 'getStorageAt'
  | 'getCode'
  | 'getChainId'
  | 'readContract'
  | 'getBalance'
>

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
