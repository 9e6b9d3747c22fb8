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
  return {
    safe: getAddress(event.address),
    safeTxHash: outcome.safeTxHash,
    to: getAddress(a.to),
    value: a.value.toString(),
    data: a.data,
    operation: Number(a.operation),
    safeTxGas: a.safeTxGas.toString(),
    baseGas: a.baseGas.toString(),
    gasPrice: a.gasPrice.toString(),
    gasToken: getAddress(a.gasToken),
    refundReceiver: getAddress(a.refundReceiver),
    nonce: nonce.toString(),
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
