import { safeAbi } from '@assent/core'
import {
  type Address,
  decodeFunctionData,
  getAddress,
  type Hex,
  isAddressEqual,
  isHex,
  toFunctionSelector,
} from 'viem'

const EXEC_TRANSACTION_SELECTOR = toFunctionSelector(
  safeAbi.find((item) => item.type === 'function' && item.name === 'execTransaction')!,
)

/** One call of a Safe's execTransaction: who made it and the SafeTx fields it carried. */
export type ExecTransactionCall = {
  caller: Address
  to: Address
  value: bigint
  data: Hex
  operation: number
  safeTxGas: bigint
  baseGas: bigint
  gasPrice: bigint
  gasToken: Address
  refundReceiver: Address
  signatures: Hex
}

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
    const { functionName, args } = decodeFunctionData({ abi: safeAbi, data: input })
    if (functionName !== 'execTransaction') return null
    const [to, value, data, operation, safeTxGas, baseGas, gasPrice, gasToken, refund, signatures] =
      args
    return {
      caller: getAddress(caller),
      to: getAddress(to),
      value,
      data,
      operation,
      safeTxGas,
      baseGas,
      gasPrice,
      gasToken: getAddress(gasToken),
      refundReceiver: getAddress(refund),
      signatures,
    }
  } catch {
    return null // the selector, but not an execTransaction the ABI can read
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
