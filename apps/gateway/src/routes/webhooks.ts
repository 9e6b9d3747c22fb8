import { and, asc, eq, inArray, or } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import { type Address, getAddress, isAddress } from 'viem'
import { z } from 'zod'
import { readSession } from '../auth/session'
import { safeOwners } from '../db/schema/safes'
import { webhooks } from '../db/schema/webhooks'
import { type GatewayDeps, now } from '../deps'
import { ApiError, badRequest, notFound } from '../errors'
import { readLatestEventId } from '../events/readLatestEventId'
import { readJsonBody } from '../http/readJsonBody'
import { resolveChain } from '../http/resolveChain'
import { validPath } from '../http/validators'
import { type WebhookState, webhookState } from '../webhooks/webhookState'

const registerBodySchema = z.object({
  url: z.string().max(2048),
  secret: z.string().min(16).max(256),
  safe: z.string().optional(),
  owner: z.string().optional(),
})

/**
 * Checks a webhook URL: absolute, http or https, no credentials in it.
 * @throws ApiError 400 naming what is wrong
 */
function parseWebhookUrl(value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw badRequest(`Invalid webhook url "${value}": expected an absolute http(s) URL`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw badRequest(`Invalid webhook url "${value}": only http and https URLs are delivered to`)
  }
  if (url.username || url.password) {
    throw badRequest(`Invalid webhook url "${value}": credentials belong in the secret`)
  }
  return url.href
}

/** Exactly one of `safe` and `owner`, checksummed. */
function parseTarget(body: { safe?: string | undefined; owner?: string | undefined }) {
  const given = [body.safe, body.owner].filter((v) => v !== undefined)
  if (given.length !== 1) throw badRequest('Give exactly one of "safe" and "owner" to follow')
  const value = given[0] ?? ''
  if (!isAddress(value, { strict: false })) throw badRequest(`Invalid address "${value}"`)
  const address = getAddress(value)
  return body.safe !== undefined ? { safe: address, owner: null } : { safe: null, owner: address }
}

/** The signed-in address (Sign-In with Ethereum session), or 401. */
async function signedIn(c: Context, deps: GatewayDeps): Promise<Address> {
  const session = await readSession(c, deps.settings.sessionSecret, now(deps))
  if (!session) throw new ApiError(401, 401, 'Sign in with Ethereum to manage webhooks')
  return session.address
}

/** Whether `address` may follow `target`: it is that owner, or an owner of that Safe now. */
async function mayFollow(
  deps: GatewayDeps,
  chainId: number,
  address: Address,
  target: { safe: Address | null; owner: Address | null },
): Promise<boolean> {
  if (target.owner) return target.owner === address
  if (!target.safe) return false
  const [row] = await deps.db
    .select({ owner: safeOwners.owner })
    .from(safeOwners)
    .where(
      and(
        eq(safeOwners.chainId, chainId),
        eq(safeOwners.safe, target.safe),
        eq(safeOwners.owner, address),
      ),
    )
    .limit(1)
  return row !== undefined
}

const idPath = validPath((param) => {
  const id = param('id')
  if (!/^\d{1,15}$/.test(id)) throw badRequest(`Invalid webhook id "${id}"`)
  return { id: Number(id) }
})

/**
 * Webhook `id` of this chain when `address` may manage it (see mayFollow); otherwise 404, so a
 * stranger cannot tell someone else's endpoint (its URL stays private) from a missing one.
 */
async function managedWebhook(
  deps: GatewayDeps,
  chainId: number,
  address: Address,
  id: number,
): Promise<WebhookState> {
  const state = await webhookState(deps.db, id)
  if (
    !state ||
    state.chainId !== String(chainId) ||
    !(await mayFollow(deps, chainId, address, {
      safe: state.safe ? getAddress(state.safe) : null,
      owner: state.owner ? getAddress(state.owner) : null,
    }))
  ) {
    throw notFound(`Webhook ${id} not found`)
  }
  return state
}

/** The ids of this chain's webhooks `address` may manage: its own, and those of Safes it owns. */
async function managedWebhookIds(
  deps: GatewayDeps,
  chainId: number,
  address: Address,
): Promise<number[]> {
  const owned = deps.db
    .select({ safe: safeOwners.safe })
    .from(safeOwners)
    .where(and(eq(safeOwners.chainId, chainId), eq(safeOwners.owner, address)))
  const rows = await deps.db
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(
      and(
        eq(webhooks.chainId, chainId),
        or(eq(webhooks.owner, address), inArray(webhooks.safe, owned)),
      ),
    )
    .orderBy(asc(webhooks.id))
  return rows.map((row) => row.id)
}

/**
 * `POST /v1/chains/{chainId}/webhooks` registers an endpoint for one Safe's events or those of
 * the Safes an owner owns (from the events written after it), with a shared secret signing each
 * delivery; `GET …/webhooks` lists the signed-in owner's endpoints, `GET …/webhooks/{id}` reads
 * one's delivery state, `DELETE …/webhooks/{id}` removes it and `POST …/webhooks/{id}/resume`
 * delivers again to a paused one (from where it stopped).
 */
export function webhooksRoutes(deps: GatewayDeps): Hono {
  const app = new Hono()
  app.post('/v1/chains/:chainId/webhooks', resolveChain(deps.chains), async (c) => {
    const body = await readJsonBody(c, registerBodySchema)
    const url = parseWebhookUrl(body.url)
    const target = parseTarget(body)
    // Deliveries go where the registrant says: only an owner may point a Safe's events somewhere.
    const address = await signedIn(c, deps)
    if (!(await mayFollow(deps, c.var.chain.chainId, address, target))) {
      throw new ApiError(
        403,
        403,
        target.safe
          ? `Signed in as ${address}, not an owner of Safe ${target.safe}`
          : `Signed in as ${address}: only ${target.owner} may follow its own Safes`,
      )
    }
    const [row] = await deps.db
      .insert(webhooks)
      .values({
        chainId: c.var.chain.chainId,
        ...target,
        url,
        secret: body.secret,
        cursor: await readLatestEventId(deps.db),
        createdAt: now(deps),
      })
      .returning({ id: webhooks.id })
    if (!row) throw new Error('webhook insert returned no row')
    return c.json(await webhookState(deps.db, row.id), 201)
  })
  app.get('/v1/chains/:chainId/webhooks', resolveChain(deps.chains), async (c) => {
    const address = await signedIn(c, deps)
    const ids = await managedWebhookIds(deps, c.var.chain.chainId, address)
    const states = await Promise.all(ids.map((id) => webhookState(deps.db, id)))
    return c.json({ results: states.filter((state) => state !== undefined) })
  })
  app.get('/v1/chains/:chainId/webhooks/:id', resolveChain(deps.chains), idPath, async (c) => {
    const { id } = c.req.valid('param')
    const address = await signedIn(c, deps)
    return c.json(await managedWebhook(deps, c.var.chain.chainId, address, id))
  })
  app.delete('/v1/chains/:chainId/webhooks/:id', resolveChain(deps.chains), idPath, async (c) => {
    const { id } = c.req.valid('param')
    const address = await signedIn(c, deps)
    await managedWebhook(deps, c.var.chain.chainId, address, id)
    await deps.db.delete(webhooks).where(eq(webhooks.id, id))
    return c.body(null, 204)
  })
  app.post(
    '/v1/chains/:chainId/webhooks/:id/resume',
    resolveChain(deps.chains),
    idPath,
    async (c) => {
      const { id } = c.req.valid('param')
      const address = await signedIn(c, deps)
      await managedWebhook(deps, c.var.chain.chainId, address, id)
      // The cursor stays: the endpoint gets what it missed while paused, in order.
      await deps.db
        .update(webhooks)
        .set({ paused: false, consecutiveFailures: 0, nextAttemptAt: 0 })
        .where(eq(webhooks.id, id))
      const state = await webhookState(deps.db, id)
      if (!state) throw notFound(`Webhook ${id} not found`)
      return c.json(state)
    },
  )
  return app
}
