/**
 * Root of every error @assent/core throws (viem style): callers can tell them from their own
 * with `instanceof BaseError` and switch on `name`; `message` is the exact text to show.
 */
export class BaseError extends Error {
  override name = 'AssentCoreError'
}

/** Signature bytes that do not parse, or a signature a Safe would reject for its layout. */
export class InvalidSignatureError extends BaseError {
  override name = 'InvalidSignatureError'
}

/** The same signer twice in one set of signatures (a Safe rejects it: GS026). */
export class DuplicateSignerError extends BaseError {
  override name = 'DuplicateSignerError'
}

/** A Safe version string that is not `major.minor.patch` (optionally `+L2`). */
export class InvalidSafeVersionError extends BaseError {
  override name = 'InvalidSafeVersionError'
}

/** SafeTx fields that are not what a Safe can hash or execute, or calldata that is no execTransaction. */
export class InvalidSafeTransactionError extends BaseError {
  override name = 'InvalidSafeTransactionError'
}

/** Owners, threshold, salt nonce or version a Safe cannot be set up (or predicted) with. */
export class InvalidSafeSetupError extends BaseError {
  override name = 'InvalidSafeSetupError'
}
