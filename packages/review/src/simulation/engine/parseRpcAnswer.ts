import type { z } from 'zod'
import { InvalidRpcResponseError } from '../../errors/simulation'

/**
 * A node's `answer` to `method`, parsed with `schema` (rpcShapes.ts), or an error naming the
 * method and the first field that does not fit — zod's own message is a JSON dump whose first
 * line, all the fallback note would show, is `[`.
 * @throws InvalidRpcResponseError when the answer does not have the shape
 */
export function parseRpcAnswer<T>(method: string, schema: z.ZodType<T>, answer: unknown): T {
  const parsed = schema.safeParse(answer)
  if (parsed.success) return parsed.data
  const [issue] = parsed.error.issues
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''
  throw new InvalidRpcResponseError({
    method,
    problem: `answered in an unexpected shape (${where}${issue?.message ?? 'invalid'}).`,
    cause: parsed.error,
  })
}
