import type { ConflictType, LabelValue, TransactionStatus } from '@assent/core'
import type { AddressEx, OpenUnion, Page } from './common'
import type { TransactionInfo } from './transactionInfo'

export type MultisigExecutionInfo = {
  type: 'MULTISIG'
  nonce: number
  confirmationsRequired: number
  confirmationsSubmitted: number
  /** Owners yet to sign, while AWAITING_CONFIRMATIONS. */
  missingSigners?: AddressEx[] | null
}

export type ModuleExecutionInfo = {
  type: 'MODULE'
  address: AddressEx
}

export type ExecutionInfo = MultisigExecutionInfo | ModuleExecutionInfo

/** The Safe app that proposed a transaction, when known. */
export type SafeAppInfo = {
  name: string
  url: string
  logoUri: string | null
}

/** A transaction as shown in lists. */
export type TransactionSummary = {
  /** `multisig_{safe}_{safeTxHash}`, `module_…`, `transfer_…` or `creation_{safe}`. */
  id: string
  txHash?: string | null
  /** Milliseconds since epoch. */
  timestamp: number
  txStatus: OpenUnion<TransactionStatus>
  txInfo: TransactionInfo
  executionInfo?: ExecutionInfo | null
  safeAppInfo?: SafeAppInfo | null
  /** The proposer's note on a multisig transaction (from its `origin`): their words, unchecked. */
  note?: string | null
}

export type TransactionItem = {
  type: 'TRANSACTION'
  transaction: TransactionSummary
  conflictType: OpenUnion<ConflictType>
}

export type LabelItem = {
  type: 'LABEL'
  label: OpenUnion<LabelValue>
}

export type ConflictHeaderItem = {
  type: 'CONFLICT_HEADER'
  nonce: number
}

export type DateLabelItem = {
  type: 'DATE_LABEL'
  /** Newest transaction time of that day, in milliseconds. */
  timestamp: number
}

export type TransactionListItem = TransactionItem | LabelItem | ConflictHeaderItem | DateLabelItem

/** History, queue and the incoming/module/multisig transaction lists. */
export type TransactionListPage = Page<TransactionListItem>
