import {
  decodeMultiSendActionsDeep,
  decodeSafeCall,
  erc20Abi,
  erc721Abi,
  isMultiSendCalldata,
  type MultiSendAction,
  safeAbi,
  signMessageLibAbi,
} from '@assent/core'
import { type Abi, type AbiFunction, type Address, decodeFunctionData, type Hex, size } from 'viem'

export type DecodedParam = { name: string; type: string; value: string }

/** A call decoded in the browser from its calldata, never from the gateway's decoding. */
export type LocalCall = {
  to: Address
  value: bigint
  operation: number
  data: Hex
  /** Function name, or undefined when no known ABI matches (raw data is shown). */
  method?: string
  params: DecodedParam[]
  /** Inner calls of a MultiSend batch, themselves decoded. */
  actions?: LocalCall[]
}

const knownAbis: Abi[] = [erc20Abi, erc721Abi, signMessageLibAbi as Abi]

/**
 * Decodes a call with the ABIs the app knows (the Safe itself when `to` is the Safe, ERC-20,
 * ERC-721, SignMessageLib, plus `extraAbis` the user pasted), expanding MultiSend batches at any
 * depth. What cannot be decoded is left with `method` undefined.
 */
export function decodeCallLocally(
  call: { to: Address; value: bigint; operation: number; data: Hex },
  safeAddress: Address,
  extraAbis: readonly Abi[] = [],
): LocalCall {
  const base: LocalCall = { ...call, params: [] }
  if (size(call.data) < 4) return base
  if (isMultiSendCalldata(call.data)) {
    try {
      const actions = decodeMultiSendActionsDeep(call.data)
      return {
        ...base,
        method: 'multiSend',
        params: [{ name: 'transactions', type: 'bytes', value: `${actions.length} actions` }],
        actions: actions.map((action) => fromAction(action, safeAddress, extraAbis)),
      }
    } catch {
      return base
    }
  }
  if (call.to.toLowerCase() === safeAddress.toLowerCase()) {
    const safeCall = decodeSafeCall(call.data)
    if (safeCall) {
      return {
        ...base,
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
        ...base,
        method: decoded.functionName,
        params: describeArgs(fn?.inputs ?? [], decoded.args ?? []),
      }
    } catch {
      // Not this ABI: try the next one.
    }
  }
  return base
}

function fromAction(action: MultiSendAction, safe: Address, extra: readonly Abi[]): LocalCall {
  const decoded = decodeCallLocally(
    { to: action.to, value: action.value, operation: action.operation, data: action.data },
    safe,
    extra,
  )
  return action.actions
    ? { ...decoded, actions: action.actions.map((inner) => fromAction(inner, safe, extra)) }
    : decoded
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
