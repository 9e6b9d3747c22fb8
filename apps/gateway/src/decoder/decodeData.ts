import { decodeMultiSendData } from '@assent/core'
import type {
  DataDecoded,
  DecodedParameter,
  InternalTransaction,
  ParamValue,
} from '@assent/gateway-client'
import {
  type AbiFunction,
  type AbiParameter,
  decodeFunctionData,
  getAddress,
  type Hex,
  parseAbi,
  toFunctionSelector,
} from 'viem'
import { knownSignatures } from './signatures'

const functionsBySelector = new Map<string, AbiFunction>()
for (const item of parseAbi(knownSignatures)) {
  if (item.type !== 'function') continue
  const selector = toFunctionSelector(item)
  if (!functionsBySelector.has(selector)) functionsBySelector.set(selector, item)
}

/** MultiSend batches nest; a bound keeps a hostile payload from exhausting the stack. */
const MAX_NESTING = 8

/**
 * Decodes calldata with the bundled signature table; null when the selector is unknown or the
 * arguments do not match it. A `multiSend(bytes)` call gets its batched calls decoded
 * (recursively) in the `valueDecoded` of its `transactions` parameter.
 *
 * @example decodeData('0xa9059cbb…') // { method: 'transfer', parameters: [{ name: 'to', … }] }
 */
export function decodeData(data: Hex, depth = 0): DataDecoded | null {
  if (data.length < 10) return null
  const fn = functionsBySelector.get(data.slice(0, 10).toLowerCase())
  if (!fn) return null
  let args: readonly unknown[]
  try {
    args = decodeFunctionData({ abi: [fn], data }).args ?? []
  } catch {
    return null
  }
  const parameters: DecodedParameter[] = fn.inputs.map((input, index) => ({
    name: input.name ?? '',
    type: input.type,
    value: formatValue(input, args[index]),
  }))
  if (fn.name === 'multiSend' && parameters[0]) {
    const batched = decodeBatch(data, depth)
    if (batched === null) return null
    parameters[0].valueDecoded = batched
  }
  return { method: fn.name, parameters }
}

/** The calls of a MultiSend batch; null when the packed bytes are malformed. */
function decodeBatch(data: Hex, depth: number): InternalTransaction[] | null {
  try {
    return decodeMultiSendData(data).map((tx) => ({
      operation: tx.operation,
      to: getAddress(tx.to),
      value: tx.value.toString(),
      data: tx.data === '0x' ? null : tx.data,
      dataDecoded: depth + 1 < MAX_NESTING ? decodeData(tx.data, depth + 1) : null,
    }))
  } catch {
    return null
  }
}

/** Decoded values on the wire are strings (or arrays of them): addresses checksummed, ints decimal. */
function formatValue(param: AbiParameter, value: unknown): ParamValue {
  if (param.type.endsWith(']')) {
    const inner = { ...param, type: param.type.replace(/\[\d*\]$/, '') } as AbiParameter
    return (value as readonly unknown[]).map((v) => formatValue(inner, v))
  }
  if (param.type === 'tuple' && 'components' in param) {
    return param.components.map((component, index) => {
      const field = Array.isArray(value)
        ? value[index]
        : (value as Record<string, unknown>)[component.name ?? String(index)]
      return formatValue(component, field)
    })
  }
  if (param.type === 'address') return getAddress(value as string)
  return String(value)
}
