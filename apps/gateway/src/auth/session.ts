import type { Context } from 'hono'
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie'
import type { CookieOptions } from 'hono/utils/cookie'
import { type Address, getAddress, isAddress } from 'viem'
import type { GatewaySettings } from '../deps'

export const SESSION_COOKIE = 'assent_session'
/** Sessions last a day unless the SIWE message expires sooner. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000

export type Session = { address: Address; chainId: number; expiresAt: number }

type CookieSettings = Pick<GatewaySettings, 'sessionSecret' | 'publicUrl'>

/**
 * Whether browsers reach the gateway over https: the request itself, a TLS-terminating proxy in
 * front (`X-Forwarded-Proto`; a client faking it only makes its own cookie https-only), or the
 * configured public URL. Plain http (e.g. http://127.0.0.1 in local use) keeps the cookie
 * usable, since a browser drops a Secure cookie set over http.
 */
export function servedOverHttps(c: Context, publicUrl: string | undefined): boolean {
  const forwarded = c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim().toLowerCase()
  return (
    new URL(c.req.url).protocol === 'https:' ||
    forwarded === 'https' ||
    publicUrl?.startsWith('https:') === true
  )
}

/** Attributes of the session cookie: httpOnly, SameSite=Lax, path /, Secure over https. */
function cookieOptions(c: Context, settings: CookieSettings): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    ...(servedOverHttps(c, settings.publicUrl) ? { secure: true } : {}),
  }
}

/** Sets the session cookie, HMAC-signed with the gateway secret. */
export async function writeSession(
  c: Context,
  settings: CookieSettings,
  session: Session,
  now: number,
) {
  const value = Buffer.from(JSON.stringify(session)).toString('base64url')
  await setSignedCookie(c, SESSION_COOKIE, value, settings.sessionSecret, {
    ...cookieOptions(c, settings),
    maxAge: Math.max(1, Math.floor((session.expiresAt - now) / 1000)),
  })
}

/** Expires the session cookie, with the attributes it was set with so the browser drops it. */
export function clearSession(c: Context, settings: CookieSettings) {
  deleteCookie(c, SESSION_COOKIE, cookieOptions(c, settings))
}

/** The session of the request's cookie, or null when absent, forged, malformed or expired. */
export async function readSession(
  c: Context,
  secret: string,
  now: number,
): Promise<Session | null> {
  const value = await getSignedCookie(c, secret, SESSION_COOKIE)
  if (!value) return null
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<Session>
    if (
      typeof parsed.address !== 'string' ||
      !isAddress(parsed.address) ||
      typeof parsed.chainId !== 'number' ||
      typeof parsed.expiresAt !== 'number' ||
      parsed.expiresAt <= now
    ) {
      return null
    }
    return {
      address: getAddress(parsed.address),
      chainId: parsed.chainId,
      expiresAt: parsed.expiresAt,
    }
  } catch {
    return null
  }
}
