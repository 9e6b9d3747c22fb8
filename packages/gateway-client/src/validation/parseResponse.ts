import type { z } from 'zod'
import { InvalidResponseError } from '../errors/gateway'

type Issue = z.core.$ZodIssue

/**
 * Builds the `parse` step of a request: validates the JSON against a lenient schema (extra
 * fields and unknown enum values pass) and throws InvalidResponseError naming the bad field.
 * The schemas check what the app relies on; the cast records that they mirror the wire types.
 */
export function parseWith<T>(schema: z.ZodType): (data: unknown, url: string) => T {
  return (data, url) => {
    const result = schema.safeParse(data)
    if (result.success) return result.data as T
    const issue = deepestIssue(result.error.issues)
    const field = issue.path.map(String).join('.')
    const where = field ? `field "${field}"` : 'body'
    return throwInvalid(`Invalid response ${where}: ${issue.message}`, url, field, result.error)
  }
}

function throwInvalid(message: string, url: string, field: string, cause: unknown): never {
  throw new InvalidResponseError({ message, url, field: field || undefined, cause })
}

/** For a failed union, the branch that got furthest names the field better than "invalid input". */
function deepestIssue(issues: readonly Issue[], prefix: PropertyKey[] = []): Issue {
  let best: Issue | undefined
  for (const issue of issues) {
    const candidate =
      issue.code === 'invalid_union' && issue.errors.length > 0
        ? deepestIssue(issue.errors.flat(), [...prefix, ...issue.path])
        : { ...issue, path: [...prefix, ...issue.path] }
    if (!best || candidate.path.length > best.path.length) best = candidate
  }
  return best as Issue
}
