import type { Address, PublicClient } from 'viem'
import type { OnChainTokenInfo } from '../../onchain/readTokenInfo'
import type { SimulationRun } from '../engine/types'
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
