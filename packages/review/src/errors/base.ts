/** Context for an error that is not part of its user-facing text. */
export type ReviewErrorParameters = {
  /** Extra context for logs; kept out of `message`, so the text people see stays exact. */
  details?: string
  cause?: unknown
}

/**
 * Root of every error `@assent/review` throws (viem style): `shortMessage` is the sentence a
 * person is shown and equals `message`; `details` and `cause` are for logs. Catch this class to
 * tell the checker's own refusals from a network or library failure.
 * @example
 * try {
 *   await readOnChainSafeState(client, { chainId: 1, address })
 * } catch (error) {
 *   if (error instanceof ReviewError) show(error.shortMessage)
 *   else throw error
 * }
 */
export class ReviewError extends Error {
  override name = 'ReviewError'
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(shortMessage: string, parameters: ReviewErrorParameters = {}) {
    super(shortMessage, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.shortMessage = shortMessage
    this.details = parameters.details
  }
}
