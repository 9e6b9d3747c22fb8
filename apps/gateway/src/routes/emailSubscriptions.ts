import { and, eq } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import { getAddress, isAddress } from 'viem'
import { z } from 'zod'
import { readSession } from '../auth/session'
import { emailSubscriptions } from '../db/schema/email'
import { safeOwners } from '../db/schema/safes'
import { type GatewayDeps, now } from '../deps'
import {
  CONFIRM_TOKEN_TTL_MS,
  signConfirmToken,
  verifyConfirmToken,
  verifyUnsubscribeToken,
} from '../email/confirmToken'
import { ApiError, badRequest } from '../errors'
import { readJsonBody } from '../http/readJsonBody'
import { resolveChain } from '../http/resolveChain'

const subscribeBodySchema = z.object({ email: z.string(), safe: z.string() })

/** One address, no display name: what a mail header takes without surprises. */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/

/**
 * `POST /v1/chains/{chainId}/email-subscriptions` {email, safe}: the signed-in owner of `safe`
 * asks to be mailed at `email` when its signature is awaited there; 202 and a mail to `email`
 * with a link that confirms it within 24 h. `GET /v1/email-subscriptions/confirm?token=…`
 * confirms; an expired or altered link is a 400 saying so.
 * `GET|POST /v1/email-subscriptions/unsubscribe?token=…` (the link in every notification mail;
 * POST is RFC 8058's one-click from the mail client) deletes the subscription; opening it again
 * says nothing is left, an altered link is a 400.
 */
export function emailSubscriptionsRoutes(deps: GatewayDeps): Hono {
  const app = new Hono()
  app.post('/v1/chains/:chainId/email-subscriptions', resolveChain(deps.chains), async (c) => {
    const mailer = deps.mailer
    if (!mailer) {
      throw new ApiError(503, 503, 'Email is not set up on this gateway (SMTP_URL and MAIL_FROM)')
    }
    const body = await readJsonBody(c, subscribeBodySchema)
    const email = body.email.trim()
    if (email.length > 254 || !EMAIL.test(email)) {
      throw badRequest(`Invalid email address "${body.email}"`)
    }
    if (!isAddress(body.safe, { strict: false })) throw badRequest(`Invalid address "${body.safe}"`)
    const safe = getAddress(body.safe)
    const session = await readSession(c, deps.settings.sessionSecret, now(deps))
    if (!session) throw new ApiError(401, 401, 'Sign in with Ethereum to subscribe to email')
    const chainId = c.var.chain.chainId
    const [owned] = await deps.db
      .select({ owner: safeOwners.owner })
      .from(safeOwners)
      .where(
        and(
          eq(safeOwners.chainId, chainId),
          eq(safeOwners.safe, safe),
          eq(safeOwners.owner, session.address),
        ),
      )
      .limit(1)
    if (!owned) {
      throw new ApiError(403, 403, `Signed in as ${session.address}, not an owner of Safe ${safe}`)
    }
    const [row] = await deps.db
      .insert(emailSubscriptions)
      .values({ chainId, safe, owner: session.address, email, createdAt: now(deps) })
      .onConflictDoUpdate({
        target: [
          emailSubscriptions.chainId,
          emailSubscriptions.safe,
          emailSubscriptions.owner,
          emailSubscriptions.email,
        ],
        set: { createdAt: now(deps) },
      })
      .returning({ id: emailSubscriptions.id })
    if (!row) throw new Error('email subscription insert returned no row')
    const token = signConfirmToken(
      deps.settings.sessionSecret,
      row.id,
      now(deps) + CONFIRM_TOKEN_TTL_MS,
    )
    const base = deps.settings.publicUrl ?? new URL(c.req.url).origin
    const link = `${base.replace(/\/+$/, '')}/v1/email-subscriptions/confirm?token=${token}`
    try {
      await mailer.send({
        to: email,
        subject: 'Confirm email alerts for your Safe',
        text: [
          `${session.address} asked to be told at this address when its signature is awaited on Safe ${safe}.`,
          '',
          `Confirm within 24 hours: ${link}`,
          '',
          'If this was not you, ignore this mail: nothing is sent until the link is opened.',
        ].join('\n'),
      })
    } catch (error) {
      deps.log.warn('confirmation mail failed', { error: String(error) })
      throw new ApiError(502, 502, 'The confirmation mail could not be sent: try again later')
    }
    return c.json({ id: row.id, email, safe, confirmed: false }, 202)
  })
  app.get('/v1/email-subscriptions/confirm', async (c) => {
    const check = verifyConfirmToken(
      deps.settings.sessionSecret,
      c.req.query('token') ?? '',
      now(deps),
    )
    if (!check.ok) throw badRequest(check.reason)
    const [row] = await deps.db
      .update(emailSubscriptions)
      .set({ confirmedAt: now(deps) })
      .where(eq(emailSubscriptions.id, check.subscriptionId))
      .returning({ email: emailSubscriptions.email, safe: emailSubscriptions.safe })
    if (!row) throw badRequest('This subscription no longer exists: subscribe again')
    return c.json({
      confirmed: true,
      email: row.email,
      safe: row.safe,
      message: `Confirmed: ${row.email} will be told when its signature is awaited on Safe ${row.safe}`,
    })
  })
  const unsubscribe = async (c: Context) => {
    const check = verifyUnsubscribeToken(deps.settings.sessionSecret, c.req.query('token') ?? '')
    if (!check.ok) throw badRequest(check.reason)
    const [row] = await deps.db
      .delete(emailSubscriptions)
      .where(eq(emailSubscriptions.id, check.subscriptionId))
      .returning({ email: emailSubscriptions.email, safe: emailSubscriptions.safe })
    // Opened twice (or by a mail scanner first): the outcome the reader wanted already holds.
    if (!row) {
      return c.json({
        unsubscribed: true,
        message: 'This subscription was already ended: no more mails are sent for it',
      })
    }
    return c.json({
      unsubscribed: true,
      email: row.email,
      safe: row.safe,
      message: `Unsubscribed: ${row.email} gets no more mails about Safe ${row.safe}`,
    })
  }
  app.get('/v1/email-subscriptions/unsubscribe', unsubscribe)
  app.post('/v1/email-subscriptions/unsubscribe', unsubscribe)
  return app
}
