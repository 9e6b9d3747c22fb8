import type { SafeTransactionData } from '@assent/core'
import {
  buildExecutionSignatures,
  checkBatchSelection,
  encodeBatchExecution,
  type TransactionVerification,
} from '@assent/review'
import type { Address, Hex } from 'viem'

/** What a batch needs of the Safe: the chain's values when it could be read. */
export type BatchSafeFacts = {
  address: Address
  version: string | null
  nonce: number
  owners: readonly string[]
  threshold: number
}

/** The batch, ready to send, or every reason it is not. */
export type BatchPlan =
  | {
      ok: true
      call: { to: Address; data: Hex }
      nonces: number[]
      safeTxHashes: Hex[]
    }
  | { ok: false; reasons: string[] }

/**
 * Turns the verified transactions of a batch (in order) into the one call to send: each one's
 * execTransaction signatures from its VERIFIED confirmations only — no implied approval of the
 * executor, since inside MultiSendCallOnly the Safe never sees the executor as msg.sender — the
 * selection rules checked again on the verified counts and the Safe's nonce, and the call
 * encoded for the Safe's version. Without React, so the step only renders it.
 */
export function buildBatchPlan(
  safe: BatchSafeFacts,
  verifications: readonly TransactionVerification[],
): BatchPlan {
  const reasons: string[] = []
  const items: { tx: SafeTransactionData; signatures: Hex; safeTxHash: Hex }[] = []
  for (const verification of verifications) {
    const { tx, localSafeTxHash } = verification
    if (!tx || !localSafeTxHash || verification.problems.length > 0) {
      reasons.push('A transaction of the batch failed verification.')
      continue
    }
    const signatures = buildExecutionSignatures({
      confirmations: verification.confirmations,
      threshold: safe.threshold,
      executor: undefined,
      owners: safe.owners,
    })
    if (!signatures.ok) {
      reasons.push(`Transaction #${tx.nonce}: ${signatures.reason}`)
      continue
    }
    items.push({ tx, signatures: signatures.signatures, safeTxHash: localSafeTxHash })
  }
  if (reasons.length > 0) return { ok: false, reasons }
  const selection = checkBatchSelection({
    safeNonce: safe.nonce,
    selected: verifications.map((verification) => ({
      nonce: Number(verification.tx?.nonce ?? -1),
      confirmationsSubmitted: verification.verifiedSigners.length,
      confirmationsRequired: safe.threshold,
    })),
  })
  if (!selection.ok) return { ok: false, reasons: [selection.reason] }
  try {
    const call = encodeBatchExecution({
      safeAddress: safe.address,
      safeVersion: safe.version ?? '',
      items,
    })
    return {
      ok: true,
      call: { to: call.to, data: call.data },
      nonces: items.map((item) => Number(item.tx.nonce)),
      safeTxHashes: items.map((item) => item.safeTxHash),
    }
  } catch (error) {
    return { ok: false, reasons: [error instanceof Error ? error.message : String(error)] }
  }
}
