import type { SafeTransactionData } from '@assent/core'
import {
  type Address,
  getAddress,
  type Hex,
  isAddressEqual,
  type PublicClient,
  toEventSelector,
  toHex,
} from 'viem'
import type { SimulationCall } from './buildSimulationCall'
import type { SimulatedLog, SimulationRun } from './types'

/** What every simulation mode needs: the RPC, the Safe, the call and the block to run on. */
export type SimulationContext = {
  client: Pick<PublicClient, 'request' | 'call' | 'estimateGas' | 'getStorageAt' | 'getCode'>
  safe: Address
  tx: SafeTransactionData
  call: SimulationCall
  blockNumber: bigint
}

const EXECUTION_SUCCESS = toEventSelector('ExecutionSuccess(bytes32,uint256)')
const EXECUTION_FAILURE = toEventSelector('ExecutionFailure(bytes32,uint256)')

/** Success or failure of the Safe's own call, from the event the Safe emitted. */
export function outcomeFromLogs(
  safe: Address,
  logs: readonly SimulatedLog[],
): SimulationRun['outcome'] {
  const own = logs.filter((log) => isAddressEqual(log.address, safe))
  if (own.some((log) => log.topics[0] === EXECUTION_FAILURE)) return 'execution-failure'
  if (own.some((log) => log.topics[0] === EXECUTION_SUCCESS)) return 'success'
  // execTransaction returned without either event: treat as failed, never as a silent success.
  return 'execution-failure'
}

/** The state overrides in the JSON-RPC shape (`stateDiff` keeps every other slot as on chain). */
export function rpcStateOverrides(context: SimulationContext, extra?: Record<string, unknown>) {
  return {
    [context.call.from]: { balance: toHex(context.call.senderBalance) },
    [context.safe]: {
      stateDiff: Object.fromEntries(context.call.stateDiff.map(({ slot, value }) => [slot, value])),
      ...extra,
    },
  }
}

/** The execution's fee fields in the JSON-RPC shape: a real execution pays for its gas. */
export function rpcFeeFields(context: SimulationContext) {
  return { gas: toHex(context.call.gas), gasPrice: toHex(context.call.gasPrice) }
}

export function blockHex(blockNumber: bigint): Hex {
  return `0x${blockNumber.toString(16)}`
}

/** The address in the low 20 bytes of a storage word; null for zero. */
export function wordToAddress(word: Hex | undefined): Address | null {
  const hex = (word ?? '0x').slice(2).padStart(64, '0').slice(-40)
  return /^0+$/.test(hex) ? null : getAddress(`0x${hex}`)
}
