import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { type Address, type Hex, isHex } from 'viem'
import type { z } from 'zod'
import type { ChainContext } from '../chain/createChainRegistry'
import type { GatewayDeps } from '../deps'
import { parseAddressParam } from '../http/parseAddressParam'
import { lowercaseHex } from '../wire/lowercaseHex'
import { FieldErrors, fieldErrorsOf } from './serviceErrors'

/** The chain of the `/txs/{chainId}/api` prefix; 400 when not a number, 404 when not served. */
export function serviceChain(deps: GatewayDeps, c: Context): ChainContext {
  return deps.chains.require(c.req.param('chainId') ?? '')
}

/** A path address (any case, a valid checksum when mixed): checksummed, or a 400. */
export function pathAddress(c: Context, name = 'address'): Address {
  return parseAddressParam(c.req.param(name) ?? '', name)
}

/** A 32-byte hash from the path, lower-cased; a 400 `{<name>: […]}` otherwise. */
export function pathHash(c: Context, name: string): Hex {
  const value = c.req.param(name) ?? ''
  if (!isHex(value) || value.length !== 66) {
    throw new FieldErrors({ [name]: [`Invalid hash: ${value}`] })
  }
  return lowercaseHex(value)
}

/**
 * Reads and validates a JSON body: malformed JSON is a 400 `{detail}` as DRF words it, a body
 * that does not match `schema` a field-keyed 400 (`status` lets propose answer 422 as the
 * service does).
 */
export async function readServiceBody<T extends z.ZodType>(
  c: Context,
  schema: T,
  status: 400 | 422 = 400,
): Promise<z.output<T>> {
  let raw: unknown
  try {
    raw = JSON.parse(await c.req.text())
  } catch {
    // DRF's wording; HTTPException answers `{detail}` (serviceErrorResponse).
    throw new HTTPException(400, { message: 'JSON parse error' })
  }
  const parsed = schema.safeParse(raw)
  if (!parsed.success) throw new FieldErrors(fieldErrorsOf(parsed.error).fields, status)
  return parsed.data
}

/** One query value; undefined when absent or empty (Django filters ignore empty values). */
export function queryValue(c: Context, name: string): string | undefined {
  const value = c.req.query(name)
  return value === undefined || value === '' ? undefined : value
}

/** A `true`/`false` query filter (Django also accepts `1`/`0`, `True`/`False`). */
export function queryBoolean(c: Context, name: string): boolean | undefined {
  const value = queryValue(c, name)
  if (value === undefined) return undefined
  if (['true', 'True', '1'].includes(value)) return true
  if (['false', 'False', '0'].includes(value)) return false
  throw new FieldErrors({ [name]: [`Invalid boolean: ${value}`] })
}

/** A non-negative integer query filter as a decimal string (nonces exceed 2^53 in principle). */
export function queryUint(c: Context, name: string): string | undefined {
  const value = queryValue(c, name)
  if (value === undefined) return undefined
  if (!/^\d{1,78}$/.test(value)) throw new FieldErrors({ [name]: ['Enter a number.'] })
  return BigInt(value).toString()
}

/** An address query filter, checksummed; a field-keyed 400 otherwise. */
export function queryAddress(c: Context, name: string): Address | undefined {
  const value = queryValue(c, name)
  if (value === undefined) return undefined
  try {
    return parseAddressParam(value, name)
  } catch {
    throw new FieldErrors({ [name]: [`Invalid address: ${value}`] })
  }
}

/**
 * `ordering`: one of `allowed` (each also with a leading `-`); `fallback` when absent.
 * Returns the field and whether it sorts descending.
 */
export function queryOrdering<F extends string>(
  c: Context,
  allowed: readonly F[],
  fallback: `${'-' | ''}${NoInfer<F>}`,
): { field: F; descending: boolean } {
  const value = queryValue(c, 'ordering') ?? fallback
  const descending = value.startsWith('-')
  const field = (descending ? value.slice(1) : value) as F
  if (!allowed.includes(field)) {
    throw new FieldErrors({ ordering: [`Invalid ordering: ${value}`] })
  }
  return { field, descending }
}
