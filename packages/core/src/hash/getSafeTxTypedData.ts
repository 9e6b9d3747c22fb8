import type { TypedDataDomain, TypedDataParameter } from 'viem'
import { safeVersionUsesBaseGas } from '../version/safeVersionFeatures'
import { getSafeDomain } from './safeDomain'
import { getSafeTxTypes } from './safeTxTypes'
import type { SafeTransactionData, SafeTxHashParams } from './types'

/** The SafeTx message object with the gas field named as the given version expects. */
export function getSafeTxMessage(
  safeVersion: string,
  tx: SafeTransactionData,
): Record<string, unknown> {
  const { baseGas, ...rest } = tx
  const gasField = safeVersionUsesBaseGas(safeVersion) ? 'baseGas' : 'dataGas'
  return { ...rest, [gasField]: baseGas }
}

/**
 * A SafeTx as EIP-712 typed data, typed precisely enough for viem's and wagmi's
 * `signTypedData` to take it without a cast.
 */
export type SafeTxTypedData = {
  domain: TypedDataDomain
  types: { SafeTx: readonly TypedDataParameter[] }
  primaryType: 'SafeTx'
  message: Record<string, unknown>
}

/**
 * The EIP-712 typed data an owner signs to confirm a Safe transaction
 * (`eth_signTypedData_v4`, e.g. through viem's `signTypedData`). Its hash is {@link safeTxHash}.
 * @example
 * const signature = await account.signTypedData(getSafeTxTypedData({ chainId: 1, safeAddress, safeVersion: '1.4.1', tx }))
 */
export function getSafeTxTypedData({
  chainId,
  safeAddress,
  safeVersion,
  tx,
}: SafeTxHashParams): SafeTxTypedData {
  return {
    domain: getSafeDomain({ chainId, safeAddress, safeVersion }),
    types: { SafeTx: getSafeTxTypes(safeVersion) },
    primaryType: 'SafeTx',
    message: getSafeTxMessage(safeVersion, tx),
  }
}
