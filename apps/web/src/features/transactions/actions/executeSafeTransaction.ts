import { encodeExecTransaction, type SafeTransactionData, safeAbi } from '@assent/core'
import {
  type Address,
  type Hex,
  isAddressEqual,
  parseEventLogs,
  type TransactionReceipt,
} from 'viem'

export type ExecuteSafeTransactionParams = {
  safeAddress: Address
  tx: SafeTransactionData
  /** The packed signatures, as `buildExecutionSignatures` assembles them from verified ones. */
  signatures: Hex
  /** Gas limit; undefined lets the wallet estimate. */
  gas?: bigint
  /** Sends the call from the executor's wallet and answers its hash. */
  sendTransaction: (request: { to: Address; data: Hex; gas?: bigint }) => Promise<Hex>
  waitForReceipt: (hash: Hex) => Promise<TransactionReceipt>
  /** Called once the wallet sent it, before it is mined (to show and track the hash). */
  onSent?: (hash: Hex) => void
}

export type ExecuteSafeTransactionResult = {
  hash: Hex
  /** Mined, but reverted or the Safe emitted ExecutionFailure (the nonce is used all the same). */
  failed: boolean
  /** A cancel at the same account nonce was mined instead: the Safe executed nothing. */
  cancelled: boolean
}

/**
 * Calls the Safe's execTransaction with the given signatures, waits until it is mined and says
 * whether the Safe reported a failure. Free of React: the execute button wraps it in a mutation.
 * @example const { hash, failed } = await executeSafeTransaction({ safeAddress, tx, signatures, sendTransaction, waitForReceipt })
 */
export async function executeSafeTransaction({
  safeAddress,
  tx,
  signatures,
  gas,
  sendTransaction,
  waitForReceipt,
  onSent,
}: ExecuteSafeTransactionParams): Promise<ExecuteSafeTransactionResult> {
  const data = encodeExecTransaction(tx, signatures)
  const hash = await sendTransaction({ to: safeAddress, data, gas })
  onSent?.(hash)
  const receipt = await waitForReceipt(hash)
  // viem answers a replacement's receipt when the account nonce was used by another transaction
  // (a speed-up executes too; a cancel leaves no event of the Safe).
  const cancelled = receipt.transactionHash !== hash && !safeEmitted(receipt, safeAddress)
  return { hash, failed: !cancelled && executionFailed(receipt, safeAddress), cancelled }
}

function safeEmitted(receipt: TransactionReceipt, safeAddress: Address): boolean {
  return parseEventLogs({ abi: safeAbi, logs: receipt.logs }).some(
    (log) =>
      isAddressEqual(log.address, safeAddress) &&
      (log.eventName === 'ExecutionSuccess' || log.eventName === 'ExecutionFailure'),
  )
}

/** Whether the receipt is a revert or carries the Safe's own ExecutionFailure event. */
export function executionFailed(receipt: TransactionReceipt, safeAddress: Address): boolean {
  if (receipt.status !== 'success') return true
  return parseEventLogs({ abi: safeAbi, eventName: 'ExecutionFailure', logs: receipt.logs }).some(
    (log) => isAddressEqual(log.address, safeAddress),
  )
}
