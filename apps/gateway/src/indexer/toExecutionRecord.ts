import { type SafeTransactionData, toSafeTxRow } from '@assent/core'
import { decodeAbiParameters, getAddress, type Hex } from 'viem'
import type { SafeEvent } from './parseSafeLogs'
import { recoverExecutedConfirmations } from './recoverExecutedConfirmations'
import type { ExecutionRecord } from './types'

/** How an execTransaction ended: its ExecutionSuccess/ExecutionFailure event. */
export type ExecutionOutcome = { safeTxHash: Hex; isSuccessful: boolean }

/**
 * One executed multisig tx from its SafeMultiSigTransaction event (SafeL2), whose
 * `additionalInfo` is abi.encode(nonce, msg.sender, threshold), and its outcome.
 */
export async function toExecutionRecord(
  event: Extract<SafeEvent, { eventName: 'SafeMultiSigTransaction' }>,
  outcome: ExecutionOutcome,
  timestamp: number,
): Promise<ExecutionRecord> {
  const a = event.args
  const [nonce, sender, threshold] = decodeAbiParameters(
    [{ type: 'uint256' }, { type: 'address' }, { type: 'uint256' }],
    a.additionalInfo,
  )
  // The event carries the SafeTx's fields under their own names, all but the nonce.
  const tx: SafeTransactionData = { ...a, operation: a.operation === 1 ? 1 : 0, nonce }
  return {
    safe: getAddress(event.address),
    safeTxHash: outcome.safeTxHash,
    ...toSafeTxRow(tx),
    txHash: event.transactionHash,
    blockNumber: Number(event.blockNumber),
    logIndex: event.logIndex,
    executedAt: timestamp,
    executor: getAddress(sender),
    isSuccessful: outcome.isSuccessful,
    signatures: a.signatures,
    confirmations: await recoverExecutedConfirmations(
      outcome.safeTxHash,
      a.signatures,
      Number(threshold),
      timestamp,
    ),
  }
}
