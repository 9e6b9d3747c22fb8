import { encodeFunctionData, type Hex } from 'viem'
import { safeAbi } from '../abi/safeAbi'
import type { SafeTransactionData } from '../hash/types'

/**
 * The calldata of the Safe's `execTransaction` for a SafeTx and its packed signatures (same
 * layout in every Safe version from 1.0.0 on).
 *
 * @example
 * walletClient.sendTransaction({ to: safe, data: encodeExecTransaction(tx, signatures) })
 */
export function encodeExecTransaction(tx: SafeTransactionData, signatures: Hex): Hex {
  return encodeFunctionData({
    abi: safeAbi,
    functionName: 'execTransaction',
    args: [
      tx.to,
      tx.value,
      tx.data,
      tx.operation,
      tx.safeTxGas,
      tx.baseGas,
      tx.gasPrice,
      tx.gasToken,
      tx.refundReceiver,
      signatures,
    ],
  })
}
