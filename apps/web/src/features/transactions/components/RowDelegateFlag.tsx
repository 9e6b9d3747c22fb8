import type { TransactionSummary } from '@assent/gateway-client'
import { useRowRisk } from '../hooks/useDelegateCallKind'
import { DelegateFlag } from './DelegateFlag'
import { ProposedByDelegateFlag } from './ProposedByDelegateFlag'
import { RefundFlag } from './RefundFlag'

/**
 * The risk column of a list row: delegate calls, gas refunds and proposals by a delegate. The slot always takes its fixed width, so the row
 * renders at once and does not shift when the flag appears with the transaction's details;
 * `data-delegate` tells the state (pending, none, known, unknown, unavailable).
 */
export function RowDelegateFlag({
  chainId,
  transaction,
}: {
  chainId: string
  transaction: Pick<TransactionSummary, 'id' | 'executionInfo'> & { txStatus?: string }
}) {
  const { delegate: state, paysRefund, proposedByDelegate } = useRowRisk(chainId, transaction)
  return (
    <span className="tx-row-flag" data-testid="tx-row-flag" data-delegate={state}>
      {(state === 'known' || state === 'unknown') && <DelegateFlag known={state === 'known'} />}
      {paysRefund && <RefundFlag />}
      {proposedByDelegate && <ProposedByDelegateFlag delegate={proposedByDelegate} />}
    </span>
  )
}
