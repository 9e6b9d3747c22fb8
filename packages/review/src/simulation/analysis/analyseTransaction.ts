import {
  decodeSafeCallTree,
  erc20Abi,
  flattenSafeCallTree,
  Operation,
  type SafeTransactionData,
} from '@assent/core'
import { type Address, getAddress, type Hex, type PublicClient } from 'viem'
import type { OnChainSafeState } from '../../onchain/readOnChainSafeState'
import { type OnChainTokenInfo, readTokenInfo } from '../../onchain/readTokenInfo'
import { runSimulation } from '../engine/runSimulation'
import type { SimulationMode, SimulationRun } from '../engine/types'
import { compareSafeSettings, type SafeSettingChange } from './compareSafeSettings'
import { type ApprovalGrant, type AssetChange, readAssetChanges } from './readAssetChanges'

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
  const { changes, approvals } =
    run.logs && run.nativeTransfers
      ? readAssetChanges(safe, run.logs, run.nativeTransfers)
      : { changes: [], approvals: [] }
  const settings = run.post ? compareSafeSettings(safe, state, run.post, run.logs ?? []) : undefined
  const blockNumber = state.blockNumber

  const tokenAddresses = unique([
    ...changes.flatMap((change) => (change.kind === 'native' ? [] : [change.token])),
    ...approvals.map((approval) => approval.token),
  ])
  const outgoing = unique(
    changes.flatMap((change) =>
      change.direction === 'out' && (change.kind === 'erc20' || change.kind === 'native')
        ? [change.kind === 'native' ? 'native' : change.token]
        : [],
    ),
  )
  const called = unique(
    flattenSafeCallTree(decodeSafeCallTree(tx))
      .filter((node) => node.operation === Operation.CALL && node.data !== '0x' && !node.children)
      .map((node) => node.to),
  )
  const [tokens, balances, codes] = await Promise.all([
    Promise.all(
      tokenAddresses.map(async (token) => {
        try {
          return [token.toLowerCase(), await readTokenInfo(client, { chainId, token })] as const
        } catch (error) {
          return [token.toLowerCase(), { error: firstLine(error) }] as const
        }
      }),
    ),
    Promise.all(
      outgoing.map(async (asset) => {
        const balance =
          asset === 'native'
            ? await client.getBalance({ address: safe, blockNumber })
            : await client
                .readContract({
                  address: asset as Address,
                  abi: erc20Abi,
                  functionName: 'balanceOf',
                  args: [safe],
                  blockNumber,
                })
                .catch(() => undefined)
        return [asset.toLowerCase(), balance] as const
      }),
    ),
    Promise.all(
      called.map(async (address) => {
        const code = await client.getCode({ address, blockNumber }).catch(() => 'unknown')
        return [address, code] as const
      }),
    ),
  ])
  return {
    run,
    assetChanges: changes,
    approvals,
    tokens: Object.fromEntries(tokens),
    settings,
    balancesBefore: Object.fromEntries(
      balances.filter((entry): entry is readonly [string, bigint] => typeof entry[1] === 'bigint'),
    ),
    codeless: codes.filter(([, code]) => !code || code === '0x').map(([address]) => address),
    queuedBefore: Math.max(0, Number(tx.nonce) - state.nonce),
  }
}

function unique<T extends string>(values: readonly T[]): T[] {
  const seen = new Map<string, T>()
  for (const value of values) {
    const key = value.toLowerCase()
    if (!seen.has(key)) seen.set(key, value.startsWith('0x') ? (getAddress(value) as T) : value)
  }
  return [...seen.values()]
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? 'failed'
}
