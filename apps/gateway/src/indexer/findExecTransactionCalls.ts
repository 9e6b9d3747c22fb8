import {
  decodeExecTransaction,
  EXEC_TRANSACTION_SELECTOR,
  type ExecTransactionArgs,
  InvalidSafeTransactionError,
} from '@assent/core'
import { type Address, getAddress, type Hex, isAddressEqual, isHex } from 'viem'

/** One call of a Safe's execTransaction: who made it, the SafeTx (but its nonce), the signatures. */
export type ExecTransactionCall = ExecTransactionArgs & { caller: Address }

/** A frame of the call tracer (`debug_traceTransaction` with `callTracer`), as far as used here. */
export type CallFrame = {
  type?: string
  from?: string
  to?: string
  input?: string
  calls?: CallFrame[]
}

/** The execTransaction call in `input` made by `caller`, or null when it is another call. */
export function decodeExecTransactionCall(caller: Address, input: Hex): ExecTransactionCall | null {
  if (!input.toLowerCase().startsWith(EXEC_TRANSACTION_SELECTOR)) return null
  try {
    return { caller: getAddress(caller), ...decodeExecTransaction(input) }
  } catch (error) {
    // The selector, but not an execTransaction the ABI can read.
    if (error instanceof InvalidSafeTransactionError) return null
    throw error
  }
}

/**
 * Every execTransaction call into `safe` in a call trace, in call order: how a non-L2 Safe's
 * executions are found when a relayer, another Safe or a module called it.
 */
export function findExecTransactionCalls(root: CallFrame, safe: Address): ExecTransactionCall[] {
  const found: ExecTransactionCall[] = []
  const visit = (frame: CallFrame) => {
    const { to, from, input, type } = frame
    const called =
      (type === undefined || type === 'CALL') &&
      to !== undefined &&
      isHex(to) &&
      to.length === 42 &&
      isAddressEqual(to, safe)
    if (called && from && isHex(from) && from.length === 42 && input && isHex(input)) {
      const call = decodeExecTransactionCall(from, input)
      if (call) found.push(call)
    }
    for (const child of frame.calls ?? []) visit(child)
  }
  visit(root)
  return found
}
