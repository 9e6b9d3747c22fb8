export type BaseErrorParameters = {
  /** Extra context for logs; not part of `message`, so the user-facing text stays exact. */
  details?: string
  cause?: unknown
}

/**
 * Root of every error this package throws (viem style): `shortMessage` is the exact text the
 * spec names and equals `message`; `details` carries context for debugging.
 */
export class BaseError extends Error {
  override name = 'GatewayClientError'
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    super(shortMessage, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.shortMessage = shortMessage
    this.details = parameters.details
  }
}
