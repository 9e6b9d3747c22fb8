import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import { ANY_ORIGIN } from '../config/origins'
import type { GatewaySettings } from '../deps'

const shared = {
  allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
  allowHeaders: ['Content-Type', 'Authorization'],
  maxAge: 600,
}

/**
 * CORS in two tiers. The wallet's own origins get credentialed CORS: only they may send and
 * read with the session cookie. App origins (e.g. the demo Safe App) get CORS without
 * `Access-Control-Allow-Credentials`, so a browser never lets them use the cookie: they see
 * exactly what any anonymous client sees. Any other origin gets no CORS headers at all.
 */
export function corsPolicy(
  settings: Pick<GatewaySettings, 'walletOrigins' | 'appOrigins'>,
): MiddlewareHandler {
  const wallet = cors({
    ...shared,
    origin: (origin) => (settings.walletOrigins.includes(origin) ? origin : null),
    credentials: true,
  })
  const anyApp = settings.appOrigins.includes(ANY_ORIGIN)
  const app = cors({
    ...shared,
    origin: (origin) =>
      origin && (anyApp || settings.appOrigins.includes(origin)) ? origin : null,
    credentials: false,
  })
  return (c, next) => {
    const origin = c.req.header('Origin') ?? ''
    return settings.walletOrigins.includes(origin) ? wallet(c, next) : app(c, next)
  }
}
