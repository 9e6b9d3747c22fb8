import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** The JSON body of every error response, as the Client Gateway sends it. */
export type ErrorBody = { code: number; message: string }

/**
 * An error with an HTTP status and a client-facing message; route code throws it and the app's
 * error handler turns it into `{code, message}` JSON.
 * @example throw new ApiError(404, 404, `Safe ${address} not found`)
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: number,
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** 400 with `code` 400: a malformed path, query or body value. */
export function badRequest(message: string): ApiError {
  return new ApiError(400, 400, message)
}

/** 404 with `code` 404: an unknown chain, Safe, transaction, message… */
export function notFound(message: string): ApiError {
  return new ApiError(404, 404, message)
}

/** 422 with `code` 422: a well-formed request the gateway refuses (bad signature, wrong hash). */
export function unprocessable(message: string): ApiError {
  return new ApiError(422, 422, message)
}

/** Writes `{code, message}` with the error's status. */
export function errorResponse(c: Context, error: ApiError): Response {
  const body: ErrorBody = { code: error.code, message: error.message }
  return c.json(body, error.status)
}

/** Hono `notFound` handler: unknown routes are a 404 JSON error, never HTML. */
export function notFoundHandler(c: Context): Response {
  return errorResponse(c, notFound(`No route for ${c.req.method} ${c.req.path}`))
}
