import type { SpendingLimitTransaction } from '@assent/review'
import { openTransactionFlow } from '../transactions/request/transactionFlowStore'

/**
 * Opens the ordinary transaction review on an owner's spending-limit change (one call, or a
 * batch of them); closing the dialog is no error here.
 */
export function proposeSpendingLimitChange(tx: SpendingLimitTransaction): void {
  openTransactionFlow({
    kind: 'calls',
    txs: tx.calls.map((call) => ({
      to: call.to,
      value: call.value,
      data: call.data,
      operation: call.operation,
    })),
  }).catch(() => {})
}
