import { decodeFunctionData, getAddress, type Hex, isHex, toFunctionSelector } from 'viem'
import { safeAbi } from '../abi/safeAbi'
import { InvalidSafeTransactionError } from '../errors/BaseError'
import type { SafeTransactionData } from '../hash/types'

/** `execTransaction`'s selector (the same in every Safe version from 1.0.0 on). */
export const EXEC_TRANSACTION_SELECTOR = toFunctionSelector(
  safeAbi.find((item) => item.type === 'function' && item.name === 'execTransaction')!,
)

/** What an execTransaction call carries: the SafeTx fields but the nonce, and the signatures. */
export type ExecTransactionArgs<T = Omit<SafeTransactionData, 'nonce'>> = { tx: T; signatures: Hex }

/**
 * The SafeTx and signatures in the calldata of a Safe's `execTransaction`: the inverse of
 * `encodeExecTransaction`. The nonce is not in the calldata (the Safe uses its current one):
 * given as `nonce`, the answer is the complete SafeTx that was hashed and executed.
 *
 * @throws InvalidSafeTransactionError `Invalid execTransaction calldata: …` when `data` is not
 *   hex, calls another function, or does not decode (truncated, an operation but 0 or 1).
 * @example decodeExecTransaction(transaction.input, { nonce: 7n }) // { tx, signatures }
 */
export function decodeExecTransaction(data: Hex): ExecTransactionArgs
export function decodeExecTransaction(
  data: Hex,
  p: { nonce: bigint },
): ExecTransactionArgs<SafeTransactionData>
export function decodeExecTransaction(
  data: Hex,
  p?: { nonce: bigint },
): ExecTransactionArgs | ExecTransactionArgs<SafeTransactionData> {
  if (!isHex(data, { strict: true })) throw invalid('not hex')
  const selector = data.slice(0, 10).toLowerCase()
  if (selector !== EXEC_TRANSACTION_SELECTOR) {
    throw invalid(`selector ${selector} is not execTransaction (${EXEC_TRANSACTION_SELECTOR})`)
  }
  let decoded: ReturnType<typeof decodeFunctionData<typeof safeAbi>>
  try {
    decoded = decodeFunctionData({ abi: safeAbi, data })
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
    throw invalid(`the arguments do not decode (${reason})`)
  }
  if (decoded.functionName !== 'execTransaction') throw invalid(`it calls ${decoded.functionName}`)
  const [
    to,
    value,
    callData,
    operation,
    safeTxGas,
    baseGas,
    gasPrice,
    gasToken,
    refund,
    signatures,
  ] = decoded.args
  if (operation !== 0 && operation !== 1) {
    throw invalid(`operation ${operation} is neither CALL (0) nor DELEGATE (1)`)
  }
  const tx: Omit<SafeTransactionData, 'nonce'> = {
    to: getAddress(to),
    value,
    data: callData,
    operation,
    safeTxGas,
    baseGas,
    gasPrice,
    gasToken: getAddress(gasToken),
    refundReceiver: getAddress(refund),
  }
  return p ? { tx: { ...tx, nonce: p.nonce }, signatures } : { tx, signatures }
}

function invalid(reason: string): InvalidSafeTransactionError {
  return new InvalidSafeTransactionError(`Invalid execTransaction calldata: ${reason}`)
}
