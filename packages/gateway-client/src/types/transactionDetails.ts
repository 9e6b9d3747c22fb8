import type { Operation, TransactionStatus } from '@assent/core'
import type { AddressEx, OpenUnion, TokenInfo } from './common'
import type { DataDecoded } from './decodedData'
import type { TransactionInfo } from './transactionInfo'
import type { SafeAppInfo } from './transactions'

/** The call a transaction makes. */
export type TransactionData = {
  hexData: string | null
  dataDecoded: DataDecoded | null
  to: AddressEx
  value: string | null
  operation: Operation
  /** True when a DELEGATE call goes to a known MultiSend/SignMessageLib contract. */
  trustedDelegateCallTarget: boolean | null
  /** Display data for addresses that appear inside the decoded data. */
  addressInfoIndex: Record<string, AddressEx> | null
}

export type MultisigConfirmation = {
  signer: AddressEx
  signature: string | null
  submittedAt: number
}

export type MultisigExecutionDetails = {
  type: 'MULTISIG'
  submittedAt: number
  nonce: number
  safeTxGas: string
  baseGas: string
  gasPrice: string
  gasToken: string
  refundReceiver: AddressEx
  safeTxHash: string
  executor: AddressEx | null
  signers: AddressEx[]
  confirmationsRequired: number
  confirmations: MultisigConfirmation[]
  rejectors: AddressEx[] | null
  gasTokenInfo: TokenInfo | null
  trusted: boolean
  proposer: AddressEx | null
  /** A delegate who proposed it on behalf of `proposer` (absent on older gateways). */
  proposedByDelegate?: AddressEx | null
}

export type ModuleExecutionDetails = {
  type: 'MODULE'
  address: AddressEx
}

export type DetailedExecutionInfo = MultisigExecutionDetails | ModuleExecutionDetails

/** `GET /v1/chains/{chainId}/transactions/{id}`; also the reply of propose and confirm. */
export type TransactionDetails = {
  safeAddress: string
  txId: string
  executedAt: number | null
  txStatus: OpenUnion<TransactionStatus>
  txInfo: TransactionInfo
  txData: TransactionData | null
  detailedExecutionInfo: DetailedExecutionInfo | null
  txHash: string | null
  safeAppInfo: SafeAppInfo | null
  /** The proposer's note on a multisig transaction (from its `origin`): their words, unchecked. */
  note?: string | null
}
