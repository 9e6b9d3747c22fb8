import type { SafeTransactionData } from '@assent/core'
import { type Address, type Hex, hexToBigInt, numberToHex } from 'viem'
import { SimulationUnavailableError } from '../errors/simulation'
import type { OnChainSafeState } from '../onchain/readOnChainSafeState'
import { buildSimulationReport } from '../simulation/analysis/buildSimulationReport'
import type { AnalysisClient, SimulationReport } from '../simulation/analysis/simulationReport'
import { probeInnerRevert } from '../simulation/engine/probeInnerRevert'
import { simulateWithSimulateV1 } from '../simulation/engine/simulateWithSimulateV1'
import { simulateWithTraceCall } from '../simulation/engine/simulateWithTraceCall'
import type { SimulationContext } from '../simulation/engine/simulationContext'
import type { SimulationRun } from '../simulation/engine/types'
import { type BatchItemOutcome, splitBatchLogs } from './splitBatchLogs'

/** One transaction of the simulated batch: how it ended and its own report. */
export type SimulatedBatchItem = {
  safeTxHash: Hex
  outcome: BatchItemOutcome | 'reverted'
  /**
   * Its share of the logs and transfers. The Safe's settings are read once, after the whole
   * batch: they are in the last item's report (`settings` is undefined in the others).
   */
  report: SimulationReport
}

/** Parameters of `simulateBatchExecution`. */
export type SimulateBatchExecutionParameters = {
  /** A viem client on an RPC the gateway did not hand out. */
  client: AnalysisClient
  chainId: number
  safe: Address
  /** The Safe as read on chain; the simulation runs at its block. */
  state: OnChainSafeState
  /** The account that will send the batch. */
  executor: Address
  /** The batch as `encodeBatchExecution` built it. */
  call: { to: Address; data: Hex }
  /** Its transactions in execution order, with their locally computed safeTxHashes. */
  items: readonly { tx: SafeTransactionData; safeTxHash: Hex }[]
}

/** What `simulateBatchExecution` answers. */
export type SimulateBatchExecutionReturnType = {
  /** The whole batch's run. */
  run: SimulationRun
  items: SimulatedBatchItem[]
}

const SIMULATION_GAS = 30_000_000n
const ONE_GWEI = 1_000_000_000n

/**
 * Simulates a batch execution once, as the executor will send it (real signatures, no state
 * overrides but the sender's balance for the fees), and splits what it did per transaction at
 * the Safe's ExecutionSuccess/ExecutionFailure events, so each one's effects are judged like a
 * single transaction's. Needs logs: eth_simulateV1, else debug_traceCall.
 * @throws SimulationUnavailableError when the RPC offers neither
 * @example
 * const { items } = await simulateBatchExecution({ client, chainId, safe, state, executor, call, items })
 * items.map((item) => item.outcome) // ['success', 'success']
 */
export async function simulateBatchExecution({
  client,
  chainId,
  safe,
  state,
  executor,
  call,
  items,
}: SimulateBatchExecutionParameters): Promise<SimulateBatchExecutionReturnType> {
  const [gasPrice, balance] = await Promise.all([
    client
      .request({ method: 'eth_gasPrice' })
      .then(hexToBigInt)
      .catch(() => ONE_GWEI),
    client
      .request({ method: 'eth_getBalance', params: [executor, numberToHex(state.blockNumber)] })
      .then(hexToBigInt)
      .catch(() => 0n),
  ])
  const price = gasPrice > 0n ? gasPrice : ONE_GWEI
  const context: SimulationContext = {
    client,
    safe,
    // The engine probes this one when the Safe reports a failure; each item is probed below.
    tx: (items[0] as { tx: SafeTransactionData }).tx,
    call: {
      from: executor,
      to: call.to,
      data: call.data,
      stateDiff: [],
      gasPrice: price,
      gas: SIMULATION_GAS,
      senderBalance: balance + SIMULATION_GAS * price,
    },
    blockNumber: state.blockNumber,
  }
  const run = await runWithLogs(context)
  const logs = run.logs ?? []
  const transfers = run.nativeTransfers ?? []
  const segments = splitBatchLogs({
    safe,
    safeTxHashes: items.map((item) => item.safeTxHash),
    logs,
  })
  const simulated = await Promise.all(
    items.map(async (item, index): Promise<SimulatedBatchItem> => {
      const segment = segments[index]
      const last = index === items.length - 1
      const outcome = run.outcome === 'reverted' ? 'reverted' : (segment?.outcome ?? 'missing')
      const start = segment?.start ?? logs.length
      const end = segment?.end ?? logs.length
      const itemRun: SimulationRun = {
        ...run,
        outcome:
          outcome === 'success'
            ? 'success'
            : outcome === 'reverted'
              ? 'reverted'
              : 'execution-failure',
        revertReason:
          outcome === 'reverted'
            ? run.revertReason
            : outcome === 'execution-failure'
              ? ((await probeInnerRevert({ ...context, tx: item.tx })) ??
                "the Safe's call failed for a reason the RPC does not show")
              : outcome === 'missing'
                ? 'The Safe did not report this transaction as executed in the batch.'
                : undefined,
        revertedCall:
          outcome === 'execution-failure'
            ? { to: item.tx.to, operation: item.tx.operation }
            : undefined,
        // The gas is the whole batch's (in `run`): a share per transaction is not measured.
        gasUsed: undefined,
        logs: logs.slice(start, end),
        nativeTransfers: transfers
          .filter((transfer) => transfer.logIndex >= start && transfer.logIndex < end)
          .map((transfer) => ({ ...transfer, logIndex: transfer.logIndex - start })),
        post: last ? run.post : undefined,
      }
      const report = await buildSimulationReport({
        client,
        chainId,
        safe,
        tx: item.tx,
        state,
        run: itemRun,
      })
      // Earlier nonces of the batch run before it, for real: nothing is simulated as skipped.
      return { safeTxHash: item.safeTxHash, outcome, report: { ...report, queuedBefore: 0 } }
    }),
  )
  return { run, items: simulated }
}

/** The richest mode that gives logs; the plain eth_call cannot split a batch. */
async function runWithLogs(context: SimulationContext): Promise<SimulationRun> {
  const attempts: string[] = []
  for (const [mode, simulate] of [
    ['eth_simulateV1', simulateWithSimulateV1],
    ['debug_traceCall', simulateWithTraceCall],
  ] as const) {
    try {
      return { ...(await simulate(context)), fallbacks: attempts }
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error)
      attempts.push(`${mode}: ${text.split('\n')[0]?.slice(0, 160) ?? 'failed'}`)
    }
  }
  throw new SimulationUnavailableError({ attempts })
}
