import type { TransactionDetails } from '@assent/gateway-client'
import { type Address, type Hex, isAddressEqual } from 'viem'

/** Why a proposal cannot be deleted by this account. */
export type ProposalDeletionRefusal =
  | 'not-queued'
  | 'no-proposer'
  | 'not-proposer'
  | 'confirmed-by-others'
  | 'hash-unverified'

/** What deleting a proposal does to the queue at its nonce. */
export type ProposalDeletionEffect =
  /** Later nonces are queued: they wait until something takes this nonce. */
  | 'gap'
  /** Another transaction is queued at the same nonce and can still take it. */
  | 'conflict-remains'
  /** The nonce is used on chain already: the proposal is stale. */
  | 'nonce-used'
  /** Nothing is queued after it. */
  | 'last'

/** The answer of `checkProposalDeletion`. */
export type ProposalDeletionCheck =
  | {
      ok: false
      refusal: ProposalDeletionRefusal
      /** The refusal in words for the screen. */
      reason: string
      /** A rejection at this nonce is the way to take it off the queue instead. */
      suggestRejection: boolean
    }
  | {
      ok: true
      /** The safeTxHash to delete, as recomputed here. */
      safeTxHash: Hex
      nonce: number
      /** Whether the account signs as the proposer or as the delegate who proposed for them. */
      signerRole: 'proposer' | 'delegate'
      effect: ProposalDeletionEffect
      /** Queued nonces above this one. */
      laterNonces: number[]
      /** What happens to the queue, in words for the screen. */
      consequence: string
      suggestRejection: boolean
    }

/** Parameters of `checkProposalDeletion`. */
export type CheckProposalDeletionParameters = {
  /** The gateway's details of the proposal. */
  details: TransactionDetails
  /** The connected account that would sign the delete request. */
  account: Address
  /**
   * The safeTxHash recomputed here from the transaction's fields (verifyTransaction's
   * `localSafeTxHash`); undefined when it could not be.
   */
  localSafeTxHash: Hex | undefined
  /** Nonces of the other transactions in the queue, as listed. */
  otherQueuedNonces: readonly number[]
  /** The Safe's nonce, from the chain when it could be read. */
  safeNonce: number
}

/** What `checkProposalDeletion` answers. */
export type CheckProposalDeletionReturnType = ProposalDeletionCheck

/** The exact texts of the refusals, for the screen and its tests. */
export const PROPOSAL_DELETION_TEXTS = {
  notQueued: (status: string) =>
    `Only a queued transaction can be deleted; this one is ${status.toLowerCase().replaceAll('_', ' ')}.`,
  noProposer:
    'The gateway names no proposer for this transaction, so no one can sign its deletion.',
  notProposer: (proposer: string) =>
    `Only its proposer (${proposer}) or the delegate who proposed it can delete it. Any owner can replace it with a rejection instead.`,
  confirmedByOthers: (owner: string) =>
    `${owner} has confirmed it as well: a proposal another owner confirmed cannot be deleted. Replace it with a rejection instead.`,
  hashUnknown:
    "Its safeTxHash could not be recomputed here from its fields (the Safe's version is unknown or the fields are incomplete), so there is nothing checked to delete.",
  hashMismatch: (gateway: string, local: string) =>
    `The gateway's safeTxHash ${gateway} is not the ${local} its fields hash to: nothing is deleted.`,
} as const

/**
 * Whether `account` can delete a queued proposal through the Transaction Service's signed
 * DeleteRequest, and what that does to the queue. The service accepts it only from the
 * proposer (or the delegate who proposed for them) while no other owner has confirmed; the
 * hash deleted is the one recomputed here. Deleting leaves the nonce empty: with later nonces
 * queued that blocks them until something takes it, so a rejection is suggested instead.
 *
 * @example
 * const check = checkProposalDeletion({ details, account, localSafeTxHash, otherQueuedNonces: [5, 6], safeNonce: 4 })
 * if (!check.ok) show(check.reason)
 */
export function checkProposalDeletion({
  details,
  account,
  localSafeTxHash,
  otherQueuedNonces,
  safeNonce,
}: CheckProposalDeletionParameters): CheckProposalDeletionReturnType {
  const execution =
    details.detailedExecutionInfo?.type === 'MULTISIG' ? details.detailedExecutionInfo : null
  const isRejection = details.txInfo.type === 'Custom' && details.txInfo.isCancellation
  const refuse = (refusal: ProposalDeletionRefusal, reason: string, suggestRejection = false) =>
    ({ ok: false, refusal, reason, suggestRejection: suggestRejection && !isRejection }) as const
  if (!execution || !details.txStatus.startsWith('AWAITING') || details.txHash) {
    return refuse('not-queued', PROPOSAL_DELETION_TEXTS.notQueued(details.txStatus))
  }
  const proposer = execution.proposer?.value
  if (!proposer) return refuse('no-proposer', PROPOSAL_DELETION_TEXTS.noProposer, true)
  const delegate = execution.proposedByDelegate?.value
  const signerRole = isAddressEqual(account, proposer as Address)
    ? 'proposer'
    : delegate && isAddressEqual(account, delegate as Address)
      ? 'delegate'
      : null
  if (!signerRole) {
    return refuse('not-proposer', PROPOSAL_DELETION_TEXTS.notProposer(proposer), true)
  }
  const other = execution.confirmations.find(
    (confirmation) => !isAddressEqual(confirmation.signer.value as Address, proposer as Address),
  )
  if (other) {
    return refuse(
      'confirmed-by-others',
      PROPOSAL_DELETION_TEXTS.confirmedByOthers(other.signer.value),
      true,
    )
  }
  if (!localSafeTxHash) return refuse('hash-unverified', PROPOSAL_DELETION_TEXTS.hashUnknown)
  if (localSafeTxHash.toLowerCase() !== execution.safeTxHash.toLowerCase()) {
    return refuse(
      'hash-unverified',
      PROPOSAL_DELETION_TEXTS.hashMismatch(execution.safeTxHash, localSafeTxHash),
    )
  }
  const nonce = execution.nonce
  const laterNonces = [...new Set(otherQueuedNonces.filter((n) => n > nonce))].sort((a, b) => a - b)
  const base = { ok: true, safeTxHash: localSafeTxHash, nonce, signerRole, laterNonces } as const
  if (nonce < safeNonce) {
    return {
      ...base,
      effect: 'nonce-used',
      consequence: `Nonce ${nonce} is used on chain already (the Safe is at ${safeNonce}): deleting only removes this stale proposal from the queue.`,
      suggestRejection: false,
    }
  }
  if (otherQueuedNonces.includes(nonce)) {
    return {
      ...base,
      effect: 'conflict-remains',
      consequence: `Another transaction is queued at nonce ${nonce}: after the deletion it can still take that nonce, so the queue keeps moving.`,
      suggestRejection: false,
    }
  }
  if (laterNonces.length > 0) {
    return {
      ...base,
      effect: 'gap',
      consequence: `Nonce ${nonce} will be empty: the transactions queued at nonce ${laterNonces.join(', ')} cannot be executed until a new transaction takes nonce ${nonce}. A rejection at nonce ${nonce} (an empty transaction, once confirmed and executed) fills it instead.`,
      suggestRejection: !isRejection,
    }
  }
  return {
    ...base,
    effect: 'last',
    consequence: `Nothing is queued after it: nonce ${nonce} is free again for the next proposal.`,
    suggestRejection: false,
  }
}
