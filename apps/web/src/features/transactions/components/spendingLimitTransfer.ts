import type { TransactionSummary } from '@assent/gateway-client'

/**
 * The Allowance module 0.1.1 (spending limits), lowercased. Kept as a plain string here so the
 * history rows, which the boot's first paint renders too, import no contract code
 * (spendingLimitTransfer.test.ts checks it against @assent/core).
 */
export const SPENDING_LIMIT_MODULE = '0xaa46724893dedd72658219405185fb0fc91e091c'

/** Whether the gateway's history item is a transfer the spending-limit module made. */
export function isSpendingLimitTransfer(
  transaction: Pick<TransactionSummary, 'executionInfo'>,
): boolean {
  const execution = transaction.executionInfo
  return (
    execution?.type === 'MODULE' && execution.address.value.toLowerCase() === SPENDING_LIMIT_MODULE
  )
}
