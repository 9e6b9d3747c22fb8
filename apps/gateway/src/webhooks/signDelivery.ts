import { createHmac } from 'node:crypto'

/** The header carrying a delivery's signature: `sha256=` and the hex HMAC of the raw body. */
export const SIGNATURE_HEADER = 'X-Assent-Signature'

/**
 * The signature header value of `body` under `secret`; a receiver recomputes it over the raw
 * body it read and compares in constant time.
 * @example signDelivery('s3cret', '{"type":"NEW_CONFIRMATION"}') // 'sha256=…'
 */
export function signDelivery(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`
}
