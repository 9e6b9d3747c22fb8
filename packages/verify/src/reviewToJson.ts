import type { SafeTransactionReview } from './reviewSafeTransaction'

/** Parameters of `reviewToJson`: the review. */
export type ReviewToJsonParameters = SafeTransactionReview

/** What `reviewToJson` answers: JSON text, amounts as decimal strings. */
export type ReviewToJsonReturnType = string

/**
 * The review for scripts (`--json`): one object with `ok` (no mismatch, no critical finding),
 * the hashes, the decoded call, every confirmation, both states, the simulation, the problems,
 * findings and blockers. Integers too large for JSON numbers are decimal strings.
 * @example const { ok, hashes } = JSON.parse(reviewToJson(review))
 */
export function reviewToJson(review: ReviewToJsonParameters): ReviewToJsonReturnType {
  const { details: _gatewayAnswer, verification, ...rest } = review
  const output = {
    ok: review.blockers.length === 0,
    ...rest,
    confirmations: verification.confirmations,
    verifiedSigners: verification.verifiedSigners,
    confirmationNotices: verification.notices,
  }
  return `${JSON.stringify(output, bigintsAsStrings, 2)}\n`
}

/** A JSON replacer writing bigints as decimal strings. */
export function bigintsAsStrings(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? value.toString() : value
}
