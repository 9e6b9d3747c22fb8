import type { SafeTransactionData } from '@assent/core'

/** The ten SafeTx fields and the hash as one comparable string (bigints as decimals). */
export function reviewFingerprint(tx: SafeTransactionData, safeTxHash: string): string {
  return JSON.stringify([
    tx.to.toLowerCase(),
    tx.value.toString(),
    tx.data.toLowerCase(),
    tx.operation,
    tx.safeTxGas.toString(),
    tx.baseGas.toString(),
    tx.gasPrice.toString(),
    tx.gasToken.toLowerCase(),
    tx.refundReceiver.toLowerCase(),
    tx.nonce.toString(),
    safeTxHash.toLowerCase(),
  ])
}
