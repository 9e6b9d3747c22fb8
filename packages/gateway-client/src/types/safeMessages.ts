import type { SafeMessageStatus } from '@assent/core'
import type { AddressEx, OpenUnion, Page } from './common'

/** EIP-712 typed data as a message body; `chainId` may be a number or a decimal/hex string. */
export type EIP712TypedData = {
  domain: {
    name?: string
    version?: string
    chainId?: number | string
    verifyingContract?: string
    salt?: string
  }
  types: Record<string, { name: string; type: string }[]>
  primaryType?: string
  message: Record<string, unknown>
}

export type SafeMessageConfirmation = {
  owner: AddressEx
  signature: string
}

/** `GET /v1/chains/{chainId}/messages/{messageHash}` and the MESSAGE items of the list. */
export type SafeMessage = {
  type: 'MESSAGE'
  messageHash: string
  status: OpenUnion<SafeMessageStatus>
  logoUri: string | null
  name: string | null
  message: string | EIP712TypedData
  creationTimestamp: number
  modifiedTimestamp: number
  confirmationsSubmitted: number
  confirmationsRequired: number
  proposedBy: AddressEx
  confirmations: SafeMessageConfirmation[]
  /** Owners' signatures sorted by owner and concatenated; only once confirmed. */
  preparedSignature: string | null
  origin?: string | null
}

export type SafeMessageDateLabel = {
  type: 'DATE_LABEL'
  timestamp: number
}

export type SafeMessageListItem = SafeMessage | SafeMessageDateLabel

/** `GET /v1/chains/{chainId}/safes/{address}/messages`. */
export type SafeMessageListPage = Page<SafeMessageListItem>

/** `POST /v1/chains/{chainId}/safes/{address}/messages` body. */
export type ProposeSafeMessageBody = {
  message: string | EIP712TypedData
  signature: string
  safeAppId?: number | null
  origin?: string | null
}

/** `POST /v1/chains/{chainId}/messages/{messageHash}/signatures` body. */
export type ConfirmSafeMessageBody = {
  signature: string
}
