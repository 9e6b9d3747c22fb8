import { Hono } from 'hono'
import { z } from 'zod'
import { addDelegate, listDelegates, removeDelegate } from '../delegates/delegateStore'
import { type GatewayDeps, now } from '../deps'
import { badRequest, unprocessable } from '../errors'
import { COLLECTION_CURSOR, parseCursor, toPage } from '../http/paging'
import { parseAddressParam } from '../http/parseAddressParam'
import { readJsonBody } from '../http/readJsonBody'
import { resolveChain } from '../http/resolveChain'
import { validPath, validQuery } from '../http/validators'
import { addressSchema, hexSchema } from '../wire/schemas'

/** `POST /v2/chains/{chainId}/delegates`: the Client Gateway's body, plus the service's expiry. */
const addDelegateBodySchema = z.object({
  safe: addressSchema.nullish(),
  delegate: addressSchema,
  delegator: addressSchema,
  signature: hexSchema,
  label: z.string().trim().min(1).max(50),
  expiryDate: z.iso.datetime({ offset: true }).nullish(),
})

/** `DELETE /v2/chains/{chainId}/delegates/{delegateAddress}`. */
const removeDelegateBodySchema = z.object({
  delegator: addressSchema,
  safe: addressSchema.nullish(),
  signature: hexSchema,
})

/**
 * The Client Gateway's v2 delegates (proposers), over the same entries and checks as the
 * Transaction Service's `/v2/delegates/` (delegateStore: signed Delegate typed data, the
 * delegator an owner of the Safe, replays that grant no more).
 */
export function delegatesRoutes(deps: GatewayDeps): Hono {
  const app = new Hono()
  const withChain = resolveChain(deps.chains)
  const optionalAddress = (value: string | undefined, name: string) =>
    value === undefined || value === '' ? undefined : parseAddressParam(value, name)

  app.get(
    '/v2/chains/:chainId/delegates',
    withChain,
    validQuery((query) => {
      const label = query('label')
      const filters = {
        safe: optionalAddress(query('safe'), 'safe'),
        delegate: optionalAddress(query('delegate'), 'delegate'),
        delegator: optionalAddress(query('delegator'), 'delegator'),
        ...(label ? { label } : {}),
      }
      if (!filters.safe && !filters.delegate && !filters.delegator && !label) {
        throw badRequest('At least one of safe, delegate, delegator or label is required')
      }
      return { filters, page: parseCursor(query('cursor'), COLLECTION_CURSOR) }
    }),
    async (c) => {
      const { filters, page } = c.req.valid('query')
      const defined = Object.fromEntries(
        Object.entries(filters).filter(([, value]) => value !== undefined),
      )
      const { count, results } = await listDelegates(deps, c.var.chain, defined, page)
      return c.json(toPage(c.req.url, page, count, results))
    },
  )

  app.post('/v2/chains/:chainId/delegates', withChain, async (c) => {
    const body = await readJsonBody(c, addDelegateBodySchema)
    if (body.delegate === body.delegator) {
      throw badRequest('The delegate cannot be the delegator')
    }
    const expiresAt = body.expiryDate ? Date.parse(body.expiryDate) : null
    // An entry that has already expired grants nothing: refuse it rather than store it.
    if (expiresAt !== null && expiresAt <= now(deps)) {
      throw unprocessable(`The expiry date ${body.expiryDate} is in the past`)
    }
    await addDelegate(deps, c.var.chain, {
      safe: body.safe ?? null,
      delegate: body.delegate,
      delegator: body.delegator,
      label: body.label,
      signature: body.signature,
      expiresAt,
    })
    return c.body(null, 201)
  })

  app.delete(
    '/v2/chains/:chainId/delegates/:delegateAddress',
    withChain,
    validPath((param) => ({
      delegate: parseAddressParam(param('delegateAddress'), 'delegateAddress'),
    })),
    async (c) => {
      const body = await readJsonBody(c, removeDelegateBodySchema)
      await removeDelegate(deps, c.var.chain, {
        delegate: c.req.valid('param').delegate,
        delegator: body.delegator,
        signature: body.signature,
        ...(body.safe ? { safe: body.safe } : {}),
      })
      return c.body(null, 204)
    },
  )

  return app
}
