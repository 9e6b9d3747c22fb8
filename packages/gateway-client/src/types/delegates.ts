import type { Page } from './common'

/**
 * A delegate (a proposer): an account an owner allowed to propose transactions to a Safe (`safe`,
 * or every Safe of the owner when null) without being an owner.
 */
export type Delegate = {
  safe: string | null
  delegate: string
  /** The owner who added it. */
  delegator: string
  label: string
  /** ISO date after which it may no longer propose; null or absent: never. */
  expiryDate?: string | null
}

/** `GET /v2/chains/{chainId}/delegates` */
export type DelegatePage = Page<Delegate>

/** `POST /v2/chains/{chainId}/delegates` body: the delegator signs the Delegate typed data. */
export type AddDelegateBody = {
  safe: string | null
  delegate: string
  delegator: string
  signature: string
  label: string
  /** ISO date; the Transaction Service's v2 field, which Assent's gateway also reads here. */
  expiryDate?: string | null
}

/** `DELETE /v2/chains/{chainId}/delegates/{delegateAddress}` body. */
export type DeleteDelegateBody = {
  delegator: string
  safe: string | null
  signature: string
}
