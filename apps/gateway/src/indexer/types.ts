import type { SafeTxRow } from '@assent/core'
import type { Address, Hex } from 'viem'

/** A Safe discovered in a block range. */
export type NewSafe = {
  address: Address
  creator: Address | null
  factory: Address | null
  singleton: Address | null
  creationTxHash: Hex
  createdBlock: number
  createdAt: number
  setupOwners: Address[] | null
  setupThreshold: number | null
}

/** An owner-set change, applied in log order. */
export type OwnerChange =
  | { safe: Address; kind: 'setup'; owners: Address[] }
  | { safe: Address; kind: 'add'; owner: Address }
  | { safe: Address; kind: 'remove'; owner: Address }

/** A module enabled on or disabled from a Safe (EnabledModule / DisabledModule). */
export type ModuleChange = { safe: Address; kind: 'enable' | 'disable'; module: Address }

export type TransferRecord = {
  txHash: Hex
  logIndex: number
  safe: Address
  blockNumber: number
  timestamp: number
  tokenAddress: Address | null
  type: 'NATIVE_COIN' | 'ERC20' | 'ERC721'
  from: Address
  to: Address
  value: string
  tokenId: string | null
  direction: 'INCOMING' | 'OUTGOING'
}

export type ModuleTransactionRecord = {
  txHash: Hex
  logIndex: number
  safe: Address
  module: Address
  to: Address
  value: string
  data: Hex
  operation: number
  isSuccessful: boolean
  blockNumber: number
  timestamp: number
}

/** A confirmation recovered from executed signatures or an ApproveHash event. */
export type ConfirmationRecord = {
  owner: Address
  signature: Hex
  /** @assent/core SignatureKind: eip712 | eth_sign | approved_hash | contract. */
  signatureType: string
  submittedAt: number
}

/**
 * One execTransaction (SafeMultiSigTransaction + ExecutionSuccess/ExecutionFailure): its SafeTx
 * as the columns it is stored in, and the execution.
 */
export type ExecutionRecord = SafeTxRow & {
  safe: Address
  safeTxHash: Hex
  txHash: Hex
  blockNumber: number
  logIndex: number
  executedAt: number
  executor: Address
  isSuccessful: boolean
  signatures: Hex
  confirmations: ConfirmationRecord[]
}

/**
 * An execution known only by its ExecutionSuccess/ExecutionFailure event: what a non-L2 Safe
 * emits (no SafeMultiSigTransaction). Its fields come from the transaction's input or trace.
 */
export type BareExecution = {
  safe: Address
  safeTxHash: Hex
  isSuccessful: boolean
  txHash: Hex
  blockNumber: number
  logIndex: number
  timestamp: number
}

/**
 * An execution whose SafeTx fields could not be read (non-L2 Safe executed through a contract,
 * RPC without tracing): listed from its event alone, with the nonce read from the chain.
 */
export type UnresolvedExecution = BareExecution & { nonce: string }

/** A Safe's ChangedMasterCopy (1.1.1's changeMasterCopy, or a migration contract's event). */
export type SingletonChange = {
  safe: Address
  singleton: Address
  blockNumber: number
  logIndex: number
}

export type ApprovalRecord = { safe: Address; safeTxHash: Hex; owner: Address; timestamp: number }

export type TokenRecord = {
  address: Address
  type: 'ERC20' | 'ERC721'
  name: string
  symbol: string
  decimals: number | null
}

/** Everything the indexer learned from blocks `from..to`, written in one DB transaction. */
export type IndexBatch = {
  from: number
  to: number
  toHash: Hex
  blockHashes: { number: number; hash: Hex }[]
  safes: NewSafe[]
  ownerChanges: OwnerChange[]
  moduleChanges: ModuleChange[]
  transfers: TransferRecord[]
  moduleTransactions: ModuleTransactionRecord[]
  executions: ExecutionRecord[]
  /** Non-L2 executions whose fields could not be found (no tracing RPC): a stored proposal of
   * the same safeTxHash is marked executed, else a row "details unavailable" is listed. */
  unresolvedExecutions: UnresolvedExecution[]
  singletonChanges: SingletonChange[]
  /** How native coin sent to Safes before 1.3.0 was looked for; null when none is indexed. */
  legacyTracing: 'trace_filter' | 'debug_traceBlockByNumber' | 'none' | null
  approvals: ApprovalRecord[]
  tokens: TokenRecord[]
}
