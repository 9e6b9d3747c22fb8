import type { AuthNonce } from '@assent/gateway-client'
import { Hono } from 'hono'
import type { Hex } from 'viem'
import { z } from 'zod'
import { clearSession, readSession, writeSession } from '../auth/session'
import { issueSiweNonce } from '../auth/siweNonce'
import { verifySiwe } from '../auth/verifySiwe'
import { type GatewayDeps, now } from '../deps'
import { ApiError } from '../errors'
import { readJsonBody } from '../http/readJsonBody'

/** A nonce is valid for five minutes and once. */
export const NONCE_TTL_MS = 5 * 60 * 1000

const verifyBody = z.object({
  message: z.string().min(1).max(10_000),
  signature: z
    .string()
    .refine((v): v is Hex => /^0x[0-9a-fA-F]+$/.test(v), 'expected a hex signature'),
})

/**
 * Sign-In with Ethereum: `GET /v1/auth/nonce`, `POST /v1/auth/verify` (sets the session
 * cookie), and the Assent extensions `GET /v1/auth/me` (who the cookie belongs to, or 401) and
 * `POST /v1/auth/logout` (clears the cookie, 204).
 */
export function authRoutes(deps: GatewayDeps): Hono {
  const app = new Hono()
  // Stateless (HMAC-signed, see auth/siweNonce.ts): asking for nonces stores nothing.
  app.get('/v1/auth/nonce', (c) => {
    const nonce = issueSiweNonce(deps.settings.sessionSecret, now(deps) + NONCE_TTL_MS)
    c.header('Cache-Control', 'no-store')
    const body: AuthNonce = { nonce }
    return c.json(body)
  })
  app.post('/v1/auth/verify', async (c) => {
    const body = await readJsonBody(c, verifyBody)
    const session = await verifySiwe(deps, {
      message: body.message,
      signature: body.signature,
      origin: c.req.header('Origin'),
    })
    await writeSession(c, deps.settings, session, now(deps))
    return c.body(null, 200)
  })
  app.get('/v1/auth/me', async (c) => {
    const session = await readSession(c, deps.settings.sessionSecret, now(deps))
    if (!session) throw new ApiError(401, 401, 'Not signed in')
    c.header('Cache-Control', 'no-store')
    return c.json({ address: session.address, chainId: String(session.chainId) })
  })
  // The cookie is httpOnly, so only the gateway can end the session. Idempotent: signing out
  // without a session is still 204. Only the wallet may: another page (even a same-site one,
  // which the browser sends the cookie for) must not sign the user out behind their back.
  app.post('/v1/auth/logout', (c) => {
    const origin = c.req.header('Origin')
    if (origin && !deps.settings.walletOrigins.includes(origin)) {
      throw new ApiError(403, 403, `Origin not allowed: ${origin}`)
    }
    clearSession(c, deps.settings)
    c.header('Cache-Control', 'no-store')
    return c.body(null, 204)
  })
  return app
}
