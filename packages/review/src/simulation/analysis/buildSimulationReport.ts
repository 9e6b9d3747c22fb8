import {
  decodeSafeCallTree,
  erc20Abi,
  flattenSafeCallTree,
  Operation,
  type SafeTransactionData,
} from '@assent/core'
import { type Address, getAddress } from 'viem'
import type { OnChainSafeState } from '../../onchain/readOnChainSafeState'
import { readTokenInfo } from '../../onchain/readTokenInfo'
import type { SimulationRun } from '../engine/types'
import { compareSafeSettings } from './compareSafeSettings'
import { readAssetChanges } from './readAssetChanges'
import type { AnalysisClient, SimulationReport } from './simulationReport'

/** Parameters of `buildSimulationReport`. */
export type BuildSimulationReportParameters = {
  client: AnalysisClient
  chainId: number
  safe: Address
  /** The transaction the run executed (its calls are checked for code). */
  tx: SafeTransactionData
  /** The Safe as read on chain before the run. */
  state: OnChainSafeState
  run: SimulationRun
}

/**
 * Reads what the report needs around a simulation run, at the block the Safe's state was read
 * at: the asset changes and approvals in its logs, the Safe's settings afterwards, token
 * metadata, balances before and the code of the called addresses.
 */
export async function buildSimulationReport({
  client,
  chainId,
  safe,
  tx,
  state,
  run,
}: BuildSimulationReportParameters): Promise<SimulationReport> {
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
