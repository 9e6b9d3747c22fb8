import { safeAbi, safeProxyFactoryAbi } from '@assent/core'
import { type Abi, parseAbi, parseEventLogs } from 'viem'
import type { RawLog } from './rpcLogs'

/**
 * Events whose arguments Safe 1.3.0 (and 1.1.1, whose events have the same signatures) (GnosisSafeL2, GnosisSafeProxyFactory) emits unindexed
 * and 1.4.1 indexed. The signature, so the topic, is the same, but 1.4.1's ABI cannot decode
 * the 1.3.0 form (its argument sits in `data`, not in a topic) — viem drops such a log.
 */
const safe130Events = parseAbi([
  'event AddedOwner(address owner)',
  'event RemovedOwner(address owner)',
  'event EnabledModule(address module)',
  'event DisabledModule(address module)',
  'event ChangedFallbackHandler(address handler)',
  'event ChangedGuard(address guard)',
  'event ExecutionSuccess(bytes32 txHash, uint256 payment)',
  'event ExecutionFailure(bytes32 txHash, uint256 payment)',
  // Not in 1.4.1's ABI: 1.1.1's changeMasterCopy, and the migration contracts, emit it.
  'event ChangedMasterCopy(address masterCopy)',
])
const proxyFactory130Events = parseAbi(['event ProxyCreation(address proxy, address singleton)'])

/**
 * Decodes logs emitted by Safe 1.4.1 or 1.3.0 contracts: each log with the 1.4.1 ABI, else
 * with the 1.3.0 form of its event. Keeps the logs' order; drops what neither decodes.
 */
function parseEitherVersion<const Current extends Abi, const Older extends Abi>(
  abi: Current,
  older: Older,
  logs: RawLog[],
) {
  const key = (log: RawLog) => `${log.transactionHash}:${log.logIndex}`
  const current = parseEventLogs({ abi, logs, strict: true })
  const decoded = new Set(current.map(key))
  const rest = logs.filter((log) => !decoded.has(key(log)))
  const legacy = rest.length > 0 ? parseEventLogs({ abi: older, logs: rest, strict: true }) : []
  const position = new Map(logs.map((log, index) => [key(log), index]))
  return [...current, ...legacy].sort(
    (a, b) => (position.get(key(a)) ?? 0) - (position.get(key(b)) ?? 0),
  )
}

/** Safe events (SafeL2 1.4.1 or 1.3.0) of raw logs, in the logs' order. */
export function parseSafeLogs(logs: RawLog[]) {
  return parseEitherVersion(safeAbi, safe130Events, logs)
}

/** A decoded Safe event: its name, arguments and the log's fields. */
export type SafeEvent = ReturnType<typeof parseSafeLogs>[number]

/** ProxyCreation events of the 1.4.1 or 1.3.0 proxy factory, in the logs' order. */
export function parseProxyCreationLogs(logs: RawLog[]) {
  return parseEitherVersion(safeProxyFactoryAbi, proxyFactory130Events, logs)
}
