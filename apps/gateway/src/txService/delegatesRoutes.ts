import type { Hono } from 'hono'
import { z } from 'zod'
import { addDelegate, listDelegates, removeDelegate } from '../delegates/delegateStore'
import type { GatewayDeps } from '../deps'
import { addressSchema, hexSchema } from '../wire/schemas'
import { FieldErrors } from './serviceErrors'
import { readServicePage, toServicePage } from './servicePage'
import {
  pathAddress,
  queryAddress,
  queryValue,
  readServiceBody,
  serviceChain,
} from './serviceRequest'
import { serviceRoute } from './serviceRoute'

/** `POST /v2/delegates/` as api-kit's `addSafeDelegate` sends it. */
const addDelegateBodySchema = z.object({
  safe: addressSchema.nullish(),
  delegate: addressSchema,
  delegator: addressSchema,
  label: z.string().min(1).max(50),
  signature: hexSchema,
  expiryDate: z.iso.datetime({ offset: true }).nullish(),
})

/** `DELETE /v2/delegates/{delegate}/` as api-kit's `removeSafeDelegate` sends it. */
const removeDelegateBodySchema = z.object({
  delegator: addressSchema,
  signature: hexSchema,
  safe: addressSchema.nullish(),
})

/**
 * Delegates (`/v2/delegates/`): proposers an owner registers with a signed Delegate typed data;
 * propose accepts a registered delegate of a current owner as sender (proposeTransaction).
 */
export function delegatesRoutes(deps: GatewayDeps, app: Hono): void {
  serviceRoute(app, 'GET', ['/v2/delegates'], async (c) => {
    const chain = serviceChain(deps, c)
    const page = readServicePage(c)
    const filters = {
      safe: queryAddress(c, 'safe'),
      delegate: queryAddress(c, 'delegate'),
      delegator: queryAddress(c, 'delegator'),
      label: queryValue(c, 'label'),
    }
    const defined = Object.fromEntries(
      Object.entries(filters).filter(([, value]) => value !== undefined),
    )
    const { count, results } = await listDelegates(deps, chain, defined, page)
    return c.json(toServicePage(c.req.url, page, count, results))
  })

  serviceRoute(app, 'POST', ['/v2/delegates'], async (c) => {
    const chain = serviceChain(deps, c)
    const body = await readServiceBody(c, addDelegateBodySchema)
    if (body.delegate === body.delegator) {
      throw new FieldErrors({ delegate: ['The delegate cannot be the delegator'] })
    }
    const expiresAt = body.expiryDate ? Date.parse(body.expiryDate) : null
    const entry = await addDelegate(deps, chain, {
      safe: body.safe ?? null,
      delegate: body.delegate,
      delegator: body.delegator,
      label: body.label,
      signature: body.signature,
      expiresAt,
    })
    return c.json(entry, 201)
  })

  serviceRoute(app, 'DELETE', ['/v2/delegates/:address'], async (c) => {
    const chain = serviceChain(deps, c)
    const delegate = pathAddress(c)
    const body = await readServiceBody(c, removeDelegateBodySchema)
    await removeDelegate(deps, chain, {
      delegate,
      delegator: body.delegator,
      signature: body.signature,
      ...(body.safe ? { safe: body.safe } : {}),
    })
    return c.body(null, 204)
  })
}
