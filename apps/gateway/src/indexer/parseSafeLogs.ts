import { safeAbi, safeProxyFactoryAbi } from '@assent/core'
import { type Abi, parseEventLogs } from 'viem'
import type { RawLog } from './rpcLogs'

/**
 * Events whose arguments Safe 1.3.0 (GnosisSafeL2, GnosisSafeProxyFactory) emits unindexed
 * and 1.4.1 indexed. The signature, so the topic, is the same, but 1.4.1's ABI cannot decode
 * the 1.3.0 form (its argument sits in `data`, not in a topic) — viem drops such a log.
 */
const UNINDEXED_IN_1_3_0 = new Set([
  'AddedOwner',
  'RemovedOwner',
  'EnabledModule',
  'DisabledModule',
  'ChangedFallbackHandler',
  'ChangedGuard',
  'ExecutionSuccess',
  'ExecutionFailure',
  'ProxyCreation',
])

/** `abi`'s events in their Safe 1.3.0 form: the same names and argument names, none indexed. */
function asSafe130Events<const T extends Abi>(abi: T): T {
  return abi
    .filter((item) => item.type === 'event' && UNINDEXED_IN_1_3_0.has(item.name))
    .map(
      (item) =>
        item.type === 'event'
          ? { ...item, inputs: item.inputs.map((input) => ({ ...input, indexed: false })) }
          : item,
      // Same events with `indexed` flipped: the const ABI type cannot follow the mapping.
    ) as unknown as T
}

const safe130Events = asSafe130Events(safeAbi)
const proxyFactory130Events = asSafe130Events(safeProxyFactoryAbi)

/**
 * Decodes logs of `abi` emitted by Safe 1.4.1 or 1.3.0 contracts: each log with the 1.4.1 ABI,
 * else with the 1.3.0 form of its event. Keeps the logs' order; drops what neither decodes.
 */
function parseEitherVersion<const T extends Abi>(abi: T, older: T, logs: RawLog[]) {
  const key = (log: { transactionHash: string | null; logIndex: number | null }) =>
    `${log.transactionHash}:${log.logIndex}`
  // RawLog is eth_getLogs' answer, decoded by viem as its Log type without the block fields.
  const current = parseEventLogs({ abi, logs: logs as never, strict: true })
  const decoded = new Set(current.map(key))
  const rest = logs.filter((log) => !decoded.has(key(log)))
  const legacy =
    rest.length > 0 ? parseEventLogs({ abi: older, logs: rest as never, strict: true }) : []
  const position = new Map(logs.map((log, index) => [key(log), index]))
  return [...current, ...legacy].sort(
    (a, b) => (position.get(key(a)) ?? 0) - (position.get(key(b)) ?? 0),
  )
}

/** Safe events (SafeL2 1.4.1 or 1.3.0) of raw logs, in the logs' order. */
export function parseSafeLogs(logs: RawLog[]) {
  return parseEitherVersion(safeAbi, safe130Events, logs)
}

/** ProxyCreation events of the 1.4.1 or 1.3.0 proxy factory, in the logs' order. */
export function parseProxyCreationLogs(logs: RawLog[]) {
  return parseEitherVersion(safeProxyFactoryAbi, proxyFactory130Events, logs)
}
