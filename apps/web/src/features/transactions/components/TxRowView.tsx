import type { ChainInfo, TransactionSummary } from '@assent/gateway-client'
import { describeTransaction } from '@assent/gateway-client/describeTransaction'
import type { ReactNode } from 'react'
import { TxNoteLine } from '../notes/TxNoteLine'
import { isSpendingLimitTransfer } from './spendingLimitTransfer'
import { TxStatusBadge } from './TxStatusBadge'

/**
 * The markup of one transaction in a list, with no router or query: TxSummaryRow (the full
 * app) and the boot's first paint of the history (src/boot/) both render it. `title` is the
 * link to the details (a router Link, or a plain link in the boot), `flag` the delegate call
 * flag the full app adds once the details load.
 */
export function TxRowView({
  transaction,
  className = '',
  title,
  meta,
  flag,
  actions,
}: {
  transaction: TransactionSummary
  className?: string
  title: ReactNode
  meta?: ReactNode
  flag?: ReactNode
  actions?: ReactNode
}) {
  const execution = transaction.executionInfo
  const multisig = execution?.type === 'MULTISIG' ? execution : undefined
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
        {title}
        <span className="tx-row-meta">{meta}</span>
        <TxNoteLine note={transaction.note} />
      </div>
      {flag}
      <TxStatusBadge status={transaction.txStatus} />
      {actions && <span className="tx-row-actions">{actions}</span>}
    </div>
  )
}

/** The title's text: the user's ABI's method name if one matched, else the one-line description. */
export function TxRowTitleText({
  transaction,
  chain,
  registeredMethod,
}: {
  transaction: TransactionSummary
  chain: Pick<ChainInfo, 'nativeCurrency'> | undefined
  registeredMethod?: string | undefined
}) {
  return (
    <>
      {registeredMethod ? (
        <>
          Call {registeredMethod}{' '}
          <span className="muted" data-testid="registered-abi-name">
            (your ABI)
          </span>
        </>
      ) : (
        describeTransaction(transaction.txInfo, chain)
      )}
      {isSpendingLimitTransfer(transaction) ? (
        <span className="muted" data-testid="spending-limit-transfer">
          {' '}
          · Spending limit transfer
        </span>
      ) : (
        transaction.executionInfo?.type === 'MODULE' && <span className="muted"> · by module</span>
      )}
      {transaction.safeAppInfo && (
        <span className="muted"> · via {transaction.safeAppInfo.name}</span>
      )}
    </>
  )
}
