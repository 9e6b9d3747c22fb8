import { type Address, bytesToHex, getAddress, type Hex, hexToBytes, isAddress, isHex } from 'viem'
import { isMultiSendCalldata } from './decodeMultiSendData'
import { isKnownMultiSend, isKnownMultiSendCallOnly } from './knownMultiSendContracts'
import { readMultiSendCalldata } from './readMultiSendCalldata'
import type { SafeCallNode, SafeCallProblem } from './types'
import { type ExactMultiSendEntry, unpackMultiSendExact } from './unpackMultiSendExact'

/** Nested batch levels followed by default; a deeper batch is a `depth-limit` problem. */
export const DEFAULT_MAX_BATCH_DEPTH = 8

export type DecodeSafeCallTreeOptions = {
  /** Nested batch levels to follow (the transaction's own batch is level 1). */
  maxDepth?: number
  /** Bytes past the end of a batch an entry may read and still be reproduced. */
  maxPastEnd?: number
}

type Settings = { maxDepth: number; maxPastEnd?: number }

/**
 * The calls a Safe transaction makes, as the chain will make them: any call or delegatecall
 * whose data is `multiSend(bytes)` — to any address, since anyone can deploy a MultiSend — is
 * expanded into the entries the MultiSend contract runs for exactly that data (see
 * `unpackMultiSendExact`), recursively. Nothing is dropped silently: whatever is malformed,
 * non-standard, skipped by the contract or too deep to follow is a `problem` on its node.
 * @example decodeSafeCallTree({ to, value: 0n, data, operation: 1 }).children?.[0]?.to
 */
export function decodeSafeCallTree(
  tx: { to: Address; value?: bigint; data: Hex; operation: number },
  options: DecodeSafeCallTreeOptions = {},
): SafeCallNode {
  const root: SafeCallNode = {
    operation: tx.operation,
    to: isAddress(tx.to, { strict: false }) ? getAddress(tx.to) : tx.to,
    value: tx.value ?? 0n,
    data: tx.data,
    path: [],
    problems: [],
  }
  if (tx.operation !== 0 && tx.operation !== 1) {
    root.problems.push({
      kind: 'reverts',
      message: `Operation ${tx.operation} is neither call (0) nor delegatecall (1): the Safe rejects it.`,
    })
    return root
  }
  expand(root, 0, {
    maxDepth: options.maxDepth ?? DEFAULT_MAX_BATCH_DEPTH,
    maxPastEnd: options.maxPastEnd,
  })
  return root
}

function expand(node: SafeCallNode, depth: number, settings: Settings): void {
  if (!isMultiSendCalldata(node.data)) return
  if (node.operation === 0 && isKnownMultiSend(node.to)) {
    node.problems.push(
      problem('reverts', 'MultiSend runs only when delegate-called: this call reverts.'),
    )
    return
  }
  if (depth >= settings.maxDepth) {
    node.problems.push(
      problem(
        'depth-limit',
        `A batch nested more than ${settings.maxDepth} levels deep is not decoded: what it runs is unknown.`,
      ),
    )
    return
  }
  if (!isHex(node.data, { strict: true }) || node.data.length % 2 !== 0) {
    node.problems.push(problem('malformed', 'The batch call data is not valid hex.'))
    return
  }
  const reading = readMultiSendCalldata(hexToBytes(node.data))
  if (!reading.accepted) {
    node.problems.push(
      problem(
        'malformed',
        `The multiSend(bytes) call data is malformed (${reading.reason}): MultiSend reverts on it.`,
      ),
    )
    return
  }
  for (const note of reading.nonCanonical) {
    node.problems.push(
      problem(
        'non-canonical',
        `The multiSend(bytes) call data is not in the standard encoding (${note}). It is shown as the contract reads it; other tools may show a different batch.`,
      ),
    )
  }
  const callOnly = isKnownMultiSendCallOnly(node.to)
  const unpacking = unpackMultiSendExact(reading.packed, {
    callOnly,
    maxPastEnd: settings.maxPastEnd,
  })
  if (unpacking.ignoredTrailingBytes > 0) {
    node.problems.push(
      problem(
        'trailing-bytes',
        `${unpacking.ignoredTrailingBytes} bytes after the last entry are skipped by MultiSend (it needs more than 32 to read another entry).`,
      ),
    )
  }
  node.children = unpacking.entries.map((entry, index) =>
    toNode(entry, [...node.path, index], callOnly),
  )
  for (const child of node.children) {
    if (child.problems.every((found) => found.kind !== 'reverts' && found.kind !== 'undecodable')) {
      expand(child, depth + 1, settings)
    }
  }
}

function toNode(entry: ExactMultiSendEntry, path: number[], callOnly: boolean): SafeCallNode {
  const node: SafeCallNode = {
    operation: entry.operation,
    to: entry.to,
    value: entry.value,
    data: entry.data && entry.data.length > 0 ? bytesToHex(entry.data) : '0x',
    path,
    problems: [],
  }
  if (entry.stop === 'reverts') {
    node.problems.push(
      problem(
        'reverts',
        entry.operation === 1 && callOnly
          ? 'MultiSendCallOnly does not run delegatecalls: the batch reverts here.'
          : `Operation ${entry.operation} is neither call (0) nor delegatecall (1): the batch reverts here.`,
      ),
    )
  } else if (entry.stop === 'undecodable') {
    node.problems.push(
      problem(
        'undecodable',
        `Undecodable: the contract would read ${entry.pastEnd} bytes beyond the end of the batch data (the entry claims ${entry.dataLength} bytes of data).`,
      ),
    )
  } else if (entry.pastEnd > 0n) {
    node.problems.push(
      problem(
        'reads-past-end',
        `This entry runs ${entry.pastEnd} bytes past the end of the batch data; the contract reads zeros there, and the entry is shown with them, as it will run.`,
      ),
    )
  }
  return node
}

function problem(kind: SafeCallProblem['kind'], message: string): SafeCallProblem {
  return { kind, message }
}
