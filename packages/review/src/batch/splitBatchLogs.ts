import { type Address, type Hex, isAddressEqual, slice, toEventSelector } from 'viem'

const EXECUTION_SUCCESS = toEventSelector('ExecutionSuccess(bytes32,uint256)')
const EXECUTION_FAILURE = toEventSelector('ExecutionFailure(bytes32,uint256)')

/** A log as a receipt or a simulation gives it. */
export type BatchLog = { address: Address; topics: readonly Hex[]; data: Hex }

/**
 * How one transaction of a batch ended: `success` (ExecutionSuccess), `execution-failure` (the
 * Safe's call failed, its nonce is used) or `missing` (no event of the Safe names its hash).
 */
export type BatchItemOutcome = 'success' | 'execution-failure' | 'missing'

/** One transaction's share of the batch's logs: `logs.slice(start, end)`. */
export type BatchLogSegment = {
  safeTxHash: Hex
  outcome: BatchItemOutcome
  start: number
  end: number
}

/** Parameters of `splitBatchLogs`. */
export type SplitBatchLogsParameters = {
  safe: Address
  /** The batch's transactions, in execution order. */
  safeTxHashes: readonly Hex[]
  logs: readonly BatchLog[]
}

/**
 * Splits a batch execution's logs per transaction: each execTransaction ends with the Safe's
 * ExecutionSuccess or ExecutionFailure naming its safeTxHash (indexed since 1.4.0, in the data
 * before), so everything up to that event belongs to it. A transaction whose event is not found
 * where expected is `missing`, and so is every one after it: a batch that ran out of order or
 * not at all is never read as a success.
 * @example
 * const segments = splitBatchLogs({ safe, safeTxHashes, logs: receipt.logs })
 * segments.every((segment) => segment.outcome === 'success')
 */
export function splitBatchLogs({
  safe,
  safeTxHashes,
  logs,
}: SplitBatchLogsParameters): BatchLogSegment[] {
  const segments: BatchLogSegment[] = []
  let start = 0
  let lost = false
  for (const safeTxHash of safeTxHashes) {
    const end = lost ? -1 : logs.findIndex((log, index) => index >= start && isEndOf(log, safe))
    const log = end >= 0 ? logs[end] : undefined
    if (!log || eventHash(log)?.toLowerCase() !== safeTxHash.toLowerCase()) {
      lost = true
      segments.push({ safeTxHash, outcome: 'missing', start: logs.length, end: logs.length })
      continue
    }
    segments.push({
      safeTxHash,
      outcome: log.topics[0] === EXECUTION_SUCCESS ? 'success' : 'execution-failure',
      start,
      end: end + 1,
    })
    start = end + 1
  }
  return segments
}

function isEndOf(log: BatchLog, safe: Address): boolean {
  return (
    isAddressEqual(log.address, safe) &&
    (log.topics[0] === EXECUTION_SUCCESS || log.topics[0] === EXECUTION_FAILURE)
  )
}

/** The safeTxHash the event names: topic 1 (1.4.x) or the first data word (1.3.0 and older). */
function eventHash(log: BatchLog): Hex | undefined {
  if (log.topics[1]) return log.topics[1]
  return log.data.length >= 66 ? slice(log.data, 0, 32) : undefined
}
