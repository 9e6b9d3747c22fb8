import { encodeMultiSendCall, Operation, SAFE_DEPLOYMENTS } from '@assent/core'
import { type Address, getAddress, type Hex, isHex } from 'viem'
import type { FlowCall } from './flowCall'

/** The call a Safe transaction makes: one call as is, several as a MultiSendCallOnly batch. */
export type SafeCallDraft = { to: Address; value: bigint; data: Hex; operation: Operation }

/**
 * Turns the calls of a flow into the Safe transaction's call. One call keeps its operation.
 * Several calls are batched with MultiSendCallOnly (a DELEGATE call to the canonical 1.4.1
 * deployment, which itself refuses nested delegate calls), or with MultiSend when a call inside
 * is a delegate call.
 * @throws Error when a call has a bad address, value or data.
 */
export function buildSafeCall(calls: readonly FlowCall[]): SafeCallDraft {
  const normalized = calls.map((call, index) => {
    let value: bigint
    try {
      value = BigInt(call.value)
    } catch {
      throw new Error(`Transaction ${index + 1}: the value "${String(call.value)}" is not a number`)
    }
    if (value < 0n) throw new Error(`Transaction ${index + 1}: the value is negative`)
    const data = call.data || '0x'
    if (!isHex(data)) throw new Error(`Transaction ${index + 1}: the data is not hex`)
    let to: Address
    try {
      to = getAddress(call.to)
    } catch {
      throw new Error(`Transaction ${index + 1}: "${call.to}" is not an address`)
    }
    const operation = call.operation ?? Operation.CALL
    if (operation !== Operation.CALL && operation !== Operation.DELEGATE) {
      throw new Error(`Transaction ${index + 1}: unknown operation ${String(operation)}`)
    }
    return { operation, to, value, data }
  })
  const [only] = normalized
  if (!only) throw new Error('No transactions were passed')
  if (normalized.length === 1) return only
  // MultiSendCallOnly refuses inner delegate calls; only then is the full MultiSend needed.
  const hasDelegate = normalized.some((call) => call.operation === Operation.DELEGATE)
  return {
    to: hasDelegate
      ? SAFE_DEPLOYMENTS['1.4.1'].multiSend
      : SAFE_DEPLOYMENTS['1.4.1'].multiSendCallOnly,
    value: 0n,
    data: encodeMultiSendCall(normalized),
    operation: Operation.DELEGATE,
  }
}
