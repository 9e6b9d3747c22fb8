import type { TransactionSummary } from '@assent/gateway-client'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useCurrentSafe } from '../../safe/SafeContext'
import { useRegisteredMethodName } from '../hooks/useRegisteredMethodName'
import { describeTransaction } from './describeTransaction'
import { RowDelegateFlag } from './RowDelegateFlag'
import { TxStatusBadge } from './TxStatusBadge'

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
  const execution = transaction.executionInfo
  const multisig = execution?.type === 'MULTISIG' ? execution : undefined
  const registeredMethod = useRegisteredMethodName(safe.chainId, transaction)
  return (
    <div
      className={`tx-row ${className}`}
      data-testid="tx-row"
      data-tx-id={transaction.id}
      data-status={transaction.txStatus}
    >
      <span className="tx-row-nonce">{multisig ? `#${multisig.nonce}` : ''}</span>
      {/* The title and the details are separate boxes so that a phone can put the title beside
          the status and the details on a line of their own (transactions.css). */}
      <div className="tx-row-main">
        <Link
          to="/transactions/tx"
          search={{ safe: safe.safeParam, id: transaction.id }}
          className="tx-row-title"
        >
          {registeredMethod ? (
            <>
              Call {registeredMethod}{' '}
              <span className="muted" data-testid="registered-abi-name">
                (your ABI)
              </span>
            </>
          ) : (
            describeTransaction(transaction.txInfo, safe.chain)
          )}
          {execution?.type === 'MODULE' && <span className="muted"> · by module</span>}
          {transaction.safeAppInfo && (
            <span className="muted"> · via {transaction.safeAppInfo.name}</span>
          )}
        </Link>
        <span className="tx-row-meta">{meta}</span>
      </div>
      <RowDelegateFlag chainId={safe.chainId} transaction={transaction} />
      <TxStatusBadge status={transaction.txStatus} />
      {actions && <span className="tx-row-actions">{actions}</span>}
    </div>
  )
}
