import {
  decodeSafeCall,
  decodeSafeCallTree,
  erc20Abi,
  erc721Abi,
  isMultiSendCalldata,
  type SafeCallNode,
  type SafeCallProblem,
  safeAbi,
  signMessageLibAbi,
} from '@assent/core'
import { type Abi, type AbiFunction, type Address, decodeFunctionData, type Hex, size } from 'viem'

/** One decoded argument, its value as text. */
export type DecodedParam = { name: string; type: string; value: string }

/** A call decoded in the browser from its calldata, never from the gateway's decoding. */
export type LocalCall = {
  to: Address
  value: bigint
  operation: number
  data: Hex
  /** [] for the transaction itself, [i, …] for an action of its batch (see `SafeCallNode`). */
  path: number[]
  /** Function name, or undefined when no known ABI matches (raw data is shown). */
  method?: string
  params: DecodedParam[]
  /** Inner calls of a MultiSend batch, as the chain will run them, themselves decoded. */
  actions?: LocalCall[]
  /** What could not be decoded exactly here (malformed, truncated, too deep…). */
  problems: SafeCallProblem[]
}

const knownAbis: Abi[] = [erc20Abi, erc721Abi, signMessageLibAbi as Abi]

/** Parameters of `decodeCallLocally`: the call (or its tree), the Safe, and pasted ABIs. */
export type DecodeCallLocallyParameters = Parameters<typeof decodeCallLocally>

/** What `decodeCallLocally` answers. */
export type DecodeCallLocallyReturnType = LocalCall

/**
 * Decodes a call with the ABIs the app knows (the Safe itself when `to` is the Safe, ERC-20,
 * ERC-721, SignMessageLib, plus `extraAbis` the user pasted), expanding MultiSend batches at any
 * depth exactly as the chain will run them (the same `decodeSafeCallTree` the delegate-call and
 * critical-change checks use). What cannot be decoded is left with `method` undefined; batch
 * problems stay on the call where they occur.
 * @example const call = decodeCallLocally(tx, safeAddress) // call.method, call.params, call.actions
 */
export function decodeCallLocally(
  call: { to: Address; value: bigint; operation: number; data: Hex } | SafeCallNode,
  safeAddress: Address,
  extraAbis: readonly Abi[] = [],
): DecodeCallLocallyReturnType {
  const tree = 'problems' in call ? call : decodeSafeCallTree(call)
  return fromNode(tree, safeAddress, extraAbis)
}

function fromNode(node: SafeCallNode, safe: Address, extra: readonly Abi[]): LocalCall {
  const base: LocalCall = {
    to: node.to,
    value: node.value,
    operation: node.operation,
    data: node.data,
    path: node.path,
    params: [],
    problems: node.problems,
  }
  if (isMultiSendCalldata(node.data)) {
    const actions = node.children?.map((child) => fromNode(child, safe, extra))
    return {
      ...base,
      method: 'multiSend',
      params: actions
        ? [{ name: 'transactions', type: 'bytes', value: `${actions.length} actions` }]
        : [],
      actions,
    }
  }
  return { ...base, ...decodeMethod(node, safe, extra) }
}

function decodeMethod(
  call: { to: Address; data: Hex },
  safeAddress: Address,
  extraAbis: readonly Abi[],
): Pick<LocalCall, 'method' | 'params'> {
  if (size(call.data) < 4) return { params: [] }
  if (call.to.toLowerCase() === safeAddress.toLowerCase()) {
    const safeCall = decodeSafeCall(call.data)
    if (safeCall) {
      return {
        method: safeCall.functionName,
        params: describeArgs(safeAbiInputs(safeCall), safeCall.args),
      }
    }
  }
  for (const abi of [...extraAbis, ...knownAbis]) {
    try {
      const decoded = decodeFunctionData({ abi, data: call.data })
      const fn = abi.find(
        (item): item is AbiFunction =>
          item.type === 'function' &&
          item.name === decoded.functionName &&
          item.inputs.length === (decoded.args?.length ?? 0),
      )
      return {
        method: decoded.functionName,
        params: describeArgs(fn?.inputs ?? [], decoded.args ?? []),
      }
    } catch {
      // Not this ABI: try the next one.
    }
  }
  return { params: [] }
}

function safeAbiInputs(call: { functionName: string; args: readonly unknown[] }) {
  const fn = (safeAbi as Abi).find(
    (item): item is AbiFunction =>
      item.type === 'function' &&
      item.name === call.functionName &&
      item.inputs.length === call.args.length,
  )
  return fn?.inputs ?? []
}

function describeArgs(
  inputs: readonly { name?: string; type: string }[],
  args: readonly unknown[],
): DecodedParam[] {
  return args.map((arg, index) => ({
    name: inputs[index]?.name || `arg${index}`,
    type: inputs[index]?.type ?? '',
    value: stringify(arg),
  }))
}

function stringify(value: unknown): string {
  if (typeof value === 'bigint') return value.toString()
  if (Array.isArray(value)) return `[${value.map(stringify).join(', ')}]`
  if (value && typeof value === 'object') {
    return JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))
  }
  return String(value)
}
