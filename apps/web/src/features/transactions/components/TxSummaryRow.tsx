import type { TransactionSummary } from '@assent/gateway-client'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useCurrentSafe } from '../../safe/SafeContext'
import { useRegisteredMethodName } from '../hooks/useRegisteredMethodName'
import { RowDelegateFlag } from './RowDelegateFlag'
import { TxRowTitleText, TxRowView } from './TxRowView'

/**
 * One transaction in a list: nonce, a one-line title linking to its details, time, a delegate
 * call flag (from the details, which load after the row appears), status, and whatever `meta`
 * (the queue's verified confirmations) and `actions` the caller offers. It shows no
 * confirmation count of its own: the summary's count is only the gateway's word.
 */
export function TxSummaryRow({
  transaction,
  className = '',
  meta,
  actions,
}: {
  transaction: TransactionSummary
  className?: string
  meta?: ReactNode
  actions?: ReactNode
}) {
  const safe = useCurrentSafe()
  const registeredMethod = useRegisteredMethodName(safe.chainId, transaction)
  return (
    <TxRowView
      transaction={transaction}
      className={className}
      title={
        <Link
          to="/transactions/tx"
          search={{ safe: safe.safeParam, id: transaction.id }}
          className="tx-row-title"
        >
          <TxRowTitleText
            transaction={transaction}
            chain={safe.chain}
            registeredMethod={registeredMethod}
          />
        </Link>
      }
      meta={meta}
      flag={<RowDelegateFlag chainId={safe.chainId} transaction={transaction} />}
      actions={actions}
    />
  )
}
