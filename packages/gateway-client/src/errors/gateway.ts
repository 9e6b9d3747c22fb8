import { BaseError } from './base'

/** A non-2xx reply. `message` is `code: message` when the body held both, else the status text. */
export class GatewayResponseError extends BaseError {
  override name = 'GatewayResponseError'
  readonly status: number
  /** The `code` of the JSON error body, when there was one. */
  readonly code: number | string | undefined
  readonly url: string
  /** The parsed error body, if it was JSON. */
  readonly body: unknown

  constructor(parameters: {
    message: string
    status: number
    code?: number | string
    url: string
    body?: unknown
  }) {
    super(parameters.message, { details: `HTTP ${parameters.status} from ${parameters.url}` })
    this.status = parameters.status
    this.code = parameters.code
    this.url = parameters.url
    this.body = parameters.body
  }
}

/** A successful reply whose body is not JSON, or not the declared shape. */
export class InvalidResponseError extends BaseError {
  override name = 'InvalidResponseError'
  readonly url: string
  /** Dotted path of the offending field (`owners.0.value`), when the shape was wrong. */
  readonly field: string | undefined

  constructor(parameters: { message: string; url: string; field?: string; cause?: unknown }) {
    super(parameters.message, { details: `from ${parameters.url}`, cause: parameters.cause })
    this.url = parameters.url
    this.field = parameters.field
  }
}

/** The request (one attempt, body included) took longer than the client's `timeoutMs`. */
export class TimeoutError extends BaseError {
  override name = 'TimeoutError'
  readonly url: string
  readonly timeoutMs: number

  constructor(parameters: { url: string; timeoutMs: number }) {
    super('The request took too long to respond.', {
      details: `No reply from ${parameters.url} within ${parameters.timeoutMs} ms`,
    })
    this.url = parameters.url
    this.timeoutMs = parameters.timeoutMs
  }
}
