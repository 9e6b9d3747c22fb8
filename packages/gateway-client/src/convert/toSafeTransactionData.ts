import type { Operation, SafeTransactionData } from '@assent/core'
import { getAddress, type Hex, isHex, zeroAddress } from 'viem'
import type { TransactionDetails } from '../types/transactionDetails'

/**
 * The ten SafeTx fields of a multisig transaction as the gateway describes them, or an
 * explanation of what is missing or malformed. These fields — never the gateway's hash — are
 * what the user reviews and what the wallet signs.
 */
export function toSafeTransactionData(
  details: TransactionDetails,
): { ok: true; tx: SafeTransactionData } | { ok: false; reason: string } {
  const data = details.txData
  const execution = details.detailedExecutionInfo
  if (!data) return { ok: false, reason: 'The gateway sent no call data for this transaction.' }
  if (execution?.type !== 'MULTISIG') {
    return { ok: false, reason: 'This is not a multisig transaction.' }
  }
  try {
    const hexData = data.hexData ?? '0x'
    if (!isHex(hexData)) throw new Error('data is not hex')
    if (data.operation !== 0 && data.operation !== 1) throw new Error('unknown operation')
    return {
      ok: true,
      tx: {
        to: getAddress(data.to.value),
        value: BigInt(data.value ?? '0'),
        data: hexData.toLowerCase() as Hex,
        operation: data.operation as Operation,
        safeTxGas: BigInt(execution.safeTxGas),
        baseGas: BigInt(execution.baseGas),
        gasPrice: BigInt(execution.gasPrice),
        gasToken: getAddress(execution.gasToken || zeroAddress),
        refundReceiver: getAddress(execution.refundReceiver.value || zeroAddress),
        nonce: BigInt(execution.nonce),
      },
    }
  } catch (error) {
    return {
      ok: false,
      reason: `The gateway sent malformed transaction fields (${error instanceof Error ? error.message : String(error)}).`,
    }
  }
}
