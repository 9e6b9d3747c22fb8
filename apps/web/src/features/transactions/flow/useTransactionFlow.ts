import { useSyncExternalStore } from 'react'
import {
  type ActiveFlow,
  closeTransactionFlow,
  getActiveFlow,
  openTransactionFlow,
  subscribeTransactionFlow,
} from '../request/transactionFlowStore'

/**
 * Opens the transaction flow from anywhere (pages, Safe Apps' `sendTransactions`).
 * `open()` resolves with `{ safeTxHash }` once proposed and rejects (FlowRejectedError) when the
 * user closes the dialog or rejects in their wallet.
 * @example
 * const { open } = useTransactionFlow()
 * const { safeTxHash } = await open({ kind: 'calls', txs, origin: { name, url } })
 */
export function useTransactionFlow(): {
  open: typeof openTransactionFlow
  close: typeof closeTransactionFlow
  active: ActiveFlow | null
} {
  const active = useSyncExternalStore(subscribeTransactionFlow, getActiveFlow, getActiveFlow)
  return { open: openTransactionFlow, close: closeTransactionFlow, active }
}
