import { type Hex, hashStruct } from 'viem'
import { getSafeTxMessage } from './getSafeTxTypedData'
import { getSafeTxTypes } from './safeTxTypes'
import type { SafeTransactionData } from './types'

/**
 * The EIP-712 struct hash of the SafeTx (the "message hash" a hardware wallet shows next to the
 * domain hash). It does not depend on the chain or the Safe address.
 */
export function safeTxMessageHash({
  safeVersion,
  tx,
}: {
  safeVersion: string
  tx: SafeTransactionData
}): Hex {
  return hashStruct({
    data: getSafeTxMessage(safeVersion, tx),
    primaryType: 'SafeTx',
    types: { SafeTx: getSafeTxTypes(safeVersion) },
  })
}
