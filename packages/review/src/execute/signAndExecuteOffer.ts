import type { Hex } from 'viem'
import { type Address, isAddressEqual } from 'viem'
import type { ConfirmationCheck } from '../verification/verifyTransaction'
import { buildExecutionSignatures } from './buildExecutionSignatures'

/** Whether "Sign and execute" is offered, with the execution's signatures, or why not. */
export type SignAndExecuteOffer =
  | { offered: true; signatures: Hex }
  | { offered: false; reason: string }

/** What `signAndExecuteOffer` answers. */
export type SignAndExecuteOfferReturnType = SignAndExecuteOffer

/** Parameters of `signAndExecuteOffer`. */
export type SignAndExecuteOfferParameters = {
  /** The transaction's confirmations as `verifyTransaction` checked them ([] for a new one). */
  confirmations: readonly ConfirmationCheck[]
  /** The Safe's owners and threshold (the chain's when it could be read). */
  owners: readonly string[]
  threshold: number
  /** The connected account, who would sign and send the execution. */
  executor: Address
  /** The transaction's nonce and the Safe's current one: only the next nonce executes. */
  txNonce: bigint
  safeNonce: bigint
}

/**
 * Whether the connected owner's approval is the one that completes the threshold, so the
 * review can offer "Sign and execute": an owner without a verified confirmation, the verified
 * ones plus theirs reaching the threshold, and the transaction at the Safe's next nonce. The
 * executor's approval is the "approved by msg.sender" form (v = 1, r = owner), which every Safe
 * from 1.0.0 to 1.4.1 accepts from the owner who sends execTransaction, so nothing is signed
 * off-chain for it; the signatures come sorted by owner as the Safe requires.
 * @example
 * const offer = signAndExecuteOffer({ confirmations: [], owners, threshold: 1, executor, txNonce: 4n, safeNonce: 4n })
 * if (offer.offered) encodeExecTransaction(tx, offer.signatures)
 */
export function signAndExecuteOffer({
  confirmations,
  owners,
  threshold,
  executor,
  txNonce,
  safeNonce,
}: SignAndExecuteOfferParameters): SignAndExecuteOfferReturnType {
  if (!owners.some((owner) => isAddressEqual(owner as Address, executor))) {
    return { offered: false, reason: 'You are not an owner of this Safe.' }
  }
  if (txNonce !== safeNonce) {
    return {
      offered: false,
      reason: `Only the Safe's next nonce (${safeNonce}) can be executed; this transaction has nonce ${txNonce}.`,
    }
  }
  const built = buildExecutionSignatures({ confirmations, threshold, executor, owners })
  if (!built.ok) {
    return {
      offered: false,
      reason: `Your signature does not complete the threshold. ${built.reason}`,
    }
  }
  if (!built.usesPreValidated) {
    return {
      offered: false,
      reason: 'The threshold is reached without your signature: execute it instead.',
    }
  }
  return { offered: true, signatures: built.signatures }
}
