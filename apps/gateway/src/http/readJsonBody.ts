import type { Context } from 'hono'
import type { z } from 'zod'
import { badRequest, unprocessable } from '../errors'

/**
 * Reads and validates a JSON request body: malformed JSON is a 400, a body that does not match
 * the schema a 422 naming the first offending field.
 * @example const body = await readJsonBody(c, proposeBodySchema)
 */
export async function readJsonBody<T extends z.ZodType>(
  c: Context,
  schema: T,
): Promise<z.output<T>> {
  let raw: unknown
  try {
    raw = JSON.parse(await c.req.text())
  } catch {
    throw badRequest('Malformed JSON body')
  }
  const parsed = schema.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : ''
    throw unprocessable(`Invalid request body: ${where}${issue?.message ?? 'invalid'}`)
  }
  return parsed.data
}
