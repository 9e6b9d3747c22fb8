import {
  decodeFunctionData,
  getAddress,
  type Hex,
  hexToBigInt,
  hexToNumber,
  isHex,
  size,
  slice,
  toFunctionSelector,
} from 'viem'
import { multiSendAbi } from '../abi/multiSendAbi'
import type { Operation } from '../enums/transaction'
import type { MetaTransaction } from './types'

/** Selector of `multiSend(bytes)`. */
export const MULTI_SEND_SELECTOR = toFunctionSelector('multiSend(bytes)')

// operation (1) + to (20) + value (32) + data length (32)
const HEADER_LENGTH = 85

/** True if calldata is a `multiSend(bytes)` call. */
export function isMultiSendCalldata(data: Hex): boolean {
  return data.slice(0, 10).toLowerCase() === MULTI_SEND_SELECTOR
}

/**
 * Unpacks a MultiSend batch from `multiSend(bytes)` calldata or from the packed bytes alone
 * (packed bytes start with an operation byte 00/01, so they never look like the selector).
 * Strict (it throws on truncated entries and unknown operations); to see what the chain will
 * run for any data, nested batches included, use `decodeSafeCallTree`.
 * @throws Error `Invalid MultiSend data: …` when an entry is truncated or its operation unknown.
 */
export function decodeMultiSendData(calldataOrPacked: Hex): MetaTransaction[] {
  if (!isHex(calldataOrPacked, { strict: true })) throw new Error('Invalid MultiSend data: not hex')
  const packed = isMultiSendCalldata(calldataOrPacked)
    ? unwrapMultiSendCall(calldataOrPacked)
    : calldataOrPacked
  const total = size(packed)
  const txs: MetaTransaction[] = []
  let position = 0
  while (position < total) {
    if (position + HEADER_LENGTH > total) {
      throw new Error(`Invalid MultiSend data: entry ${txs.length} is truncated`)
    }
    const operation = hexToNumber(slice(packed, position, position + 1))
    if (operation !== 0 && operation !== 1) {
      throw new Error(`Invalid MultiSend data: entry ${txs.length} has operation ${operation}`)
    }
    const to = getAddress(slice(packed, position + 1, position + 21))
    const value = hexToBigInt(slice(packed, position + 21, position + 53))
    const dataLength = hexToBigInt(slice(packed, position + 53, position + 85))
    const dataStart = position + HEADER_LENGTH
    if (BigInt(dataStart) + dataLength > BigInt(total)) {
      throw new Error(`Invalid MultiSend data: entry ${txs.length} data is truncated`)
    }
    const dataEnd = dataStart + Number(dataLength)
    const data: Hex = dataLength === 0n ? '0x' : slice(packed, dataStart, dataEnd)
    txs.push({ operation: operation as Operation, to, value, data })
    position = dataEnd
  }
  return txs
}

function unwrapMultiSendCall(calldata: Hex): Hex {
  try {
    return decodeFunctionData({ abi: multiSendAbi, data: calldata }).args[0]
  } catch (cause) {
    throw new Error('Invalid MultiSend data: malformed multiSend(bytes) calldata', { cause })
  }
}
