import { Operation } from '../enums/transaction'
import type { MetaTransaction } from './types'

/**
 * MultiSendCallOnly reverts on DELEGATE entries; a batch of plain calls should use it, because it
 * cannot be used to delegate-call arbitrary code from the Safe.
 */
export function isMultiSendCallOnlyCompatible(txs: MetaTransaction[]): boolean {
  return txs.every((tx) => tx.operation === Operation.CALL)
}
