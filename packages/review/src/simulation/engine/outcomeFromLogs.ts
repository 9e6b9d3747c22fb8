import { type Address, isAddressEqual, toEventSelector } from 'viem'
import type { SimulatedLog, SimulationRun } from './types'

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
