import { createHmac, timingSafeEqual } from 'node:crypto'

/** How long a confirmation link works. */
export const CONFIRM_TOKEN_TTL_MS = 24 * 60 * 60 * 1000

/**
 * The HMAC of a token's body; the prefix keeps each kind of link apart from the others and from
 * session cookies under one key (a confirmation link cannot unsubscribe, nor the reverse).
 */
function mac(secret: string, body: string, purpose: 'confirm' | 'unsubscribe' = 'confirm'): string {
  return createHmac('sha256', secret).update(`email-${purpose}:${body}`).digest('base64url')
}

/** `<subscription id>.<expiry ms>.<HMAC>`: the link's proof that the gateway sent it. */
export function signConfirmToken(
  secret: string,
  subscriptionId: number,
  expiresAt: number,
): string {
  const body = `${subscriptionId}.${expiresAt}`
  return `${body}.${mac(secret, body)}`
}

/** Why a token was refused, in the words the confirm page shows. */
export type TokenCheck = { ok: true; subscriptionId: number } | { ok: false; reason: string }

/** Checks a token's signature, then its expiry at `now`. */
export function verifyConfirmToken(secret: string, token: string, now: number): TokenCheck {
  const match = /^(\d{1,15})\.(\d{1,15})\.([\w-]{43})$/.exec(token)
  if (!match) return { ok: false, reason: 'This confirmation link is malformed' }
  const [, id = '', expiresAt = '', given = ''] = match
  const expected = mac(secret, `${id}.${expiresAt}`)
  if (!timingSafeEqual(Buffer.from(given), Buffer.from(expected))) {
    return { ok: false, reason: 'This confirmation link was not issued by this gateway' }
  }
  if (Number(expiresAt) <= now) {
    return { ok: false, reason: 'This confirmation link has expired: subscribe again' }
  }
  return { ok: true, subscriptionId: Number(id) }
}

/**
 * `<subscription id>.<HMAC>`: the unsubscribe link every notification mail carries. It does not
 * expire: a mail read a year later must still be able to stop the mails.
 */
export function signUnsubscribeToken(secret: string, subscriptionId: number): string {
  return `${subscriptionId}.${mac(secret, String(subscriptionId), 'unsubscribe')}`
}

/** Checks an unsubscribe token's signature. */
export function verifyUnsubscribeToken(secret: string, token: string): TokenCheck {
  const match = /^(\d{1,15})\.([\w-]{43})$/.exec(token)
  if (!match) return { ok: false, reason: 'This unsubscribe link is malformed' }
  const [, id = '', given = ''] = match
  const expected = mac(secret, id, 'unsubscribe')
  if (!timingSafeEqual(Buffer.from(given), Buffer.from(expected))) {
    return { ok: false, reason: 'This unsubscribe link was not issued by this gateway' }
  }
  return { ok: true, subscriptionId: Number(id) }
}
