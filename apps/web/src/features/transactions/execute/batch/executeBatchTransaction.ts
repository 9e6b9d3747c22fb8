import { type BatchLogSegment, splitBatchLogs } from '@assent/review'
import type { Address, Hex, TransactionReceipt } from 'viem'

export type ExecuteBatchTransactionParams = {
  safeAddress: Address
  /** The one transaction `encodeBatchExecution` built: MultiSendCallOnly and its calldata. */
  call: { to: Address; data: Hex }
  /** The batch's transactions in order, by their locally recomputed hashes. */
  safeTxHashes: readonly Hex[]
  /** Gas limit; undefined lets the wallet estimate. */
  gas?: bigint
  /** Sends the call from the executor's wallet and answers its hash. */
  sendTransaction: (request: { to: Address; data: Hex; gas?: bigint }) => Promise<Hex>
  waitForReceipt: (hash: Hex) => Promise<TransactionReceipt>
  /** Called once the wallet sent it, before it is mined. */
  onSent?: (hash: Hex) => void
}

export type ExecuteBatchTransactionResult = {
  hash: Hex
  /** How each transaction ended, read from the Safe's events in the receipt. */
  segments: BatchLogSegment[]
  /** Reverted, or at least one transaction did not report ExecutionSuccess. */
  failed: boolean
}

/**
 * Sends a batch execution (several queued transactions in one on-chain transaction), waits until
 * it is mined and reads from the receipt how each of them ended. Free of React: the batch step
 * wraps it in executeBatchTransactionMutationOptions.
 * @example const { hash, failed } = await executeBatchTransaction({ safeAddress, call, safeTxHashes, sendTransaction, waitForReceipt })
 */
export async function executeBatchTransaction({
  safeAddress,
  call,
  safeTxHashes,
  gas,
  sendTransaction,
  waitForReceipt,
  onSent,
}: ExecuteBatchTransactionParams): Promise<ExecuteBatchTransactionResult> {
  const hash = await sendTransaction({ to: call.to, data: call.data, gas })
  onSent?.(hash)
  const receipt = await waitForReceipt(hash)
  const segments = splitBatchLogs({ safe: safeAddress, safeTxHashes, logs: receipt.logs })
  return {
    hash,
    segments,
    failed:
      receipt.status !== 'success' || segments.some((segment) => segment.outcome !== 'success'),
  }
}
