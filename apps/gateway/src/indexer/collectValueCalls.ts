import { type Address, getAddress, type Hex, isAddress, isHex } from 'viem'
import type { TransferRecord } from './types'

/** A call that moved native coin into one of the watched Safes, found in a trace. */
export type ValueCall = {
  blockNumber: number
  txHash: Hex
  /** The transaction's index in its block. */
  txPosition: number
  /** The call's place in the transaction's call tree, depth first (0 = the transaction). */
  ordinal: number
  from: Address
  to: Address
  value: bigint
}

/** A frame of geth's call tracer, as far as value calls need it. */
export type ValueFrame = {
  type?: string
  from?: string
  to?: string
  value?: string
  error?: string
  calls?: ValueFrame[]
}

/** One entry of Parity-style traces (trace_transaction, trace_block, trace_filter). */
export type ParityTrace = {
  type?: string
  blockNumber?: number
  action: { callType?: string; from?: string; to?: string; value?: string; input?: string }
  error?: string
  traceAddress?: number[]
  transactionHash?: string | null
  transactionPosition?: number | null
}

const amount = (value: string | undefined) => {
  try {
    return value && isHex(value) ? BigInt(value) : 0n
  } catch {
    return 0n
  }
}

const watched = (to: string | undefined, recipients: ReadonlySet<Address>): to is string =>
  to !== undefined && isAddress(to, { strict: false }) && recipients.has(getAddress(to))

/**
 * Value-carrying CALLs into `recipients` in a block traced with geth's call tracer
 * (`debug_traceBlockByNumber`, one entry per transaction in block order). A failed frame
 * reverted everything below it, so nothing in its subtree counts; DELEGATECALL/STATICCALL move
 * no coin.
 */
export function valueCallsOfCallTracer(
  blockNumber: number,
  block: readonly { txHash?: string; result?: ValueFrame }[],
  recipients: ReadonlySet<Address>,
): ValueCall[] {
  const found: ValueCall[] = []
  block.forEach((entry, txPosition) => {
    const txHash = entry.txHash
    if (!entry.result || !txHash || !isHex(txHash)) return
    let ordinal = 0
    // Frames below a failed one are walked too (not kept), so ordinals match Parity's lists.
    const visit = (frame: ValueFrame, reverted: boolean) => {
      const position = ordinal++
      const failed = reverted || Boolean(frame.error)
      const value = amount(frame.value)
      if (
        !failed &&
        frame.type === 'CALL' &&
        value > 0n &&
        watched(frame.to, recipients) &&
        frame.from &&
        isAddress(frame.from, { strict: false }) &&
        getAddress(frame.from) !== getAddress(frame.to)
      ) {
        const from = getAddress(frame.from)
        const to = getAddress(frame.to)
        found.push({ blockNumber, txHash, txPosition, ordinal: position, from, to, value })
      }
      for (const child of frame.calls ?? []) visit(child, failed)
    }
    visit(entry.result, false)
  })
  return found
}

/**
 * The same from Parity-style traces of whole transactions (every trace of each transaction
 * listed, in call order): a call counts when neither it nor any call above it
 * (`traceAddress` prefix) failed.
 */
export function valueCallsOfParityTraces(
  traces: readonly ParityTrace[],
  recipients: ReadonlySet<Address>,
): ValueCall[] {
  const failed = traces.filter((t) => t.error && t.transactionHash)
  const reverted = (trace: ParityTrace) =>
    failed.some(
      (f) =>
        f.transactionHash === trace.transactionHash &&
        (f.traceAddress ?? []).length <= (trace.traceAddress ?? []).length &&
        (f.traceAddress ?? []).every((step, i) => trace.traceAddress?.[i] === step),
    )
  const ordinals = new Map<string, number>()
  const found: ValueCall[] = []
  for (const trace of traces) {
    const txHash = trace.transactionHash
    if (!txHash || !isHex(txHash)) continue
    const ordinal = ordinals.get(txHash) ?? 0
    ordinals.set(txHash, ordinal + 1)
    const { action } = trace
    const value = amount(action.value)
    if (
      trace.type !== 'call' ||
      action.callType !== 'call' ||
      value === 0n ||
      !watched(action.to, recipients) ||
      !action.from ||
      !isAddress(action.from, { strict: false }) ||
      getAddress(action.from) === getAddress(action.to) ||
      reverted(trace)
    )
      continue
    found.push({
      blockNumber: trace.blockNumber ?? 0,
      txHash,
      txPosition: trace.transactionPosition ?? 0,
      ordinal,
      from: getAddress(action.from),
      to: getAddress(action.to),
      value,
    })
  }
  return found
}

/**
 * Traced transfers have no log: their `logIndex` (part of the row's key and of the transfer's
 * id) is made above any real log index of a block, ordered by transaction then call, so they
 * are unique and keep chain order among themselves.
 */
export const TRACED_LOG_INDEX_BASE = 100_000_000

/** An incoming native transfer row for a traced value call. */
export function toTracedTransfer(call: ValueCall, timestamp: number): TransferRecord {
  return {
    txHash: call.txHash,
    logIndex: TRACED_LOG_INDEX_BASE + call.txPosition * 100_000 + Math.min(call.ordinal, 99_999),
    safe: call.to,
    blockNumber: call.blockNumber,
    timestamp,
    tokenAddress: null,
    type: 'NATIVE_COIN',
    from: call.from,
    to: call.to,
    value: call.value.toString(),
    tokenId: null,
    direction: 'INCOMING',
  }
}
