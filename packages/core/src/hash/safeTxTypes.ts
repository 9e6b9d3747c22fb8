import type { TypedDataParameter } from 'viem'
import { safeVersionUsesBaseGas } from '../version/safeVersionFeatures'

/**
 * The `SafeTx` struct fields for a Safe version. Before 1.0.0 the refund gas field was called
 * `dataGas`, and the field name is part of the typehash, so it must match the singleton.
 */
export function getSafeTxTypes(safeVersion: string): readonly TypedDataParameter[] {
  const gasField = safeVersionUsesBaseGas(safeVersion) ? 'baseGas' : 'dataGas'
  return [
    { name: 'to', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'data', type: 'bytes' },
    { name: 'operation', type: 'uint8' },
    { name: 'safeTxGas', type: 'uint256' },
    { name: gasField, type: 'uint256' },
    { name: 'gasPrice', type: 'uint256' },
    { name: 'gasToken', type: 'address' },
    { name: 'refundReceiver', type: 'address' },
    { name: 'nonce', type: 'uint256' },
  ]
}
