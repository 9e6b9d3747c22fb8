import {
  type AbiFunction,
  type AbiParameter,
  encodeFunctionData,
  getAddress,
  type Hex,
  isHex,
} from 'viem'
import { BaseError } from '../errors/BaseError'
import type { TxBuilderContractMethod, TxBuilderMethodInput } from './txBuilderTypes'

/** A Transaction Builder entry whose method or input values cannot be encoded. */
export class TxBuilderMethodError extends BaseError {
  override name = 'TxBuilderMethodError'
}

/**
 * The calldata of a Transaction Builder entry composed from an ABI: `contractMethod` with the
 * values of `contractInputsValues`, each written as text the way the app's form takes them
 * (numbers in decimal or 0x hex, `true`/`false`, arrays and tuples as JSON or `[a, b]`).
 * @throws TxBuilderMethodError naming the input that does not read as its type
 * @example encodeTxBuilderMethodCall(method, { to: '0x…', amount: '1000' })
 */
export function encodeTxBuilderMethodCall(
  method: TxBuilderContractMethod,
  values: Record<string, string> | null,
): Hex {
  const abi: AbiFunction = {
    type: 'function',
    name: method.name,
    inputs: method.inputs.map(toAbiParameter),
    outputs: [],
    stateMutability: method.payable ? 'payable' : 'nonpayable',
  }
  const args = method.inputs.map((input) => {
    const text = values?.[input.name]
    if (text === undefined || text === null) {
      throw new TxBuilderMethodError(`The input "${input.name}" of ${method.name} has no value.`)
    }
    return readValue(input, text, `${method.name}: the input "${input.name}"`)
  })
  try {
    return encodeFunctionData({ abi: [abi], functionName: method.name, args })
  } catch (error) {
    throw new TxBuilderMethodError(
      `${method.name}: its inputs do not encode (${error instanceof Error ? error.message.split('\n')[0] : String(error)}).`,
    )
  }
}

function toAbiParameter(input: TxBuilderMethodInput): AbiParameter {
  return input.components
    ? { name: input.name, type: input.type, components: input.components.map(toAbiParameter) }
    : { name: input.name, type: input.type }
}

function readValue(input: TxBuilderMethodInput, value: unknown, where: string): unknown {
  const type = input.type
  const array = /^(.*)\[(\d*)\]$/.exec(type)
  if (array) {
    const items = typeof value === 'string' ? readList(value, where) : value
    if (!Array.isArray(items)) throw new TxBuilderMethodError(`${where} is not a list (${type}).`)
    const element = { ...input, type: array[1]! }
    return items.map((item, index) => readValue(element, item, `${where}[${index}]`))
  }
  if (type === 'tuple') {
    const tuple = typeof value === 'string' ? readJson(value, where) : value
    const components = input.components ?? []
    if (Array.isArray(tuple)) {
      return components.map((c, i) => readValue(c, tuple[i], `${where}.${c.name || i}`))
    }
    if (typeof tuple === 'object' && tuple !== null) {
      const record = tuple as Record<string, unknown>
      return Object.fromEntries(
        components.map((c) => [c.name, readValue(c, record[c.name], `${where}.${c.name}`)]),
      )
    }
    throw new TxBuilderMethodError(`${where} is not a tuple.`)
  }
  const text = typeof value === 'string' ? value.trim() : String(value)
  if (type === 'bool') {
    if (/^(true|false)$/i.test(text)) return text.toLowerCase() === 'true'
    throw new TxBuilderMethodError(`${where} must be true or false, not "${text}".`)
  }
  if (/^u?int\d*$/.test(type)) {
    if (/^-?\d+$/.test(text) || /^0x[0-9a-fA-F]+$/.test(text)) return BigInt(text)
    throw new TxBuilderMethodError(`${where} must be a whole number, not "${text}".`)
  }
  if (type === 'address') {
    if (!/^0x[0-9a-fA-F]{40}$/.test(text)) {
      throw new TxBuilderMethodError(`${where} must be an address, not "${text}".`)
    }
    const digits = text.slice(2)
    if (digits !== digits.toLowerCase() && digits !== digits.toUpperCase()) {
      if (getAddress(text) !== text) {
        throw new TxBuilderMethodError(`${where} has a wrong address checksum: ${text}.`)
      }
    }
    return getAddress(text)
  }
  if (/^bytes\d*$/.test(type)) {
    if (isHex(text)) return text
    throw new TxBuilderMethodError(`${where} must be 0x hex bytes, not "${text}".`)
  }
  return text
}

function readList(text: string, where: string): unknown {
  const trimmed = text.trim()
  try {
    return JSON.parse(trimmed)
  } catch {
    // The app's form takes `[0xab…, 0xcd…]` without quotes: split a flat list by commas.
    const inner = /^\[(.*)\]$/s.exec(trimmed)?.[1]
    if (inner === undefined) throw new TxBuilderMethodError(`${where} is not a list: "${text}".`)
    return inner.trim() === '' ? [] : inner.split(',').map((item) => item.trim())
  }
}

function readJson(text: string, where: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new TxBuilderMethodError(`${where} is not JSON: "${text}".`)
  }
}
