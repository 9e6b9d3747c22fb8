import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ZodError } from 'zod'
import { ApiError } from '../errors'
import type { Logger } from '../log/createLogger'

/**
 * A request refused field by field, answered as Django REST framework does:
 * `{"<field>": ["<message>"]}` (`nonFieldErrors` for the body as a whole).
 */
export class FieldErrors extends Error {
  constructor(
    readonly fields: Record<string, string[]>,
    readonly status: 400 | 422 = 400,
  ) {
    super(Object.values(fields).flat().join('; '))
    this.name = 'FieldErrors'
  }
}

/** The first problem of each field of a zod error, keyed by the top-level field name. */
export function fieldErrorsOf(error: ZodError): FieldErrors {
  const fields: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const [first] = issue.path
    const key = first === undefined ? 'nonFieldErrors' : String(first)
    const where = issue.path.length > 1 ? `${issue.path.slice(1).join('.')}: ` : ''
    fields[key] ??= []
    fields[key].push(`${where}${issue.message}`)
  }
  return new FieldErrors(fields)
}

/** The service's 404 body for an unknown endpoint. */
export const NOT_FOUND_BODY = { detail: 'Not found.' }

/**
 * Answers an error in the Transaction Service's shapes, which api-kit turns into its thrown
 * message (it reads `detail`, `message`, then `nonFieldErrors`): field errors as they are,
 * refusals of the shared services (400/422) as `{nonFieldErrors: [message]}`, everything else
 * (404, 413, 503…) as `{detail}`. A 500 is logged and says nothing about the cause.
 */
export function serviceErrorResponse(c: Context, error: unknown, log: Logger): Response {
  if (error instanceof FieldErrors) return c.json(error.fields, error.status)
  if (error instanceof ApiError) {
    if (error.status === 400 || error.status === 422) {
      return c.json({ nonFieldErrors: [error.message] }, error.status)
    }
    return c.json({ detail: error.message }, error.status)
  }
  if (error instanceof HTTPException && error.status < 500) {
    return c.json({ detail: error.message || 'Bad request' }, error.status as ContentfulStatusCode)
  }
  log.error('unhandled error', {
    method: c.req.method,
    path: c.req.path,
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  })
  return c.json({ detail: 'Internal server error' }, 500)
}

/**
 * Whether `body` is one of the service's error shapes: `{detail}`, or field-keyed lists of
 * messages (`{"to": ["…"]}`, `{"nonFieldErrors": ["…"]}`). The contract the tests hold every
 * refusal to.
 */
export function isServiceErrorBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false
  const entries = Object.entries(body)
  if (entries.length === 0) return false
  if (entries.length === 1 && entries[0]?.[0] === 'detail') return typeof entries[0][1] === 'string'
  return entries.every(
    ([, value]) =>
      Array.isArray(value) &&
      value.length > 0 &&
      value.every((m) => typeof m === 'string' && m.length > 0),
  )
}
