import type { SafeTransactionData } from '@assent/core'
import { type Address, type Hex, hexToBigInt, numberToHex } from 'viem'
import { SimulationUnavailableError } from '../../errors/simulation'
import type { OnChainSafeState } from '../../onchain/readOnChainSafeState'
import { buildSimulationCall } from './buildSimulationCall'
import { freshSimulationSender } from './freshSimulationSender'
import { simulateWithCall } from './simulateWithCall'
import { simulateWithSimulateV1 } from './simulateWithSimulateV1'
import { simulateWithTraceCall } from './simulateWithTraceCall'
import type { SimulationClient, SimulationContext } from './simulationContext'
import type { SimulationMode, SimulationRun } from './types'

/** Parameters of `runSimulation`. */
export type RunSimulationParameters = {
  /** A viem client on an RPC the gateway did not hand out. */
  client: SimulationClient
  safe: Address
  tx: SafeTransactionData
  safeTxHash: Hex
  /** The Safe as read on chain (owners, threshold, guard) and the block it was read at. */
  state: Pick<OnChainSafeState, 'owners' | 'threshold' | 'guard' | 'blockNumber'>
  /** Restricts the modes tried (tests, and users whose node misbehaves in one). */
  only?: readonly SimulationMode[]
  /**
   * The account that will send the execution (the connected signer), so the simulation runs as
   * the real execution will; a fresh address for each run without one.
   */
  executor?: Address
}

/** What `runSimulation` answers: how the execution went and what it left, as far as the mode saw. */
export type RunSimulationReturnType = SimulationRun

const MODES: readonly [SimulationMode, (context: SimulationContext) => Promise<SimulationRun>][] = [
  ['eth_simulateV1', simulateWithSimulateV1],
  ['debug_traceCall', simulateWithTraceCall],
  ['eth_call', simulateWithCall],
]

/**
 * Runs the transaction's execTransaction at the block the Safe's state was read at, without
 * its missing signatures, through the richest method the RPC offers. Each mode that fails
 * (not offered, refused, malformed answer) is noted and the next is tried.
 * @throws SimulationUnavailableError naming each mode's failure when none could run
 * @example
 * const run = await runSimulation({ client, safe, tx, safeTxHash, state })
 * run.mode // 'eth_simulateV1', else 'debug_traceCall', else 'eth_call'
 */
export async function runSimulation({
  client,
  safe,
  tx,
  safeTxHash,
  state,
  only,
  executor,
}: RunSimulationParameters): Promise<RunSimulationReturnType> {
  const sender = executor
    ? await readSender(client, executor, state.blockNumber)
    : {
        ...(await readSender(client, freshSimulationSender(), state.blockNumber)),
        balance: someCoins(),
      }
  const call = buildSimulationCall({
    safe,
    tx,
    safeTxHash,
    owners: state.owners,
    threshold: state.threshold,
    guard: state.guard,
    sender,
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
  throw new SimulationUnavailableError({ attempts: fallbacks })
}

/**
 * The sender with the chain's gas price and its balance at the block: a run that pays no fees,
 * or comes from an empty account, is one a contract can tell from the real execution.
 */
async function readSender(
  client: SimulationClient,
  address: Address,
  blockNumber: bigint,
): Promise<{ address: Address; balance: bigint; gasPrice: bigint }> {
  const [gasPrice, balance] = await Promise.all([
    client
      .request({ method: 'eth_gasPrice' })
      .then(hexToBigInt)
      .catch(() => ONE_GWEI),
    client
      .request({ method: 'eth_getBalance', params: [address, numberToHex(blockNumber)] })
      .then(hexToBigInt)
      .catch(() => 0n),
  ])
  return { address, balance, gasPrice: gasPrice > 0n ? gasPrice : ONE_GWEI }
}

const ONE_GWEI = 1_000_000_000n

/** What an ordinary executor holds: between 0.05 and 1.05 coins, drawn for each run. */
function someCoins(): bigint {
  const [draw = 0] = crypto.getRandomValues(new Uint32Array(1))
  return 50_000_000_000_000_000n + (BigInt(draw) * 1_000_000_000_000_000_000n) / 4_294_967_296n
}

/** The first line of an error's short text, at most 160 characters, for the fallback note. */
function shortMessage(error: unknown): string {
  const text =
    (error as { shortMessage?: string }).shortMessage ??
    (error instanceof Error ? error.message : String(error))
  return text.split('\n')[0]?.slice(0, 160) ?? 'failed'
}
