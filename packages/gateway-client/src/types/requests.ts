import type { Operation } from '@assent/core'

/** `POST /v1/chains/{chainId}/transactions/{address}/propose` body; numbers as decimal strings. */
export type ProposeTransactionBody = {
  to: string
  value: string
  data: string | null
  nonce: string
  operation: Operation
  safeTxGas: string
  baseGas: string
  gasPrice: string
  gasToken: string
  refundReceiver: string
  safeTxHash: string
  /** The proposer (an owner or a delegate). */
  sender: string
  signature?: string | null
  origin?: string | null
}

/** `POST /v1/chains/{chainId}/transactions/{safeTxHash}/confirmations` body. */
export type AddConfirmationBody = {
  signature: string
}

/** `DELETE /v1/chains/{chainId}/transactions/{safeTxHash}` body: the proposer's signature. */
export type DeleteTransactionBody = {
  signature: string
}

/** `POST /v2/chains/{chainId}/safes/{address}/multisig-transactions/estimations` body. */
export type SafeTransactionEstimationRequest = {
  to: string
  value: string
  data: string
  operation: Operation
}

/** Estimation reply: nonces and the safeTxGas to use (decimal string). */
export type SafeTransactionEstimation = {
  currentNonce: number
  recommendedNonce: number
  safeTxGas: string
}
