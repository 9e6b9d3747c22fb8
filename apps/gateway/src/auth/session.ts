import type { Context } from 'hono'
import { getSignedCookie, setSignedCookie } from 'hono/cookie'
import { type Address, getAddress, isAddress } from 'viem'

export const SESSION_COOKIE = 'assent_session'
/** Sessions last a day unless the SIWE message expires sooner. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000

export type Session = { address: Address; chainId: number; expiresAt: number }

/** Sets the httpOnly, SameSite=Lax session cookie, HMAC-signed with the gateway secret. */
export async function writeSession(c: Context, secret: string, session: Session, now: number) {
  const value = Buffer.from(JSON.stringify(session)).toString('base64url')
  await setSignedCookie(c, SESSION_COOKIE, value, secret, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: Math.max(1, Math.floor((session.expiresAt - now) / 1000)),
  })
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
