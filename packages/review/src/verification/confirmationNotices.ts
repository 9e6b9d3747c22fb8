import type { SafeConfirmationCheck } from '@assent/core'
import { type Address, isAddressEqual } from 'viem'

/** What a notice is about, for code that reacts to one kind. */
export type VerificationNoticeCode =
  | 'no-confirmations'
  | 'proposer-not-signed'
  | 'unverified-confirmations'
  | 'duplicate-signers'
  | 'proposed-by-delegate'

/** Something to label (not a reason to block by itself): shown in amber. */
export type VerificationNotice = { code: VerificationNoticeCode; message: string }

/** Parameters of `confirmationNotices`. */
export type ConfirmationNoticesParameters = {
  confirmations: readonly SafeConfirmationCheck[]
  verifiedSigners: readonly Address[]
  duplicateSigners: readonly Address[]
  /** Who the gateway says proposed it; undefined to skip that label. */
  proposer: string | undefined
  /** A delegate who proposed it on the proposer's behalf, when the gateway says so. */
  proposedByDelegate?: string | undefined
}

/** What `confirmationNotices` answers: the labels, in the order they are shown. */
export type ConfirmationNoticesReturnType = VerificationNotice[]

/**
 * Labels for confirmations that are not problems by themselves but must not pass silently: none
 * at all, some not proven (left out of counts), a signer listed twice (counted once), and a
 * proposer who has no verified confirmation. Shared by transactions and messages.
 * @example confirmationNotices({ confirmations, verifiedSigners, duplicateSigners, proposer })
 */
export function confirmationNotices({
  confirmations,
  verifiedSigners,
  duplicateSigners,
  proposer,
  proposedByDelegate,
}: ConfirmationNoticesParameters): ConfirmationNoticesReturnType {
  const notices: VerificationNotice[] = []
  if (confirmations.length === 0) {
    notices.push({
      code: 'no-confirmations',
      message: 'No confirmations: not a single owner has signed this yet.',
    })
  }
  const unverified = confirmations.filter((check) => check.status === 'unverified').length
  if (unverified > 0) {
    notices.push({
      code: 'unverified-confirmations',
      message: `${unverified} confirmation${unverified === 1 ? ' is' : 's are'} unverified — not proven on chain (connect your wallet to this chain or pin a verification RPC). ${unverified === 1 ? 'It is' : 'They are'} not counted.`,
    })
  }
  if (duplicateSigners.length > 0) {
    notices.push({
      code: 'duplicate-signers',
      message: `Listed more than once, counted once: ${duplicateSigners.join(', ')}.`,
    })
  }
  if (proposedByDelegate) {
    notices.push({
      code: 'proposed-by-delegate',
      message: `Proposed by ${proposedByDelegate}, a delegate of ${proposer ?? 'an owner'}: a delegate may propose but not sign — only owners' confirmations count.`,
    })
  }
  if (proposer && !verifiedSigners.some((signer) => sameAddress(signer, proposer))) {
    notices.push({
      code: 'proposer-not-signed',
      message: `The proposer ${proposer} did not sign: there is no verified confirmation from them.`,
    })
  }
  return notices
}

function sameAddress(a: string, b: string): boolean {
  try {
    return isAddressEqual(a as Address, b as Address)
  } catch {
    return false
  }
}
