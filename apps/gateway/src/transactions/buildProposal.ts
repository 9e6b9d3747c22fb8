import {
  getSafeTxTypedData,
  type SafeTransactionData,
  type SafeTxHashParams,
  safeTxHash,
} from '@assent/core'
import type { ProposeTransactionBody } from '@assent/gateway-client'
import { type Hex, type LocalAccount, zeroAddress } from 'viem'

/** A SafeTx with the usual defaults (no refund, no gas limits), for seeding and tests. */
export function safeTransaction(
  p: Pick<SafeTransactionData, 'to' | 'nonce'> & Partial<SafeTransactionData>,
): SafeTransactionData {
  return {
    value: 0n,
    data: '0x',
    operation: 0,
    safeTxGas: 0n,
    baseGas: 0n,
    gasPrice: 0n,
    gasToken: zeroAddress,
    refundReceiver: zeroAddress,
    ...p,
  }
}

/**
 * A proposal body signed by `owner` with EIP-712 typed data (what a wallet's
 * eth_signTypedData_v4 returns), numbers as decimal strings like the web app sends them.
 */
export async function buildProposal(
  owner: LocalAccount,
  params: SafeTxHashParams,
  origin?: string,
): Promise<ProposeTransactionBody & { signature: Hex }> {
  const { tx } = params
  const signature = await owner.signTypedData(getSafeTxTypedData(params))
  return {
    to: tx.to,
    value: tx.value.toString(),
    data: tx.data,
    nonce: tx.nonce.toString(),
    operation: tx.operation,
    safeTxGas: tx.safeTxGas.toString(),
    baseGas: tx.baseGas.toString(),
    gasPrice: tx.gasPrice.toString(),
    gasToken: tx.gasToken,
    refundReceiver: tx.refundReceiver,
    safeTxHash: safeTxHash(params),
    sender: owner.address,
    signature,
    ...(origin ? { origin } : {}),
  }
}
