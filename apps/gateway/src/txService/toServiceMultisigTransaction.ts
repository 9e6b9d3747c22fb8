import { getAddress, type Hex } from 'viem'
import type { ConfirmationRow, MultisigTxRow } from '../transactions/summary'
import { isoDate, serviceData, serviceSignatureType } from './serviceFormat'

/** One confirmation as `…/confirmations/` and the transaction's `confirmations` list it. */
export function toServiceConfirmation(row: ConfirmationRow) {
  return {
    owner: getAddress(row.owner),
    submissionDate: isoDate(row.submittedAt),
    transactionHash: null,
    signature: row.signature,
    signatureType: serviceSignatureType(row.signatureType),
  }
}

/**
 * A stored multisig transaction in the service's v2 shape (api-kit's
 * SafeMultisigTransactionResponse). Every stored transaction passed the owner (or delegate)
 * checks or was executed on chain, so all are `trusted`. `confirmationsRequired` is the Safe's
 * current threshold.
 */
export function toServiceMultisigTransaction(
  row: MultisigTxRow,
  confirmations: readonly ConfirmationRow[],
  threshold: number,
) {
  const executed = row.txHash !== null
  const modified = Math.max(row.submittedAt ?? 0, row.confirmedAt ?? 0, row.executedAt ?? 0)
  return {
    safe: getAddress(row.safe),
    to: getAddress(row.to),
    value: row.value,
    ...serviceData(row.data),
    operation: row.operation,
    gasToken: getAddress(row.gasToken),
    safeTxGas: row.safeTxGas,
    baseGas: row.baseGas,
    gasPrice: row.gasPrice,
    refundReceiver: getAddress(row.refundReceiver),
    nonce: row.nonce,
    executionDate: isoDate(row.executedAt),
    submissionDate: isoDate(row.submittedAt ?? row.executedAt),
    modified: isoDate(modified || null),
    blockNumber: row.blockNumber,
    transactionHash: row.txHash,
    safeTxHash: row.safeTxHash,
    proposer: row.proposer ? getAddress(row.proposer) : null,
    proposedByDelegate: row.proposedByDelegate ? getAddress(row.proposedByDelegate) : null,
    executor: row.executor ? getAddress(row.executor) : null,
    isExecuted: executed,
    isSuccessful: row.isSuccessful,
    ethGasPrice: null,
    maxFeePerGas: null,
    maxPriorityFeePerGas: null,
    gasUsed: null,
    fee: null,
    origin: row.origin,
    confirmationsRequired: threshold,
    confirmations: confirmations.map(toServiceConfirmation),
    trusted: true,
    signatures: (row.executedSignatures ?? null) as Hex | null,
    // Assent extension, only on such rows: `to`, `value`, `data` and the gas fields are not
    // known (see multisig_transactions.details_unavailable); nonce and execution are.
    ...(row.detailsUnavailable ? { detailsUnavailable: true as const } : {}),
  }
}

/** The wire shape of {@link toServiceMultisigTransaction}. */
export type ServiceMultisigTransaction = ReturnType<typeof toServiceMultisigTransaction>
